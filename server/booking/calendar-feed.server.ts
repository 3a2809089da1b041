import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import { sql } from "kysely";
import { calendarFeedCopy } from "#common/booking/content/admin.ts";
import { childAgeOptions } from "#common/forms/discovery-call.ts";
import type { AppDatabase } from "#server/db/database.server";
import { prodIdCompany, withFinalLineBreak } from "#server/events/ics.server";
import { readAvailability } from "./bookings.server";

/**
 * The owner's private calendar feed: `/calendar/<token>.ics`, read by calendar apps without a
 * session, so the token is the only key. It is kept as it is (the owner sees the URL on the Calls
 * page) in app_secrets, compared in constant time, and replaced by "Create a new link", after
 * which the old URL answers 404.
 */

const SECRET_NAME = "calendar-feed";
const DAY = 24 * 60 * 60_000;

/** The path of the feed for a token. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** The current token, made the first time it is asked for. */
export async function feedToken(db: AppDatabase, now: number): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name: SECRET_NAME, value: randomBytes(24).toString("base64url"), created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}

/** A new token; the old URL stops working at once. */
export async function rotateFeedToken(db: AppDatabase, now: number): Promise<string> {
  const value = randomBytes(24).toString("base64url");
  const created_at = new Date(now).toISOString();
  await db
    .insertInto("app_secrets")
    .values({ name: SECRET_NAME, value, created_at })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, created_at }))
    .execute();
  return value;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `token` is the feed's (in constant time; no token exists until the Calls page made one). */
export async function isFeedToken(db: AppDatabase, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirst();
  return row ? timingSafeEqual(digest(row.value), digest(token)) : false;
}

/**
 * The feed: every call not cancelled from 30 days ago to the booking horizon, in UTC, each with its
 * booking's UID and SEQUENCE (the same as the parent's invite), the intake answers and a link to
 * the Calls page. Text is escaped by ical-generator.
 */
export async function calendarFeed(db: AppDatabase, options: { now: number; siteUrl: string; businessName: string }): Promise<string> {
  const availability = await readAvailability(db);
  const from = options.now - 30 * DAY;
  const to = options.now + ((availability?.horizonDays ?? 60) + 2) * DAY;
  const calls = await db
    .selectFrom("bookings")
    .leftJoin("discovery_call_requests as r", "r.id", "bookings.request_id")
    // A bought session's booking (issue 43): the family's name is her order's, the session named.
    .leftJoin("order_sessions as s", "s.id", "bookings.order_session_id")
    .leftJoin("orders as o", "o.id", "s.order_id")
    .select((eb) => [
      "bookings.uid",
      "bookings.sequence",
      "bookings.start_at",
      "bookings.end_at",
      "bookings.updated_at",
      eb.fn.coalesce("r.parent_name", "o.parent_name", sql.lit("")).as("parent_name"),
      eb.fn.coalesce("r.child_age", sql.lit("")).as("child_age"),
      eb.fn.coalesce("r.challenges", sql.lit("")).as("challenges"),
      "s.name as session_name",
    ])
    .where("bookings.status", "!=", "cancelled")
    .where("bookings.start_at", ">=", from)
    .where("bookings.start_at", "<", to)
    .orderBy("bookings.start_at")
    .execute();
  const calendar = ical({
    prodId: { company: prodIdCompany(options.businessName), product: "Calls", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
    name: calendarFeedCopy.name(options.businessName),
  });
  const agenda = new URL("/admin/calls", options.siteUrl).toString();
  for (const call of calls) {
    calendar.createEvent({
      id: call.uid,
      sequence: Number(call.sequence),
      stamp: new Date(options.now),
      lastModified: new Date(call.updated_at),
      start: new Date(Number(call.start_at)),
      end: new Date(Number(call.end_at)),
      summary: call.session_name ? `${call.session_name}: ${call.parent_name}` : calendarFeedCopy.summary(call.parent_name),
      description: calendarFeedCopy.description({ childAge: childAgeOptions.find((o) => o.value === call.child_age)?.label ?? call.child_age, concerns: call.challenges, link: agenda }),
      url: agenda,
    });
  }
  return withFinalLineBreak(calendar.toString());
}

/** The feed's answer for a path's token: the calendar, or null (404) for any other token. */
export async function calendarFeedResponse(
  db: AppDatabase,
  token: string,
  options: { now: number; siteUrl: string; businessName: string; head: boolean },
): Promise<Response | null> {
  if (!(await isFeedToken(db, token))) return null;
  const body = await calendarFeed(db, options);
  return new Response(options.head ? null : body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
