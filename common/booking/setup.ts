import type { Availability } from "./availability";

/**
 * Whether parents can book, and what booking still needs (issue 44): the state the dashboard and
 * Availability show beside the switch, and the dashboard's checklist (her hours, how the call
 * happens, her calendar, email sending, booking on), each item saying what is missing and linking
 * to where she fixes it. Pure: the pages gather what it reads (server/booking/setup.server.ts);
 * the checklist's words are the back office's, so it is made on the server (server/booking/setup.ts).
 */

export type SetupInput = {
  /** The hours as saved, whether booking is on or off; null before the first save. */
  rules: Availability | null;
  /** The switch. */
  open: boolean;
  /** Her own calendars: each one's name, why its last read failed (null when it was read) and whether it pauses booking. */
  calendars: readonly { name: string; failing: string | null; pausing: boolean }[];
  email: { configured: boolean; failed: number };
  /** Today in the business's zone (dates with other hours before it no longer count). */
  today: string;
};

export type BookingState = "on" | "off" | "paused" | "no-hours";

export type ChecklistItem = {
  id: "hours" | "call" | "calendar" | "email" | "booking";
  label: string;
  done: boolean;
  /** Not done, but booking works without it (no calendar connected): the list stays folded for it alone. */
  optional: boolean;
  text: string;
  link: { href: string; label: string } | null;
};

/** Whether the saved rules offer any hours: a weekday with hours, or a date with hours from today on. */
export function hasHours(rules: Availability, today: string): boolean {
  return rules.weekly.some((ranges) => ranges.length > 0) || rules.overrides.some((o) => o.date >= today && o.ranges.length > 0);
}

export function bookingState(input: Pick<SetupInput, "rules" | "open" | "calendars" | "today">): BookingState {
  if (!input.open) return "off";
  if (input.calendars.some((c) => c.pausing)) return "paused";
  if (!input.rules || !hasHours(input.rules, input.today)) return "no-hours";
  return "on";
}
