import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/discovery-call";
import { asksOf, DiscoveryCallForm, useDiscoveryCallForm } from "~/booking/discovery-call-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { discoveryCallCopy } from "#common/forms/content/discovery-call.ts";
import { clientFormAction } from "~/forms/client-action";
import { discoveryCallBasics } from "#common/forms/discovery-call.page.ts";
import { routeMeta } from "~/lib/seo";
import { formPageData, pickerFormAction } from "#server/forms/form-route.server";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { locale, localePath } from "#common/content/locale.ts";
import { single } from "#common/forms/form-definition.ts";
import { pickerData, pickerMove } from "#server/booking/picker.server";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/discovery-call", { matches });

// The same copy for everyone, with a form token that ages: revalidated on every visit.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

/** What the server's page cache keeps this page by (docs/caching.md): the confirmation after a send, and the form token of the second. */
export const handle: PageHandle = { cache: { query: ["sent", "month", "date", "zone"], stamps: ["form-window"] } };

/**
 * The form's token and, once the owner has set her availability, the free times
 * (?month=YYYY-MM&date=YYYY-MM-DD&zone=…: the month's first free day when no day is asked).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const booking = await pickerData(context.db, { timeZone: context.config.BUSINESS_TIME_ZONE, now: context.now() }, url.searchParams, locale.tag, { firstFreeDay: true });
  return { ...formPageData("discovery-call", request, context), booking };
}

/**
 * The discovery call dialog's form posts here from every page; without JavaScript its buttons lead
 * here. The picker's months, days and times post here too without JavaScript: the page at that day
 * (a time: its details step), with what was typed (and the zone chosen, remembered in a cookie,
 * with the times in it).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  pickerFormAction("discovery-call", request, context, pickerMove({ db: context.db, timeZone: context.config.BUSINESS_TIME_ZONE, now: context.now, tag: locale.tag }));

export const clientAction = clientFormAction(discoveryCallBasics);

export default function DiscoveryCallPage({ loaderData, actionData }: Route.ComponentProps) {
  // A picker's month or day followed without JavaScript: the page at that day, with what was typed.
  const kept = actionData && "kept" in actionData ? actionData.kept : undefined;
  const pageResult = (actionData && "ok" in actionData ? actionData : undefined) ?? loaderData.confirmation ?? undefined;
  // A zone she changed (without JavaScript): the picker the action drew in it.
  const booking = (actionData && "kept" in actionData ? actionData.booking : undefined) ?? loaderData.booking;
  // The free times change when this parent books or finds a time just taken: read them again.
  const revalidator = useRevalidator();
  const form = useDiscoveryCallForm(
    {
      page: loaderData,
      pageResult,
      initialValues: kept ? Object.fromEntries(Object.keys(kept).map((name) => [name, single(kept, name)])) : undefined,
      onSuccess: () => void revalidator.revalidate(),
    },
    asksOf(booking),
  );
  const slotError = form.errors.slot;
  useEffect(() => {
    if (slotError) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error, not per revalidator state
  }, [slotError]);
  return (
    <>
      <PageHeader eyebrow={discoveryCallCopy.eyebrow} title={discoveryCallCopy.title} intro={<p>{loaderData.booking ? discoveryCallCopy.pageIntroBooking : discoveryCallCopy.pageIntro}</p>} />
      <Section tone="alt" className="max-w-3xl">
        <p className="mb-6 text-ink-soft">{discoveryCallCopy.description}</p>
        <DiscoveryCallForm form={form} pageResult={pageResult} booking={booking} pickerPath={localePath("/discovery-call")} />
      </Section>
    </>
  );
}
