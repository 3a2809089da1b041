import { CALL_MINUTES, CELL_MINUTES } from "./availability.ts";

/**
 * What the free times, the claims and the caps need of an appointment type (issue 43): how long it
 * lasts and whether the day's and month's caps count it. Every type shares the owner's hours, days
 * off, calendars and claims: a session and a discovery call can never overlap.
 */
export type AppointmentLength = {
  /** Stored on each booking (`bookings.appointment_type`). */
  id: string;
  /** A multiple of CELL_MINUTES, from CALL_MINUTES to MAX_APPOINTMENT_MINUTES. */
  minutes: number;
  /** Whether a booking of it counts against the day's and month's caps. */
  countsInCaps: boolean;
};

/** The free discovery call (spec: "Discovery call | 15 minutes"): counted by the caps, as it always was. */
export const discoveryCall: AppointmentLength = { id: "discovery-call", minutes: CALL_MINUTES, countsInCaps: true };

/** The longest session a type may last (a half day). */
export const MAX_APPOINTMENT_MINUTES = 240;

/** Whether `minutes` is a length a type may have: whole cells, from a discovery call's to a half day. */
export function isAppointmentLength(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes % CELL_MINUTES === 0 && minutes >= CALL_MINUTES && minutes <= MAX_APPOINTMENT_MINUTES;
}
