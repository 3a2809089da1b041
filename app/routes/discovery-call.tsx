import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/discovery-call";
import { DiscoveryCallForm, useDiscoveryCallForm } from "~/components/discovery-call/discovery-call-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { discoveryCallCopy } from "~/content/discovery-call";
import { clientFormAction } from "~/lib/forms/client-action";
import { discoveryCallForm } from "~/lib/forms/discovery-call";
import { routeMeta } from "~/lib/seo";
import { formAction, formPageData } from "../../server/forms/form-route.server";
import type { PageHandle } from "~/lib/page-cache-rule";
import { locale, localePath } from "~/content/locale";

const ZONE_FORM = "booking-zone";
import { pickerData } from "../../server/booking/picker.server";

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

/** The discovery call dialog's form posts here from every page; without JavaScript its buttons lead here. */
export const action = ({ request, context }: Route.ActionArgs) => formAction("discovery-call", request, context);

export const clientAction = clientFormAction(discoveryCallForm);

export default function DiscoveryCallPage({ loaderData, actionData }: Route.ComponentProps) {
  const pageResult = actionData ?? loaderData.confirmation ?? undefined;
  // The free times change when this parent books or finds a time just taken: read them again.
  const revalidator = useRevalidator();
  const form = useDiscoveryCallForm({ page: loaderData, pageResult, onSuccess: () => void revalidator.revalidate() });
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
        <DiscoveryCallForm form={form} pageResult={pageResult} booking={loaderData.booking} zoneForm={ZONE_FORM} />
        {loaderData.booking ? (
          // The zone choice's own form (outside the booking form: forms cannot nest): "Show my times"
          // without JavaScript reloads this page on the same day with the times in her zone.
          <form id={ZONE_FORM} method="get" action={localePath("/discovery-call")} hidden>
            <input type="hidden" name="month" value={loaderData.booking.month} />
            {loaderData.booking.selected ? <input type="hidden" name="date" value={loaderData.booking.selected.date} /> : null}
          </form>
        ) : null}
      </Section>
    </>
  );
}
