/**
 * The inbox's fixed lists, shared by the back-office pages (browser) and server/inbox (server):
 * the owner's statuses, in workflow order (its kinds are the forms, ./forms/kinds.ts).
 */
export const submissionStatuses = ["new", "in-progress", "done", "archived", "spam"] as const;
export type InboxStatus = (typeof submissionStatuses)[number];

export const PAGE_SIZE = 50;
/** The longest note, in characters. */
export const NOTE_MAX = 5000;

export function isSubmissionStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (submissionStatuses as readonly string[]).includes(value);
}
