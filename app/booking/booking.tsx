import { data } from "react-router";
import type { Route } from "./+types/booking";
import { ManageView } from "~/booking/manage-view";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { buildMeta } from "~/lib/seo";
import { bookingByToken } from "#server/booking/bookings.server";
import { manageAction, manageData, type Notice } from "#server/booking/manage-page.server";

const copy = bookingCopy.manage;

/** A parent's own booking, opened by the secret link in her emails: rendered for each request, never kept. */
export const handle: PageHandle = { cache: false };

// The link is a secret: no copy kept anywhere, and no Referer carrying it to another site ("same-origin":
// "no-referrer" would also make the browser send `Origin: null` with the page's own forms).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ matches, title: copy.metaTitle, description: copy.title, path: "/discovery-call", noIndex: true, breadcrumbs: false });

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const booking = await bookingByToken(context.db, params.token);
  const contactEmail = context.config.business.contactEmail;
  if (!booking) return data({ found: false as const, contactEmail }, { status: 404 });
  return manageData(context, booking, localePath(`/booking/${params.token}`), url.searchParams);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const booking = await bookingByToken(context.db, params.token);
  if (!booking) return data<Notice>({ tone: "error", text: copy.notFound }, { status: 404 });
  return manageAction(context, booking, localePath(`/booking/${params.token}`), request, params.token);
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageView loaderData={loaderData} actionData={actionData} />;
}
