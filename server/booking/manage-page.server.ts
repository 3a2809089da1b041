import { data, redirect, type AppLoadContext } from "react-router";
import { RESULT_ID, TIMES_ID } from "#common/booking/picker-ids.ts";
import type * as bookingWords from "#common/booking/content/booking.ts";
import bookingByLanguage from "#common/booking/content/booking.ts?languages";
import type * as sessionWords from "#common/booking/content/sessions.ts";
import sessionsByLanguage from "#common/booking/content/sessions.ts?languages";
import { languageInfo, type Language } from "#common/languages.ts";
import { formatWhenBoth } from "#common/booking/format.ts";
import { parentZoneFrom } from "#common/booking/zone-choices.ts";
import type { ManageNotice, ManagePageData } from "#common/booking/manage-page.ts";
import { readForm } from "#server/forms/read-form.server";
import { appointmentOf, parentMayChange, type BookingRow } from "./bookings.server";
import { cancelBooking, partyOf, rescheduleBooking } from "./changes.server";
import { callDetails } from "./confirmation.server";
import { pickerData } from "./picker.server";

/**
 * The page of one booking (issue 26; 43): the parent's manage link's page (/booking/<token>) and a
 * bought session's page under her order's link (/order/<token>/session/<n>) load and act alike.
 */

/** This module serves every language's page: the words and formats are the page's (`language`). */
const wordsIn = (language: Language) => (bookingByLanguage as Record<Language, typeof bookingWords>)[language];
const sessionWordsIn = (language: Language) => (sessionsByLanguage as Record<Language, typeof sessionWords>)[language];

export type Notice = ManageNotice;
type Step = ManagePageData["step"];

/** What a bought session's page needs to name it (issue 43): null for a discovery call. */
async function sessionOf(context: AppLoadContext, booking: BookingRow): Promise<{ name: string; minutes: number } | null> {
  if (booking.order_session_id === null) return null;
  const party = await partyOf(context.db, booking);
  return { name: party.session!.name, minutes: Number(booking.minutes) };
}

/**
 * The page of one booking at `here` (its manage link's page, or a bought session's page under her
 * order's link, issue 43): the call or session, and the steps to move or cancel it.
 */
export async function manageData(context: AppLoadContext, booking: BookingRow, here: string, search: URLSearchParams, language: Language): Promise<ManagePageData> {
  const locale = languageInfo(language);
  const contactEmail = context.config.business.contactEmail;
  const session = await sessionOf(context, booking);
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  const now = context.now();
  const state = booking.status === "cancelled" ? "cancelled" : booking.start_at <= now || booking.status !== "booked" ? "past" : parentMayChange(booking, now) ? "open" : "too-late";
  // The time she picked to move to (a link of the move's picker), then the move itself, then cancelling.
  const slot = search.get("slot") ?? "";
  const moveTo = state === "open" && /^\d{12,14}$/.test(slot) ? Number(slot) : null;
  const step: Step =
    state !== "open" ? null : moveTo !== null ? "confirm-move" : search.has("reschedule") || search.has("month") || search.has("date") ? "move" : search.has("cancel") ? "cancel" : null;
  // The time in her zone beside ours, how the call happens, and the "Add to calendar" links (issue 33).
  const details = await callDetails(context.db, booking, {
    timeZone,
    businessName: context.config.business.name,
    tag: locale.tag,
    words: session ? sessionWordsIn(language).sessionEmails(session.name, session.minutes) : wordsIn(language).bookingEmails,
  });
  // The move's picker is in her zone (the one stored with the call, unless the address names one).
  const pickerSearch = new URLSearchParams(search);
  pickerSearch.delete("slot");
  if (booking.parent_time_zone && !pickerSearch.has("zone")) pickerSearch.set("zone", booking.parent_time_zone);
  const zone = parentZoneFrom(pickerSearch.get("zone"));
  return {
    found: true as const,
    contactEmail,
    session,
    state,
    step,
    // The step's heading takes the focus when she arrives at it (not while she looks at other days).
    focusStep: step !== null && !(step === "move" && !search.has("reschedule")),
    here,
    sequence: booking.sequence,
    when: details.when,
    call: details.call,
    calendar: details.calendar,
    icsHref: `${here}/call.ics`,
    notice: search.has("booked") ? "booked" : search.has("moved") ? "moved" : search.has("cancelled") ? "cancelled" : null,
    picker: step === "move" ? await pickerData(context.db, { timeZone, now }, pickerSearch, locale.tag, { firstFreeDay: true, appointment: appointmentOf(booking) }) : null,
    moveTo: moveTo === null ? null : { slot: moveTo, when: formatWhenBoth(moveTo, timeZone, zone, locale.tag), back: `?${pickerSearch.toString()}#${TIMES_ID}` },
  };
}

/** The posted sequence: a whole number as the page writes it, or null (missing, empty, a file, anything else). */
function sequenceOf(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * Cancels (after the confirmation step) or moves the booking of the page at `here`; each answer is
 * the page again, or 303 to it. `token` is the manage link's, kept by a move;
 * a bought session's page (under her order's link) has none, and a move gives the booking a new
 * manage link, in the email about it.
 */
export async function manageAction(context: AppLoadContext, booking: BookingRow, here: string, request: Request, language: Language, token?: string) {
  const { bookingCopy } = wordsIn(language);
  const copy = bookingCopy.manage;
  // A body that is not a readable form (JSON, garbage, multipart without a boundary) is a 415 or 400.
  const form = await readForm(request);
  // The page's own form always sends the sequence it was drawn with: none, or any other, is a stale page.
  const sequence = sequenceOf(form.get("sequence"));
  if (!parentMayChange(booking, context.now()) || sequence === null || sequence !== booking.sequence) {
    return data<Notice>({ tone: "error", text: copy.changed }, { status: 409 });
  }
  const expected = { id: booking.id, sequence, start_at: booking.start_at };
  if (form.get("intent") === "cancel") {
    const outcome = await cancelBooking(context.booking, expected, "parent");
    return outcome.ok ? redirect(`${here}?cancelled#${RESULT_ID}`, 303) : data<Notice>({ tone: "error", text: copy.changed }, { status: 409 });
  }
  const slot = String(form.get("slot") ?? "");
  if (!/^\d{12,14}$/.test(slot)) return data<Notice>({ tone: "error", text: bookingCopy.slotRequired }, { status: 400 });
  const outcome = await rescheduleBooking(context.booking, expected, Number(slot), "parent", token);
  if (outcome.ok) return redirect(`${here}?moved#${RESULT_ID}`, 303);
  return data<Notice>({ tone: "error", text: outcome.reason === "taken" ? bookingCopy.takenNoneText : copy.changed }, { status: 409 });
}

