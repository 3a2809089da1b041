import type { AppLoadContext } from "react-router";
import { audit, type AdminUser } from "../auth/guard.server";
import { businessTimeZone, createInbox } from "./inbox.server";

/** The inbox for one request: status changes and notes are written to the audit log as this user. */
export function inboxFor(context: AppLoadContext) {
  return createInbox<AdminUser>(context.db, {
    audit: (actor, action, detail) => audit(context, actor, action, detail),
    now: context.now,
  });
}

/** The business's time zone for showing received times (BUSINESS_TIME_ZONE, default America/New_York). */
export function inboxTimeZone(context: AppLoadContext): string {
  return businessTimeZone(context.config);
}

/** Back-office answers are personal: never stored by a cache, never indexed. */
export const adminResponseHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
