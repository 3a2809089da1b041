import { defaultAvailability, type Availability, type TimeRange } from "#common/booking/availability.ts";
import { timeLabel } from "#common/booking/availability-form.ts";
import { bookingSwitch, setupChecklist } from "#common/booking/content/admin-week.ts";
import { bookingState, hasHours, type ChecklistItem, type SetupInput } from "#common/booking/setup.ts";

// The dashboard's setup checklist and the switch's hint (issue 44), in the back office's words:
// pure, from what server/booking/setup.server.ts gathers; the state they follow is common/booking/setup.ts.

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
