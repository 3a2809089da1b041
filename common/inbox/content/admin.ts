/**
 * The inbox's words (issue 14): the back office's list of every submission, its detail page and
 * its CSV (app/inbox/admin/, server/inbox/). Each form's own names and labels are the forms'
 * (common/forms/content/admin.ts).
 */

type InboxStatusKey = "new" | "in-progress" | "done" | "archived" | "spam";

export const inboxAdmin = {
  title: "Inbox",
  description: "Every discovery call request, message, partnership inquiry and feedback, newest first.",
  statuses: {
    new: "New",
    "in-progress": "In progress",
    done: "Done",
    archived: "Archived",
    spam: "Spam",
  } satisfies Record<InboxStatusKey, string>,
  filters: {
    legend: "Filter",
    kind: "Kind",
    status: "Status",
    allKinds: "All kinds",
    allStatuses: "All statuses",
    search: "Search",
    searchHint: "Name, email or words from the message",
    apply: "Show",
    clear: "Clear filters",
  },
  columns: { kind: "Kind", name: "Name", email: "Email", excerpt: "Message", received: "Received", status: "Status", language: "Language", zone: "Their time zone" },
  /** Read out with the badge a submission from the Spanish pages gets in the list. */
  languageBadge: (language: string) => `Written in ${language}`,
  newCount: (count: number) => `${count} new`,
  summary: (from: number, to: number, total: number) => (total === 0 ? "No submissions" : `${from}–${to} of ${total}`),
  empty: "Nothing matches these filters.",
  emptyAll: "No submissions yet. They appear here as soon as a visitor sends a form.",
  exportCsv: "Download these as CSV",
  open: (name: string) => `Open ${name}`,
  receivedIn: (zone: string) => `Times are in ${zone}.`,
  /** A discovery-call request with a booked call (issue 33). */
  call: {
    heading: "The call",
    when: "When",
    status: "Call",
    statuses: { booked: "Booked", moved: "Moved", cancelled: "Cancelled", completed: "Completed", "no-show": "No-show" } as Record<string, string>,
    badge: (status: string) => `Call: ${status}`,
    open: "See it on the Calls page",
  },
  detail: {
    back: "Back to the inbox",
    heading: (kind: string, name: string) => `${kind} from ${name}`,
    received: "Received",
    language: "Language",
    /** Beside the language of a submission from the Spanish pages. */
    languageHint: (language: string) => `Sent from the ${language} pages of the site, so any confirmation email to them was in ${language}.`,
    fields: "What they sent",
    empty: "(left blank)",
    status: "Status",
    changeStatus: "Change status",
    saveStatus: "Save status",
    statusSaved: (status: string) => `Status changed to ${status}.`,
    markSpam: "Mark as spam",
    markedSpam: "Marked as spam.",
    reply: "Reply by email",
    notes: "Notes",
    noNotes: "No notes yet.",
    noteBy: (author: string, time: string) => `${author}, ${time}`,
    addNote: "Add a note",
    noteHint: "Only people signed in to the back office see notes. Notes cannot be edited or deleted.",
    saveNote: "Add note",
    noteSaved: "Note added.",
    noteRequired: "Write a note first.",
    noteTooLong: (max: number) => `A note can be at most ${max} characters.`,
    invalidStatus: "Choose one of the statuses.",
    notFound: "This submission does not exist.",
    keepHeading: "Keeping",
    /** Submissions are deleted a set time after their last status change (server/privacy/retention.server.ts). */
    keepOff: "Deleted automatically when the retention period after its last status change is over.",
    keepOn: "Kept: not deleted automatically when the retention period is over.",
    keep: "Keep",
    unkeep: "Stop keeping",
    keepSaved: "It will be kept.",
    unkeepSaved: "It will be deleted when the retention period is over.",
  },
  /** The owner's notification of a submission from the Spanish pages (server/email/compose.server.ts). */
  ownerEmail: {
    subjectTag: (language: string) => ` (in ${language})`,
    wroteIn: (language: string) => `They wrote from the ${language} pages of the site, so any confirmation email to them is in ${language}.`,
  },
  yes: "Yes",
  no: "No",
  notRated: "Not rated",
  csv: {
    filename: "inbox.csv",
    headers: {
      kind: "Kind",
      id: "ID",
      received: (zone: string) => `Received (${zone})`,
      status: "Status",
      name: "Name",
      email: "Email",
      phone: "Phone",
      message: "Message",
      language: "Language",
    },
  },
} as const;
