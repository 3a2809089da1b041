import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/discovery-call";
import { DiscoveryCallForm, useDiscoveryCallForm } from "~/booking/discovery-call-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { discoveryCallCopy } from "#common/forms/content/discovery-call.ts";
import { clientFormAction } from "~/forms/client-action";
import { discoveryCallForm } from "#common/forms/discovery-call.ts";
import { routeMeta } from "~/lib/seo";
import { formPageData, pickerFormAction } from "#server/forms/form-route.server";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { locale, localePath } from "#common/content/locale.ts";
import { changedZone } from "#common/booking/zone-choices.ts";
import { single } from "#common/forms/form-definition.ts";
import { pickerData } from "#server/booking/picker.server";
import { zoneCookieHeaders } from "#server/booking/zone-cookie.server";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/discovery-call", { matches });

// The same copy for everyone, with a form token that ages: revalidated on every visit.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

/** What the server's page cache keeps this page by (docs/caching.md): the confirmation after a send, and the form token of the second. */
export const handle: PageHandle = { cache: { query: ["sent", "month", "date", "zone"], stamps: ["form-window"] } };

/** The form's token and, once the owner has set her availability, the free times (?month=YYYY-MM&date=YYYY-MM-DD). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const booking = await pickerData(context.db, { timeZone: context.config.BUSINESS_TIME_ZONE, now: context.now() }, url.searchParams, locale.tag);
  return { ...formPageData("discovery-call", request, context), booking };
}

/**
 * The discovery call dialog's form posts here from every page; without JavaScript its buttons lead
 * here. The picker's months and days post here too without JavaScript: the page at that day, with
 * what was typed (and the zone chosen, remembered in a cookie).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  pickerFormAction("discovery-call", request, context, zoneCookieHeaders(context.config.BUSINESS_TIME_ZONE));

export const clientAction = clientFormAction(discoveryCallForm);

export default function DiscoveryCallPage({ loaderData, actionData }: Route.ComponentProps) {
  // A picker's month or day followed without JavaScript: the page at that day, with what was typed.
  const kept = actionData && "kept" in actionData ? actionData.kept : undefined;
  const pageResult = (actionData && "ok" in actionData ? actionData : undefined) ?? loaderData.confirmation ?? undefined;
  const booking = withChosenZone(loaderData.booking, kept && single(kept, "zone"));
  // The free times change when this parent books or finds a time just taken: read them again.
  const revalidator = useRevalidator();
  const form = useDiscoveryCallForm({
    page: loaderData,
    pageResult,
    initialValues: kept ? Object.fromEntries(Object.keys(kept).map((name) => [name, single(kept, name)])) : undefined,
    onSuccess: () => void revalidator.revalidate(),
  });
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

/** The picker in the zone the parent just picked (sent with a picker's button), else as loaded. */
function withChosenZone<T extends { parentZone?: string | null; timeZone: string }>(booking: T | null, posted: string | undefined): T | null {
  const zone = booking && changedZone(posted, booking.parentZone, booking.timeZone);
  return booking && zone ? { ...booking, parentZone: zone } : booking;
}
