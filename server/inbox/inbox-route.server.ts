import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { inboxAdmin as copy } from "#common/inbox/content/admin.ts";
import type { FormId } from "#common/forms/kinds.ts";
import { NOTE_MAX, submissionStatuses } from "#common/inbox/inbox.ts";
import { isFormId } from "#server/forms/kinds.server";
import { recordId } from "#server/auth/admin-forms.server";
import { audit, type AdminUser } from "#server/auth/guard.server";
import { createInbox } from "./inbox.server";

/** The inbox for one request: status changes and notes are written to the audit log as this user. */
export function inboxFor(context: AppLoadContext) {
  return createInbox<AdminUser>(context.db, {
    audit: (actor, action, detail) => audit(context, actor, action, detail),
    now: context.now,
  });
}

/** The business's time zone for showing received times (BUSINESS_TIME_ZONE: its default is the config's). */
export function inboxTimeZone(context: AppLoadContext): string {
  return context.config.BUSINESS_TIME_ZONE;
}

/** Back-office answers are personal: never stored by a cache, never indexed. */
export const adminResponseHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The item a detail URL names (/admin/inbox/:kind/:id), or null when no item could have that address. */
export function inboxItemTarget(params: { kind: string; id: string }): { kind: FormId; id: number } | null {
  const id = recordId(params.id);
  return isFormId(params.kind) && id !== null ? { kind: params.kind, id } : null;
}

/**
 * The detail page's four forms: a status from the list, "mark as spam", a note (trimmed, not
 * empty, at most NOTE_MAX), and "keep" past the retention period (1) or not (0).
 */
export const inboxItemForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("keep"), keep: z.enum(["0", "1"]) }),
  z.object({ intent: z.literal("status"), status: z.enum(submissionStatuses, { error: copy.detail.invalidStatus }) }),
  z.object({ intent: z.literal("spam") }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string({ error: copy.detail.noteRequired })
      .trim()
      .min(1, copy.detail.noteRequired)
      .max(NOTE_MAX, copy.detail.noteTooLong(NOTE_MAX)),
  }),
]);
