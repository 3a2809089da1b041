import { defaultAvailability, type Availability, type TimeRange } from "./availability";
import { timeLabel } from "./availability-form";
import { bookingSwitch, setupChecklist } from "./content/admin-week";

/**
 * Whether parents can book, and what booking still needs (issue 44): the state the dashboard and
 * Availability show beside the switch, and the dashboard's checklist (her hours, how the call
 * happens, her calendar, email sending, booking on), each item saying what is missing and linking
 * to where she fixes it. Pure: the pages gather what it reads (server/booking/setup.server.ts).
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

const sameRanges = (a: readonly TimeRange[], b: readonly TimeRange[]) => a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);

/**
 * The weekly hours in one line, Monday first, days with the same hours run together: "Monday to
 * Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM; Saturday: 10:00 AM – 12:00 PM". Empty when
 * no day has hours.
 */
export function weeklySummary(weekly: Availability["weekly"]): string {
  const words = setupChecklist;
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: { days: number[]; ranges: readonly TimeRange[] }[] = [];
  for (const day of order) {
    const ranges = weekly[day] ?? [];
    const run = runs.at(-1);
    if (run && ranges.length > 0 && sameRanges(run.ranges, ranges) && order.indexOf(run.days.at(-1)!) === order.indexOf(day) - 1) run.days.push(day);
    else if (ranges.length > 0) runs.push({ days: [day], ranges });
  }
  return runs
    .map(({ days, ranges }) => {
      const [first, last] = [words.days[days[0]!]!, words.days[days.at(-1)!]!];
      const named = days.length === 1 ? first : days.length === 2 ? words.dayPair(first, last) : words.dayRun(first, last);
      return words.hoursOf(
        named,
        ranges.map((r) => `${timeLabel(r.start)} – ${timeLabel(r.end)}`),
      );
    })
    .join("; ");
}

/** The host of her video link, as she would recognise it ("zoom.us"). */
function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** The checklist, in the order she works through it. */
export function checklist(input: SetupInput): ChecklistItem[] {
  const items = setupChecklist.items;
  const { rules, today } = input;
  const usual = weeklySummary(defaultAvailability.weekly);
  const availability = (fragment: string) => `/admin/availability#${fragment}`;

  const hours: ChecklistItem = !rules
    ? { id: "hours", label: items.hours.label, done: false, optional: false, text: items.hours.missing(usual), link: { href: availability("weekly-hours"), label: items.hours.link } }
    : hasHours(rules, today)
      ? {
          id: "hours",
          label: items.hours.label,
          done: true,
          optional: false,
          text: weeklySummary(rules.weekly) ? items.hours.set(weeklySummary(rules.weekly)) : items.hours.otherDates,
          link: { href: availability("weekly-hours"), label: items.hours.change },
        }
      : { id: "hours", label: items.hours.label, done: false, optional: false, text: items.hours.none, link: { href: availability("weekly-hours"), label: items.hours.link } };

  const call: ChecklistItem = {
    id: "call",
    label: items.call.label,
    done: rules !== null,
    optional: false,
    text: !rules ? items.call.missing : rules.call.kind === "video" ? items.call.video(hostOf(rules.call.url)) : items.call.phone,
    link: { href: availability("call"), label: rules ? items.call.change : items.call.link },
  };

  const failing = input.calendars.filter((c) => c.failing !== null || c.pausing);
  const calendar: ChecklistItem =
    input.calendars.length === 0
      ? { id: "calendar", label: items.calendar.label, done: false, optional: true, text: items.calendar.none, link: { href: "/admin/calendars", label: items.calendar.link } }
      : {
          id: "calendar",
          label: items.calendar.label,
          done: failing.length === 0,
          optional: false,
          text:
            failing.length === 0
              ? items.calendar.connected(input.calendars.map((c) => c.name))
              : failing.map((c) => items.calendar.failing(c.name, c.failing ?? "")).join(" "),
          link: { href: "/admin/calendars", label: items.calendar.check },
        };

  const { configured, failed } = input.email;
  const email: ChecklistItem = {
    id: "email",
    label: items.email.label,
    done: configured && failed === 0,
    optional: false,
    text: [configured ? null : items.email.missing, failed > 0 ? items.email.failed(failed) : null, configured && failed === 0 ? items.email.ready : null].filter(Boolean).join(" "),
    link: { href: "/admin/outbox", label: items.email.link },
  };

  const state = bookingState(input);
  const booking: ChecklistItem = {
    id: "booking",
    label: items.booking.label,
    done: state === "on",
    optional: false,
    text: items.booking[state],
    link: state === "off" ? { href: "#booking-switch", label: items.booking.link } : state === "paused" ? { href: "/admin/calendars", label: items.calendar.check } : state === "no-hours" ? { href: availability("weekly-hours"), label: items.hours.link } : null,
  };

  return [hours, call, calendar, email, booking];
}

/** What the switch says beside "Turn booking on" before her first save: the hours turning it on offers. */
export function usualHoursHint(rules: Availability | null): string | null {
  return rules ? null : bookingSwitch.usualHours(weeklySummary(defaultAvailability.weekly));
}
