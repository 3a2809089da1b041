/**
 * The outbox's statuses and page size, shared by the back office's Outbox page and the server
 * (server/email/outbox.server.ts): plain values, safe for a page's browser code.
 */
export const outboxStatuses = ["waiting", "sending", "sent", "failed", "cancelled"] as const;
export type OutboxStatusName = (typeof outboxStatuses)[number];

export function isOutboxStatus(value: unknown): value is OutboxStatusName {
  return typeof value === "string" && (outboxStatuses as readonly string[]).includes(value);
}

/** Emails per page of /admin/outbox. */
export const OUTBOX_PAGE_SIZE = 50;
