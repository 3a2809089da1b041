/** The outbox's words: /admin/outbox and the dashboard's email warnings. */

type OutboxStatusKey = "waiting" | "sending" | "sent" | "failed" | "cancelled";
type OutboxPurposeKey = "owner-notification" | "visitor-confirmation" | "test" | "booking-parent" | "booking-owner" | "booking-reminder" | "sign-in-notice" | "order-parent" | "order-owner";

export const outboxAdmin = {
  title: "Outbox",
  intro:
    "Every email the site sends: your notification of each submission and the visitor's confirmation. An email that cannot be sent is tried again later, up to 10 times.",
  smtpMissing:
    "Email is not set up yet, so emails wait here. Nothing is lost: they are sent as soon as it is. Ask the person who runs the server to set up email.",
  smtpReady: "Email is set up. New emails are usually sent within a few seconds.",
  counts: {
    label: "Emails by status",
  },
  statuses: {
    waiting: "Waiting",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    cancelled: "Cancelled",
  } satisfies Record<OutboxStatusKey, string>,
  purposes: {
    "owner-notification": "To you",
    "visitor-confirmation": "Confirmation to the visitor",
    test: "Test email",
    "booking-parent": "Booking email to the parent",
    "booking-owner": "Booking copy to you",
    "booking-reminder": "Call reminder",
    "sign-in-notice": "New sign-in",
    "order-parent": "Order email to the parent",
    "order-owner": "New order, to you",
  } satisfies Record<OutboxPurposeKey, string>,
  filters: { legend: "Filter", status: "Status", all: "All statuses", apply: "Show", clear: "Show all" },
  columns: {
    to: "To",
    subject: "Subject",
    status: "Status",
    tries: "Tries",
    nextTry: "Next try",
    lastError: "Last error",
    created: "Written",
    sent: "Sent",
    actions: "Actions",
  },
  submission: "Open the submission",
  none: "-",
  timesIn: (zone: string) => `Times are in ${zone}.`,
  summary: (from: number, to: number, total: number) => (total === 0 ? "No emails" : `${from}–${to} of ${total}`),
  empty: "No emails here.",
  emptyAll: "No emails yet. Each new submission writes two: one to you and a confirmation to the visitor.",
  retry: "Retry now",
  cancel: "Cancel",
  retryLabel: (subject: string) => `Retry now: ${subject}`,
  cancelLabel: (subject: string) => `Cancel: ${subject}`,
  done: {
    retried: "The email will be sent in a moment.",
    cancelled: "The email is cancelled: it will not be sent.",
    unchanged: "That email had already changed; nothing was done.",
  } as Record<string, string>,
  dashboard: {
    smtpMissing:
      "Email is not set up yet: your notifications and visitors' confirmations wait in the outbox until it is. Ask the person who runs the server to set up email.",
    failed: (n: number) => (n === 1 ? "1 email could not be sent." : `${n} emails could not be sent.`),
    open: "Open the outbox",
  },
} as const;
