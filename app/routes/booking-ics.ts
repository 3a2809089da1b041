import type { Route } from "./+types/booking-ics";
import { bookingEmails } from "~/content/booking";
import { localePath } from "~/content/locale";
import { bookingByToken } from "../../server/booking/bookings.server";
import { callIcs } from "../../server/booking/confirmation.server";

/**
 * /booking/<token>/call.ics: the parent's booked call as a calendar file ("Add to calendar" on her
 * page, issue 33). Never kept (the address is a secret); 404 for an unknown or cancelled call.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await bookingByToken(context.db, params.token);
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
  if (!booking || booking.status === "cancelled") return new Response("Not found\n", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  const business = context.config.business;
  const ics = await callIcs(context.db, booking, {
    businessName: business.name,
    words: bookingEmails,
    manageUrl: `${business.siteUrl}${localePath(`/booking/${params.token}`)}`,
    now: context.now(),
  });
  return new Response(ics, {
    headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'attachment; filename="discovery-call.ics"' },
  });
}
