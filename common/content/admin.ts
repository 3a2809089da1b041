/**
 * The back office's frame (app/admin/): its menu, its error screen, the dashboard and the words
 * every back-office page shares. Each feature's back-office words are in its own
 * common/<feature>/content/admin.ts (English only: the back office is in English). Server-side
 * answers come back as codes and are worded there.
 */
export const adminCopy = {
  titleSuffix: "Back office",
  /** Above a form sent back with an error under a field. */
  fixErrors: "Please correct the errors below.",
  skipLink: "Skip to main content",
  /** The back office's error screen (app/admin/layout.tsx). */
  errors: {
    signInAgain: "Please sign in again",
    ownerOnly: "Only the owner can do this",
    notFound: "Page not found",
    /** A 4xx for a form the server could not use (not a form, unreadable, changed): the reason is shown under it. */
    notSent: "The form was not sent",
    /** A form no back-office page sends (no intent, an unknown one, a hidden field changed). */
    badForm: "This form could not be used. Please reload the page and try again.",
    failed: "Something went wrong",
    signIn: "Sign in",
    backToDashboard: "Back to the dashboard",
  },
  nav: {
    /** Read after the count of new submissions beside "Inbox". */
    newSuffix: "new",
    /** Beside "Menu" on a phone, when the inbox has new submissions and she is elsewhere. */
    newInInbox: "new in the inbox",
    label: "Back office",
    /** The phone's menu button, followed by the section she is in: "Menu: Inbox" to a screen reader. */
    menu: "Menu",
    currentSeparator: ": ",
    dashboard: "Dashboard",
    inbox: "Inbox",
    testimonials: "Testimonials",
    events: "Events",
    traffic: "Traffic",
    outbox: "Outbox",
    calls: "Calls",
    orders: "Orders",
    availability: "Availability",
    calendars: "Your calendars",
    privacy: "Privacy",
    users: "Users",
    audit: "Audit log",
    account: "Account",
    signOut: "Sign out",
    signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  },
  roles: { owner: "owner", assistant: "assistant" } as Record<string, string>,
  ownerOnlyNotice: "Only the owner can open that page.",
  dashboard: {
    title: "Dashboard",
    intro: "New submissions waiting for you.",
    newLabel: (n: number) => (n === 1 ? "1 new" : `${n} new`),
    openInbox: "Open the inbox",
  },
  /** The inbox's and the outbox's pages of results. */
  pagination: { label: "Pages", previous: "Previous page", next: "Next page", page: (n: number, of: number) => `Page ${n} of ${of}` },
} as const;
