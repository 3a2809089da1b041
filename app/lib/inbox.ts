import type { FormId } from "./forms/common";

/**
 * The inbox's fixed lists, shared by the back-office pages (browser) and server/inbox (server):
 * the kinds as they appear in URLs (a form's id) and the owner's statuses, in workflow order.
 */
export const inboxKinds = ["discovery-call", "contact", "partnership", "feedback"] as const satisfies readonly FormId[];
export type InboxKind = (typeof inboxKinds)[number];

export const submissionStatuses = ["new", "in-progress", "done", "archived", "spam"] as const;
export type InboxStatus = (typeof submissionStatuses)[number];

export const PAGE_SIZE = 50;
/** The longest note, in characters. */
export const NOTE_MAX = 5000;

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === "string" && (inboxKinds as readonly string[]).includes(value);
}

export function isSubmissionStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (submissionStatuses as readonly string[]).includes(value);
}
