import { describe, expect, it } from "vitest";
import { defaultAvailability, type Availability } from "#common/booking/availability.ts";
import { bookingState, type SetupInput } from "#common/booking/setup.ts";
import { checklist, usualHoursHint, weeklySummary } from "./setup";

// Booking's state and the dashboard's setup checklist (issue 44), from what is saved.

const fresh: SetupInput = { rules: null, open: false, calendars: [], email: { configured: false, failed: 0 }, today: "2026-12-01" };
const ready: SetupInput = {
  rules: { ...defaultAvailability, call: { kind: "video", url: "https://zoom.us/j/123456789" } },
  open: true,
  calendars: [{ name: "Family", failing: null, pausing: false }],
  email: { configured: true, failed: 0 },
  today: "2026-12-01",
};
const item = (input: SetupInput, id: string) => checklist(input).find((i) => i.id === id)!;

describe("the weekly hours in one line", () => {
  it("runs days with the same hours together, Monday first", () => {
    expect(weeklySummary(defaultAvailability.weekly)).toBe("Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM");
    const r = (start: string, end: string) => [{ start, end }];
    const week: Availability["weekly"] = [r("10:00", "12:00"), r("09:00", "12:00"), r("09:00", "12:00"), [], r("09:00", "12:00"), r("14:00", "18:00"), r("10:00", "12:00")];
    expect(weeklySummary(week)).toBe(
      "Monday and Tuesday: 9:00 AM – 12:00 PM; Thursday: 9:00 AM – 12:00 PM; Friday: 2:00 PM – 6:00 PM; Saturday and Sunday: 10:00 AM – 12:00 PM",
    );
    expect(weeklySummary([[], [], [], [], [], [], []])).toBe("");
  });
});

describe("booking's state", () => {
  it("is off until switched on, paused by a calendar unread too long, and says when no hours are set", () => {
    expect(bookingState(fresh)).toBe("off");
    expect(bookingState(ready)).toBe("on");
    expect(bookingState({ ...ready, open: false })).toBe("off");
    expect(bookingState({ ...ready, calendars: [{ name: "Family", failing: "The address answered 404 Not Found.", pausing: true }] })).toBe("paused");
    expect(bookingState({ ...ready, rules: { ...defaultAvailability, weekly: [[], [], [], [], [], [], []] } })).toBe("no-hours");
    // A date with hours ahead is hours; one that has passed is not.
    const onlyDates = (date: string): Availability => ({ ...defaultAvailability, weekly: [[], [], [], [], [], [], []], overrides: [{ date, ranges: [{ start: "10:00", end: "11:00" }] }] });
    expect(bookingState({ ...ready, rules: onlyDates("2026-12-05") })).toBe("on");
    expect(bookingState({ ...ready, rules: onlyDates("2026-11-30") })).toBe("no-hours");
  });
});

describe("the setup checklist", () => {
  it("on a fresh site: every step to do, each saying what is missing and linking to it", () => {
    const items = checklist(fresh);
    expect(items.map((i) => [i.id, i.done])).toEqual([
      ["hours", false],
      ["call", false],
      ["calendar", false],
      ["email", false],
      ["booking", false],
    ]);
    expect(item(fresh, "hours").text).toBe("Not set yet. Until you set them, booking uses the usual hours (Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM).");
    expect(item(fresh, "hours").link).toEqual({ href: "/admin/availability#weekly-hours", label: "Set your hours" });
    expect(item(fresh, "call").link?.href).toBe("/admin/availability#call");
    expect(item(fresh, "calendar")).toMatchObject({ optional: true, link: { href: "/admin/calendars", label: "Connect your calendar" } });
    expect(item(fresh, "email").text).toContain("wait in the outbox. Ask the person who runs the server to set up email.");
    expect(item(fresh, "email").link?.href).toBe("/admin/outbox");
    // The switch is just above the list on the dashboard.
    expect(item(fresh, "booking")).toMatchObject({ text: "Off: parents send a request, and you agree a time by email.", link: { href: "#booking-switch" } });
    expect(usualHoursHint(fresh.rules)).toBe("Parents will book in the usual hours until you set yours (Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM).");
  });

  it("when everything is set: each step done and what it is", () => {
    expect(checklist(ready).every((i) => i.done)).toBe(true);
    expect(item(ready, "hours").text).toBe("Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM.");
    expect(item(ready, "call").text).toBe("A video call at your link (zoom.us).");
    expect(item({ ...ready, rules: defaultAvailability }, "call").text).toBe("You phone the parent at the number they give.");
    expect(item(ready, "calendar").text).toBe("Connected: “Family”. Times busy there are not offered.");
    expect(item(ready, "booking")).toMatchObject({ text: "On: parents pick a free time.", link: null });
    expect(usualHoursHint(ready.rules)).toBeNull();
  });

  it("names a calendar that failed and why, and a pause, with the way to fix it", () => {
    const failing = { ...ready, calendars: [{ name: "Family", failing: "The address answered 404 Not Found.", pausing: true }, { name: "Work", failing: null, pausing: false }] };
    expect(item(failing, "calendar")).toMatchObject({ done: false, optional: false, text: "“Family” could not be read: The address answered 404 Not Found.", link: { href: "/admin/calendars" } });
    expect(item(failing, "booking")).toMatchObject({ done: false, link: { href: "/admin/calendars" } });
  });

  it("counts failed emails even when email is set up", () => {
    expect(item({ ...ready, email: { configured: true, failed: 2 } }, "email")).toMatchObject({ done: false, text: "2 emails could not be sent." });
    expect(item({ ...ready, email: { configured: false, failed: 1 } }, "email").text).toMatch(/^Not set up: .* 1 email could not be sent\.$/);
  });

  it("says when every day is empty", () => {
    const empty = { ...ready, rules: { ...defaultAvailability, weekly: [[], [], [], [], [], [], []] } };
    expect(item(empty, "hours")).toMatchObject({ done: false, text: "No hours: every day is empty, so parents can book no time." });
    expect(item(empty, "booking")).toMatchObject({ done: false, link: { href: "/admin/availability#weekly-hours" } });
  });
});
