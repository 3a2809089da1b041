import { bench, describe } from "vitest";
import { discoveryCall, type AppointmentLength } from "#common/booking/appointment-types.ts";
import { defaultAvailability, type Availability } from "#common/booking/availability.ts";
import { addBusyCells, candidateSlots, claimCells, freeSlotsBetween, type SlotRules } from "./slots";

// The free times of a 60-day window, as the booking page computes them on each render (budget:
// under 5 ms, checked by `npm run bench:slots`, scripts/bench-slots.mjs). Two owners: the default
// week (weekdays 9-12 and 13-17, every 15 minutes) with 30 calls booked, and a busy one (every day
// 8:00 to 20:00, every 5 minutes) with 200 booked; and the default week with 30 calls booked and
// 500 busy events of the owner's own calendars (30 minutes to 3 hours, spread over the window),
// their cells added to the claimed ones as slotState does on each render. And three appointment
// types of different lengths (issue 43: the 15-minute call, a 60-minute audit, a 90-minute
// demonstration) on the default week, 30 of each booked: each type's free times, one after the other.

const now = Date.parse("2026-12-01T14:00:00Z");
const zone = "America/New_York";

function scenario(availability: Availability, booked: number): { rules: SlotRules; state: { claimed: Set<number>; counts: Map<string, number> } } {
  const rules = { availability: { ...availability, horizonDays: 60 }, timeZone: zone, now };
  const claimed = new Set<number>();
  const all = [];
  for (let day = 0; day < 60; day++) all.push(...candidateSlots(rules, new Date(now + day * 86_400_000).toISOString().slice(0, 10)));
  for (let i = 0; i < booked && all.length > 0; i++) for (const cell of claimCells(availability, all[(i * 7919) % all.length]!.start)) claimed.add(cell);
  return { rules, state: { claimed, counts: new Map() } };
}

const audit: AppointmentLength = { id: "shelf-audit", minutes: 60, countsInCaps: false };
const demonstration: AppointmentLength = { id: "live-demonstration", minutes: 90, countsInCaps: false };
const types = [discoveryCall, audit, demonstration];
const mixed = (() => {
  const availability = { ...defaultAvailability, maxPerMonth: 1000, maxPerDay: 50, horizonDays: 60 };
  const claimed = new Set<number>();
  for (const appointment of types) {
    const rules = { availability, timeZone: zone, now, appointment };
    const all = [];
    for (let day = 0; day < 60; day++) all.push(...candidateSlots(rules, new Date(now + day * 86_400_000).toISOString().slice(0, 10)));
    for (let i = 0; i < 30 && all.length > 0; i++) for (const cell of claimCells(availability, all[(i * 7919) % all.length]!.start, appointment.minutes)) claimed.add(cell);
  }
  return { rules: types.map((appointment) => ({ availability, timeZone: zone, now, appointment })), state: { claimed, counts: new Map<string, number>() } };
})();

const usual = scenario({ ...defaultAvailability, maxPerMonth: 1000, maxPerDay: 50 }, 30);
const busy = scenario(
  { ...defaultAvailability, weekly: Array.from({ length: 7 }, () => [{ start: "08:00", end: "20:00" }]), intervalMinutes: 5, maxPerMonth: 3000, maxPerDay: 96 },
  200,
);

// 500 busy events: every ~2.9 hours over 60 days, 30 to 180 minutes long (a deterministic spread).
const busyEvents = Array.from({ length: 500 }, (_, i) => {
  const start = now + Math.floor((i * 60 * 86_400_000) / 500) + ((i * 7) % 12) * 5 * 60_000;
  return { start, end: start + (30 + ((i * 37) % 151)) * 60_000 };
});

describe("free times of a 60-day window", () => {
  bench("the default week, 30 calls booked", () => {
    freeSlotsBetween(usual.rules, usual.state, "2026-12-01", "2027-01-30");
  });
  bench("the default week, 30 calls booked, 500 busy events in her own calendars", () => {
    const claimed = addBusyCells(new Set(usual.state.claimed), busyEvents);
    freeSlotsBetween(usual.rules, { claimed, counts: usual.state.counts }, "2026-12-01", "2027-01-30");
  });
  bench("every day 8:00-20:00 every 5 minutes, 200 calls booked", () => {
    freeSlotsBetween(busy.rules, busy.state, "2026-12-01", "2027-01-30");
  });
  bench("the default week, three types of 15, 60 and 90 minutes, 30 of each booked: each type's free times", () => {
    for (const rules of mixed.rules) freeSlotsBetween(rules, mixed.state, "2026-12-01", "2027-01-30");
  });
});
