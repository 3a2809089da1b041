import type { FormId } from "#common/forms/kinds.ts";

/**
 * The back office's copy (English). Server-side answers come back as codes and are worded here,
 * so a second language is a second module.
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
    kinds: {
      "discovery-call": "Discovery call requests",
      contact: "Contact messages",
      partnership: "Partnership inquiries",
      feedback: "Feedback",
    } as Record<string, string>,
  },
  signIn: {
    title: "Sign in",
    intro: "Sign in to the back office.",
    email: "Email",
    password: "Password",
    submit: "Continue",
    codeTitle: "Enter your code",
    codeIntro:
      "Open your authenticator app and type the 6-digit code it shows for this site. Lost your phone? Type one of your recovery codes instead.",
    code: "6-digit code or recovery code",
    codeSubmit: "Sign in",
    startOver: "Start again",
    invalid: "That email and password do not match an account.",
    wrongCode: "That code did not work. Codes change every 30 seconds, and each one works once.",
    expired: "That took too long. Please start again.",
    locked: (minutes: number) => `Too many failed attempts. Sign-in is paused; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    signedOut: "You are signed out.",
    signedOutEverywhere: "You are signed out on every device.",
  },
  /**
   * The email about a sign-in from a browser not seen before for that person (server/auth/new-sign-in.server.ts):
   * to the person, and to each owner when an assistant signed in.
   */
  newSignIn: {
    subject: (businessName: string) => `New sign-in to the ${businessName} back office`,
    subjectForOwner: (name: string, businessName: string) => `${name} signed in to the ${businessName} back office`,
    greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
    what: (email: string) => `Someone signed in to the back office as ${email}, from a browser we had not seen for this account:`,
    whatForOwner: (name: string, email: string) => `${name} (${email}), your assistant, signed in to the back office from a browser we had not seen for that account:`,
    details: (when: string, method: string, browser: string) => `When: ${when}\nHow: ${method}\nBrowser: ${browser}`,
    methods: {
      passkey: "with a passkey",
      "password-and-code": "with the password and an authenticator code",
      "recovery-code": "with the password and a recovery code",
    },
    ifYou: "If this was you, there is nothing to do: we write once for each new browser.",
    ifYouForOwner: "If you expected it, there is nothing to do.",
    ifNot: (days: number) => `If it was not you, end every session of this account now with the link below (it works for ${days} days, no sign-in needed):`,
    ifNotForOwner: (days: number) => `If you did not expect it, end every session of that account now with the link below (it works for ${days} days, no sign-in needed):`,
    link: "Sign out everywhere",
    afterwards: (email: string) =>
      `Then give the account (${email}) a new password and authenticator: an owner can do it on the Users page (the only owner asks the person who runs the server).`,
    signOff: (businessName: string) => `${businessName} back office`,
    unknownBrowser: "an unrecognised browser",
  },
  /** The page the new-sign-in email's link opens (app/auth/admin/end-sessions.tsx), no sign-in needed. */
  endSessions: {
    title: "Sign out everywhere",
    intro: (email: string) => `This ends every session of ${email} on every device, and forgets every browser it signed in from: the next sign-in anywhere sends a new email.`,
    submit: "Sign out everywhere",
    done: (n: number) =>
      `Done: ${n} session${n === 1 ? "" : "s"} ended. Now give the account a new password and authenticator: an owner can do it on the Users page (the only owner asks the person who runs the server).`,
    invalid: "This link has expired or was already used. Sign in and use \"Sign out everywhere\" on the Account page instead.",
    signIn: "Go to sign-in",
  },
  setup: {
    title: "Set up your account",
    invalidTitle: "This setup link does not work",
    invalidText: "Setup links work once and for one hour. Ask the owner for a new one. If you are the owner, ask the person who runs the server.",
    intro: "Choose your name and a password. Next you will connect an authenticator app.",
    name: "Your name",
    email: "Email",
    password: "Password",
    passwordHint: "At least 12 characters. A short sentence you can remember works well.",
    confirm: "Password again",
    next: "Next",
    enrolTitle: "Connect your authenticator app",
    enrolIntro:
      "Add this site to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) in one of three ways, then type the 6-digit code it shows.",
    /** The otpauth: link: the QR code cannot be scanned by the phone showing it. */
    openInApp: "Open in your authenticator app",
    openInAppHint: "On the phone where your authenticator app is.",
    qrIntro: "Setting up on a computer? Scan this code with the app on your phone.",
    qrLabel: "QR code to scan with your authenticator app",
    secretLabel: "Or type this key into the app:",
    copyKey: "Copy the key",
    keyCopied: "Key copied. Paste it into your authenticator app.",
    keyCopyFailed: "Your browser did not let us copy. Press and hold the key to select it.",
    code: "6-digit code",
    confirmCode: "Confirm",
    wrongCode: "That code did not work. Check the time on your phone and try the newest code.",
    codesTitle: "Your recovery codes",
    codesIntro:
      "If you lose your phone, each of these codes signs you in once instead of a 6-digit code. Save them in your password manager, download them or print them: they are shown only now.",
    copyCodes: "Copy the codes",
    codesCopied: "Codes copied. Paste them somewhere safe, such as your password manager.",
    codesCopyFailed: "Your browser did not let us copy. Download them instead.",
    downloadCodes: "Download as a text file",
    /** The downloaded file: its name and its words above the codes. */
    codesFileName: (businessName: string) => `${businessName} recovery codes.txt`,
    codesFile: (businessName: string, email: string) =>
      `${businessName} back office: recovery codes for ${email}\nEach code signs you in once instead of a 6-digit code. Keep this file somewhere safe.\n`,
    continue: "Go to the dashboard",
    errors: {
      required: "Please fill this in.",
      invalid: "Please check this.",
      taken: "That email already has an account.",
      mismatch: "The two passwords are not the same.",
      "too-short": "Use at least 12 characters.",
      "too-long": "Use at most 256 characters.",
      common: "That password is one of the most common ones. Please choose another.",
    } as Record<string, string>,
  },
  users: {
    title: "Users",
    intro: "People who can sign in to the back office. Assistants see everything except this page and exports.",
    name: "Name",
    email: "Email",
    role: "Role",
    secondFactor: "Second factor",
    enrolled: (codes: number) => `On (${codes} recovery code${codes === 1 ? "" : "s"} left)`,
    notEnrolled: "Waiting for setup",
    passkeys: "Passkeys",
    passkeyCount: (n: number) => (n === 0 ? "None" : `${n}`),
    you: "(you)",
    actions: "Actions",
    reset: "Reset second factor",
    remove: "Remove",
    addTitle: "Add an assistant",
    addIntro: "You get a setup link to send them. It works once, for one hour.",
    addEmail: "Assistant's email",
    add: "Create setup link",
    linkTitle: "Setup link",
    linkFor: (email: string) => `Send this link to ${email}. It is shown only now, works once and expires in one hour.`,
    resetDone: (email: string) => `${email} is signed out and must set up again with this link.`,
    removed: (email: string) => `${email} was removed and signed out.`,
    errors: {
      "invalid-email": "Please enter an email address.",
      taken: "That person already has an account.",
      "last-owner": "The last owner cannot be removed.",
      "not-found": "That account no longer exists.",
      self: "You cannot do this to your own account here.",
    } as Record<string, string>,
  },
  audit: {
    title: "Audit log",
    intro: "Sign-ins, failed attempts, pauses, and changes, newest first.",
    when: "When",
    who: "Who",
    what: "What",
    detail: "Detail",
    address: "Address",
    empty: "Nothing yet.",
    newer: "Newer",
    older: "Older",
  },
  account: {
    title: "Account",
    signedInOn: (n: number) => `You are signed in on ${n} device${n === 1 ? "" : "s"} or browser${n === 1 ? "" : "s"}.`,
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
    everywhereHint:
      "Signs you out on every device, this one included, and forgets them: the next sign-in on each sends you an email again. Use it if you lost a phone or signed in on a shared computer.",
  },
  /**
   * Passkeys (app/auth/admin/passkeys.tsx, server/auth/passkeys.server.ts): signing in with
   * one on the sign-in page, and adding, renaming and removing them on the Account page. The
   * controls that need the browser's WebAuthn appear only once the page has JavaScript and the
   * browser has passkeys.
   */
  passkeys: {
    // Sign-in page
    signIn: "Sign in with a passkey",
    or: "or",
    signInWorking: "Waiting for your passkey…",
    signInErrors: {
      expired: "That took too long. Please try again.",
      invalid: "That passkey did not work here. Try another one, or sign in with your email and password.",
      unreadable: "The passkey's answer could not be read. Please try again, or sign in with your email and password.",
      cancelled: "No passkey was used. You can try again, or sign in with your email and password.",
      busy: "Signing in with a passkey is busy right now. Please try again in a moment, or use your email and password.",
      failed: "Something went wrong with the passkey. Please try again, or sign in with your email and password.",
    } as Record<string, string>,
    // Account page
    title: "Passkeys",
    intro:
      "A passkey signs you in with your phone's or computer's screen lock (fingerprint, face or PIN), without typing your password or a code. Your password and authenticator app keep working.",
    none: "You have no passkeys yet.",
    timesIn: (zone: string) => `Times in ${zone}.`,
    added: "Added",
    lastUsed: "Last used",
    neverUsed: "Not used yet",
    addTitle: "Add a passkey",
    addIntro: "Your browser will ask where to keep it (this device, a phone or a password manager) and for your screen lock.",
    name: "Name for this passkey",
    nameHint: "So you can tell your passkeys apart, for example “Elena's phone”.",
    add: "Add a passkey",
    adding: "Waiting for your browser…",
    stale: "For your safety, a passkey can only be added within 10 minutes of signing in. Sign in again, then add it.",
    signInAgain: "Sign in again",
    rename: "Rename",
    newName: "New name",
    saveName: "Save name",
    remove: "Remove",
    /** The button inside the Remove step, with the passkey's name. */
    removeNamed: (name: string) => `Remove ${name}`,
    removeHint: "It will no longer sign you in. Remove it from the device or password manager too.",
    addedNotice: (name: string) => `Passkey “${name}” added. Next time, choose “Sign in with a passkey”.`,
    renamedNotice: (name: string) => `Passkey renamed to “${name}”.`,
    removedNotice: (name: string) => `Passkey “${name}” removed. It can no longer sign in.`,
    errors: {
      "not-found": "That passkey no longer exists.",
      "name-required": "Please give the passkey a name.",
      "last-method": "This is your only way to sign in, so it cannot be removed.",
      duplicate: "That passkey is already added.",
      "already-here": "This device or password manager already holds one of your passkeys.",
      expired: "That took too long. Please try again.",
      invalid: "The passkey could not be added. Please try again.",
      unreadable: "The browser's answer could not be read. Please try again.",
      stale: "For your safety, a passkey can only be added within 10 minutes of signing in. Sign in again, then add it.",
      cancelled: "No passkey was added.",
      failed: "Something went wrong. Please try again.",
    } as Record<string, string>,
  },
} as const;

// --- Inbox (issue 14): the back office's list of every submission, its detail page and CSV ---
// Self-contained block: the owner-facing words of /admin/inbox, /admin/inbox/:kind/:id and the export.

type InboxStatusKey = "new" | "in-progress" | "done" | "archived" | "spam";
type InboxLanguageKey = "en" | "es";

export const inbox = {
  title: "Inbox",
  description: "Every discovery call request, message, partnership inquiry and feedback, newest first.",
  kinds: {
    "discovery-call": { label: "Discovery call", plural: "Discovery calls" },
    contact: { label: "Message", plural: "Messages" },
    partnership: { label: "Partnership", plural: "Partnerships" },
    feedback: { label: "Feedback", plural: "Feedback" },
  } satisfies Record<FormId, { label: string; plural: string }>,
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
  /** The language of the page a submission was sent from (issue 17). */
  languages: { en: "English", es: "Spanish" } satisfies Record<InboxLanguageKey, string>,
  columns: { kind: "Kind", name: "Name", email: "Email", excerpt: "Message", received: "Received", status: "Status", language: "Language", zone: "Their time zone" },
  /** Read out with the badge a submission from the Spanish pages gets in the list. */
  languageBadge: (language: string) => `Written in ${language}`,
  newCount: (count: number) => `${count} new`,
  summary: (from: number, to: number, total: number) => (total === 0 ? "No submissions" : `${from}–${to} of ${total}`),
  empty: "Nothing matches these filters.",
  emptyAll: "No submissions yet. They appear here as soon as a visitor sends a form.",
  pagination: { label: "Pages", previous: "Previous page", next: "Next page", page: (n: number, of: number) => `Page ${n} of ${of}` },
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
  replySubject: {
    "discovery-call": "Re: your discovery call request",
    contact: "Re: your message to Kindred Pages",
    partnership: "Re: your partnership inquiry",
    feedback: "Re: your feedback",
  } satisfies Record<FormId, string>,
  /** The reply's subject for a visitor who wrote from the Spanish pages (Spanish: the visitor reads it). */
  replySubjectSpanish: {
    // review: Spanish subjects of the owner's reply, "Re:" kept as email programs write it; the forms' own names ("llamada de orientación", "alianzas") as app/content/es/ has them
    "discovery-call": "Re: su solicitud de llamada de orientación",
    contact: "Re: su mensaje a Kindred Pages",
    partnership: "Re: su consulta sobre alianzas",
    feedback: "Re: sus comentarios",
  } satisfies Record<FormId, string>,
  /** The owner's notification of a submission from the Spanish pages (server/email/compose.server.ts). */
  ownerEmail: {
    subjectTag: (language: string) => ` (in ${language})`,
    wroteIn: (language: string) => `They wrote from the ${language} pages of the site, so any confirmation email to them is in ${language}.`,
  },
  /** Every stored field of each kind, in the order the form asks, with the owner's label. */
  fieldLabels: {
    "discovery-call": {
      parent_name: "Name",
      parent_email: "Email",
      parent_phone: "Phone",
      child_name: "Child's name",
      child_age: "Child's age",
      preferred_time: "Best time for a call",
      timezone: "Time zone",
      challenges: "What they would like to talk about",
      hear_about_us: "How they heard about us",
    },
    contact: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      child_age: "Child's age",
      message: "Message",
      hear_about_us: "How they heard about us",
    },
    partnership: {
      contact_name: "Name",
      email: "Email",
      phone: "Phone",
      organization_name: "Organization",
      students_count: "Number of students",
      message: "Message",
    },
    feedback: {
      full_name: "Full name",
      email_address: "Email address",
      phone_number: "Phone number",
      session_date: "Date of the session",
      children_ages: "Children's ages",
      overall_satisfaction: "Overall satisfaction (1-5)",
      most_valuable_aspect: "Most valuable part",
      quality_deliverables_rating: "Quality of deliverables (1-5)",
      book_selections_rating: "Book selections (1-5)",
      book_collection_family_values_rating: "Books and family values (1-5)",
      fiction_recommendations_rating: "Fiction recommendations (1-5)",
      ongoing_email_support_rating: "Ongoing email support (1-5)",
      reading_behavior_improvements: "Reading improvements noticed",
      diverse_book_collection: "A more diverse book collection",
      encouraging_reading_discussions: "Reading conversations at home",
      positive_changes_observed: "Other positive changes",
      experience_story: "Their experience in their own words",
      website_testimonial_permission: "May be quoted on the website",
      service_improvements: "How we could do better",
      additional_services_interest: "Other services they would like",
      other_comments: "Other comments",
      permission_use_instructional: "May be used in instructional material",
      permission_share_with_clients: "May be shared with other clients",
      permission_share_feedback_social: "May be shared on social media",
      permission_testimonial_future_stories: "May be used in future stories",
      permission_contact_marketing: "May be contacted about news and offers",
    },
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
// --- end Inbox ---

// --- Testimonials (issue 14): /admin/testimonials ---

export const testimonialsAdmin = {
  title: "Testimonials",
  intro: "Stories from feedback appear here when the visitor allowed the site to use them. Nothing is published until you approve it. The home page shows a change on its next load.",
  pending: {
    heading: "Waiting for approval",
    empty: "No feedback is waiting. Feedback whose visitor allowed the site to use their story appears here.",
    from: (name: string, ages: string | null) => (ages ? `${name}, children aged ${ages}` : name),
    received: (when: string) => `Received ${when}`,
    approve: "Approve and publish",
  },
  fields: {
    title: "Display title",
    titleHint: "Shown under the name, for example “Mom of two” (optional).",
    story: "Story",
    storyHint: "You may shorten the quote; keep the visitor's words.",
    orgName: "Organisation",
    orgContent: "What they said",
  },
  published: {
    heading: "Stories from families",
    empty: "No stories approved yet.",
    edit: "Edit the title or the story",
    save: "Save changes",
  },
  organizations: {
    heading: "Organisations",
    empty: "No organisation testimonials yet.",
    add: "Add an organisation testimonial",
    addSubmit: "Add and publish",
    edit: "Edit this testimonial",
    save: "Save changes",
  },
  status: { approved: "Shown on the site", hidden: "Hidden" } as Record<string, string>,
  hide: (name: string) => `Hide ${name}`,
  show: (name: string) => `Show ${name} again`,
  hideLabel: "Hide",
  showLabel: "Show again",
  saved: {
    approved: "Approved: the story is on the site.",
    edited: "Changes saved.",
    hidden: "Hidden from the site.",
    shown: "Shown on the site again.",
    added: "Organisation testimonial added and published.",
  } as Record<string, string>,
  notFound: "That testimonial no longer exists.",
  fixErrors: "Please correct the errors below.",
} as const;

// --- Events (issue 14): /admin/events, /admin/events/new, /admin/events/:id ---

export const eventsAdmin = {
  title: "Events",
  intro: "Events appear on the Events page and in the calendar files visitors download.",
  add: "Add an event",
  empty: "No events yet.",
  columns: { date: "Date", time: "Time", title: "Title", location: "Location" },
  edit: (title: string) => `Edit ${title}`,
  newTitle: "Add an event",
  editTitle: (title: string) => `Edit: ${title}`,
  back: "Back to events",
  notFound: "That event no longer exists.",
  fields: {
    title: "Title",
    subtitle: "Subtitle (optional)",
    type: "Type",
    typeHint: "For example: Cultural Event, Magic Reading Room, Workshop.",
    date: "Date",
    time: "Time",
    start: "Start time",
    end: "End time (optional)",
    timeTba: "Time to be announced",
    location: "Location",
    description: "Description",
    ticketLink: "Ticket link (optional)",
    ticketLinkHint: "A web address starting with https://",
    image: "Illustration",
  },
  create: "Add event",
  save: "Save changes",
  fixErrors: "Please correct the errors below.",
  saved: { created: "Event added: it is on the Events page.", edited: "Changes saved: the Events page shows them." } as Record<string, string>,
  deleted: "Event deleted: it is no longer on the Events page.",
  deleteSummary: "Delete this event",
  deleteWarning: "The event disappears from the Events page at once. Calendars that added it keep their copy.",
  deleteConfirm: "Yes, delete the event",
  viewOnSite: "See it on the Events page",
  messages: {
    httpsOnly: "Must be a link starting with https://",
    endAfterStart: "Must be after the start time",
    startOrTba: "Enter a start time, or tick “Time to be announced”",
  },
  /** The site's event illustrations (public/images/events). */
  illustrations: [
    { src: "/images/events/magic-reading-room.svg", name: "Magic reading room", alt: "Magic reading room illustration" },
    { src: "/images/events/cultural-celebration.svg", name: "Cultural celebration", alt: "Cultural celebration illustration" },
  ],
} as const;
// --- Traffic (issue 14): /admin/traffic, counted without cookies ---
export const traffic = {
  title: "Traffic",
  intro: (days: number) =>
    `The last ${days} days, counted without cookies: page views of the public site (search engines and other robots left out) and what visitors sent.`,
  timeZone: (zone: string) => `Days are in ${zone}.`,
  submissions: {
    heading: "New submissions",
    caption: "Submissions received, not counting spam",
    kind: "Kind",
    today: "Today",
    week: "Last 7 days",
    month: "Last 30 days",
    kinds: {
      "discovery-call": "Discovery call requests",
      contact: "Contact messages",
      partnership: "Partnership inquiries",
      feedback: "Feedback",
    },
  },
  daily: {
    heading: "Page views per day",
    caption: (total: number, days: number) => `${total.toLocaleString("en-US")} page view${total === 1 ? "" : "s"} in ${days} days`,
    day: "Day",
    views: "Views",
  },
  pages: {
    heading: "Views per page",
    caption: (n: number) => `The ${n === 1 ? "page" : `${n} pages`} seen most in 30 days`,
    page: "Page",
    views: "Views",
    empty: "No page views yet.",
    home: "Home",
  },
  referrers: {
    heading: "Top referring sites",
    caption: "Sites whose links brought visitors, in 30 days",
    site: "Site",
    views: "Views",
    empty: "No visits from other sites yet. Visits typed in, from bookmarks or from most apps count as direct.",
    other: "Other sites",
  },
  conversions: {
    heading: "Page views and what they brought",
    caption: "Views of a form's page against the submissions of that form, in 30 days",
    page: "Page",
    views: "Views",
    submissions: "Submissions",
    rate: "Per 100 views",
    rateValue: (submissions: number, views: number) => (views === 0 ? "–" : (Math.round((submissions / views) * 1000) / 10).toLocaleString("en-US")),
    rows: {
      contact: "/connect and contact messages",
      "discovery-call": "/discovery-call and discovery call requests",
    },
    note: "Discovery calls can also be booked from the booking window on other pages, so that rate can be higher than the page alone explains.",
  },
  privacy:
    "How this is counted: one count per page, day and referring site, and nothing about the visitor: no cookie, no address, no browser details.",
} as const;
// --- end Traffic ---

// --- Outbox: /admin/outbox and the dashboard's email warnings ---

type OutboxStatusKey = "waiting" | "sending" | "sent" | "failed" | "cancelled";
type OutboxPurposeKey = "owner-notification" | "visitor-confirmation" | "test" | "booking-parent" | "booking-owner" | "booking-reminder" | "sign-in-notice";

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
  pagination: { label: "Pages", previous: "Previous page", next: "Next page", page: (n: number, of: number) => `Page ${n} of ${of}` },
  dashboard: {
    smtpMissing:
      "Email is not set up yet: your notifications and visitors' confirmations wait in the outbox until it is. Ask the person who runs the server to set up email.",
    failed: (n: number) => (n === 1 ? "1 email could not be sent." : `${n} emails could not be sent.`),
    open: "Open the outbox",
  },
} as const;
// --- end Outbox ---

// --- Booking: availability, calls, the calendar feed ---
/** Each problem of the availability form, under its field (codes from common/booking/availability-form.ts). */
export const availabilityAdmin = {
  title: "Availability",
  intro: "When parents can book a free discovery call. Calls last 15 minutes.",
  zone: (zoneName: string) => `All times are in ${zoneName}.`,
  saved: {
    saved: "Availability saved. Parents see the new free times at once.",
    "saved-off": "Availability saved. Booking is off: turn it on at the top of this page when you are ready.",
  } as Record<string, string>,
  weeklyLegend: "Weekly hours",
  weeklyHint: "Choose when each day starts and ends. Add more hours for a break in the day (for example 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM). A day with no hours takes no calls.",
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  /** "on Mondays": where a range is, in a sentence. */
  everyWeekday: ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"],
  closed: "No calls",
  from: "From",
  to: "to",
  /** A select's accessible name: "Monday, hours 1, from". */
  rangeLabel: (place: string, n: number, end: "from" | "to") => `${place}, hours ${n}, ${end}`,
  addHours: "Add hours",
  addHoursFor: (place: string) => `Add hours on ${place}`,
  remove: "Remove",
  removeHours: (place: string, n: number) => `Remove hours ${n} on ${place}`,
  overrides: "Dates with other hours",
  overridesHint: "Take calls at other times on one date; its weekday's hours stay as they are. A date left with no hours is saved as a day off.",
  overrideDate: "Date",
  overrideNoHours: "No hours: saved as a day off.",
  addDate: "Add a date with other hours",
  removeDate: "Remove this date",
  removeDateFor: (date: string) => `Remove ${date || "this date"}`,
  rulesLegend: "Rules",
  bufferBefore: "Free minutes before each call",
  bufferAfter: "Free minutes after each call",
  bufferHint: "In steps of 5 minutes, up to 120.",
  minNotice: "Minimum notice (hours)",
  minNoticeHint: "How long before a call a parent can still book it.",
  noSameDay: "No same-day calls",
  horizon: "How far ahead parents can book (days)",
  maxPerDay: "At most this many calls a day",
  maxPerMonth: "At most this many calls a month",
  interval: "Start a call every",
  intervalHint: "The time lists above follow this step once you save.",
  intervalOption: (n: number) => `${n} minutes`,
  callLegend: "How the call happens",
  callHint: "Parents see this on their confirmation, in their emails and in the calendar invite.",
  callPhone: "I will phone the parent",
  callVideo: "A video call at my link",
  videoUrl: "Your video call link",
  videoUrlHint: "Paste it once from Zoom, Google Meet, Whereby or any other video service. It starts with https://",
  save: "Save availability",
  previewTitle: "Free times in the next 14 days",
  previewFrom: (day: string) => `From ${day}, the first day with free times.`,
  previewNone: "No free times in the next 14 days.",
  previewDay: (day: string, n: number) => `${day}: ${n === 1 ? "1 free time" : `${n} free times`}`,
  confirmTitle: "Please check these hours",
  /** "You chose 1:00 AM – 5:00 AM on Mondays. Is that right?" */
  confirmRange: (range: string, place: string) => `You chose ${range} on ${place}. Is that right?`,
  confirmYes: "Yes, save these hours",
  confirmNo: "No, let me change them",
  errorSummary: "There is a problem",
  errors: {
    unreadable: (place: string) => `${place}: choose a time from the list.`,
    "end-before-start": (place: string, range: string) => `${place}: ${range} ends before it starts. Choose an end after the start.`,
    "too-short": (place: string, range: string) => `${place}: ${range} is shorter than one 15-minute call.`,
    overlap: (place: string, range: string) => `${place}: ${range} overlaps other hours that day. Make each end before the next starts.`,
    "date-missing": () => "Choose a date, or remove that row.",
    "date-unreal": (text: string) => `"${text}" is not a date. Choose one with the date box.`,
    "date-duplicate": (date: string) => `${date} is in the list twice. Keep it once.`,
    "too-many": () => "At most 400 dates. Remove dates that have passed.",
    "too-long": () => "This is too long. Choose from the list or shorten it.",
    number: ({ min, max, step }: { min: number; max: number; step?: number }) => `Enter a whole number from ${min} to ${max}${step ? ` in steps of ${step}` : ""}.`,
    interval: () => "Choose one of the intervals.",
    "video-url": () => "Paste the whole link of your video call, starting with https:// (for example https://zoom.us/j/123456789).",
  },
} as const;

export const callsAdmin = {
  title: "Calls",
  intro: (zoneName: string) => `Your discovery calls. Times are in ${zoneName}.`,
  weekOf: (range: string) => `Week of ${range}`,
  previous: "Previous week",
  next: "Next week",
  thisWeek: "This week",
  weekNav: "Weeks",
  today: "Today",
  noCalls: "No calls this day.",
  emptyWeek: "No calls this week.",
  fields: { email: "Email", phone: "Phone", childAge: "Child's age", concerns: "Concerns", heard: "How they heard of us", status: "Status", language: "Language", zone: "Their time zone" },
  statuses: { booked: "Booked", completed: "Completed", "no-show": "No-show", cancelled: "Cancelled" } as Record<string, string>,
  languages: { en: "English", es: "Spanish" } as Record<string, string>,
  openRequest: "Open the request and its notes",
  markCompleted: "Mark completed",
  markNoShow: "Mark as no-show",
  markBooked: "Back to booked",
  cancelSummary: "Cancel this call…",
  cancelMessage: "Message to the parent (optional)",
  cancelMessageHint: "Sent with the cancellation email.",
  cancelConfirm: "Cancel this call",
  rescheduleSummary: "Reschedule…",
  rescheduleTitle: (name: string) => `A new time for the call with ${name}`,
  rescheduleKeep: "Keep the current time",
  rescheduleConfirm: "Move the call",
  rescheduleHint: "The parent gets an updated invite.",
  callFor: (name: string) => `call with ${name}`,
  done: {
    completed: "Marked completed.",
    "no-show": "Marked as no-show.",
    booked: "Back to booked.",
    cancelled: "The call is cancelled and the parent is told.",
    moved: "The call is moved and the parent gets an updated invite.",
    rotated: "A new calendar link is ready. The old one no longer works: subscribe again with the new one.",
  } as Record<string, string>,
  problems: {
    taken: "That time was just taken. Please choose another.",
    changed: "This call was changed since the page was drawn. Here it is as it is now.",
    "not-found": "That call no longer exists.",
    "not-open": "Booking is off, so calls cannot be moved. Turn it on under Availability.",
    "no-time": "Choose a day, then a new time, before moving the call.",
  } as Record<string, string>,
  feedTitle: "Your calendar",
  feedIntro: "Subscribe to this private link in your calendar app to see your calls there. Keep it to yourself: anyone with it can see your calls.",
  feedLabel: "Your private calendar link",
  feedNote: "Google, Apple and Outlook Calendar refresh a subscribed calendar only every few hours: this page is the real-time view.",
  feedCopy: "Copy the link",
  feedCopied: "Link copied. Paste it in your calendar app.",
  feedCopyFailed: "Your browser did not let us copy. Press and hold the link above to copy it.",
  feedSubscribe: "Subscribe in my calendar app",
  feedSubscribeHint: "Opens Apple Calendar or Outlook on this device. For Google Calendar, copy the link and add it under Other calendars, From URL.",
  feedRotate: "Create a new link…",
  feedRotateWarning: "Your calendar apps subscribed to the old link will stop updating. You will then subscribe again with the new link. Do this only if someone else may have the link.",
  feedRotateConfirm: "Yes, create a new link",
} as const;

/** The private calendar feed's words (server/booking/calendar-feed.server.ts). */
export const calendarFeedCopy = {
  name: (business: string) => `${business}: discovery calls`,
  summary: (parent: string) => `Discovery call: ${parent}`,
  description: ({ childAge, concerns, link }: { childAge: string; concerns: string; link: string }) =>
    `Child's age: ${childAge}\nConcerns: ${concerns}\n\n${link}`,
} as const;

export const bookingDashboard = {
  title: "Discovery calls",
  upcoming: (n: number) => (n === 1 ? "1 call booked ahead" : `${n} calls booked ahead`),
  booked30: (n: number) => (n === 1 ? "1 booking in the last 30 days" : `${n} bookings in the last 30 days`),
  cancelled30: (n: number) => (n === 1 ? "1 cancellation in the last 30 days" : `${n} cancellations in the last 30 days`),
  completed30: (n: number) => (n === 1 ? "1 completed call in the last 30 days" : `${n} completed calls in the last 30 days`),
  noShows30: (n: number) => (n === 1 ? "1 no-show in the last 30 days" : `${n} no-shows in the last 30 days`),
  open: "Open the calls",
} as const;
// --- end Booking ---

// --- A person's data, on request (issue 27) ---
/** "1 form", "2 forms"; null for none. */
const plural = (n: number, one: string, other: string): string | null => (n === 0 ? null : `${n} ${n === 1 ? one : other}`);

export const privacyAdmin = {
  title: "A person’s data",
  intro: "When someone asks what we keep about them, or asks us to delete it: find everything stored under their email address, send them the export, or erase it all.",
  emailLabel: "Email address",
  emailHint: "Capital letters and spaces around it do not matter.",
  find: "Find",
  nothing: (email: string) => `Nothing is stored about ${email}.`,
  foundHeading: (email: string) => `Stored about ${email}`,
  submissionsHeading: "Forms they sent",
  emailsHeading: "Emails to or about them",
  received: "Received",
  notes: (n: number) => (n === 1 ? "1 note" : `${n} notes`),
  bookings: "Booked calls",
  /** "Dec 2, 2026, 10:00 AM, booked". */
  booking: (when: string, status: string) => `${when}, ${status}`,
  bookingStatuses: { booked: "booked", completed: "completed", "no-show": "no-show", cancelled: "cancelled" } as Record<string, string>,
  /** "Reminder email, cancelled": each email the site wrote to or about them, named as she would. */
  emailSent: (purpose: string, status: string) => `${purpose}, ${status}`,
  emailPurposes: {
    "owner-notification": "Notification email to you",
    "visitor-confirmation": "Confirmation email",
    test: "Test email",
    "booking-parent": "Booking email",
    "booking-owner": "Booking email to you",
    "booking-reminder": "Reminder email",
    "sign-in-notice": "New sign-in email",
  } as Record<string, string>,
  emailStatuses: { waiting: "waiting to be sent", sending: "being sent", sent: "sent", failed: "could not be sent", cancelled: "cancelled" } as Record<string, string>,
  timesIn: (zone: string) => `Times are in ${zone}.`,
  exportHeading: "Export",
  exportHint: "One JSON file with everything above, to send to the person who asked.",
  exportLink: "Export as JSON",
  eraseHeading: "Erase everything",
  eraseHint:
    "Deletes every form they sent, its notes, booked calls (a call still ahead frees its time) and emails, all at once. The audit log keeps a fingerprint of the address, never the address, so a restored backup can be cleaned again.",
  confirm: "I understand this cannot be undone",
  confirmMissing: "Tick the box to confirm first.",
  businessAddress: (email: string) =>
    `${email} is one of the business’s own addresses (a contact address you publish or published before, the notification or sender address, or a back-office account). Every email the site sends carries one of them, so it is not looked up, exported or erased as a person’s data.`,
  erase: "Erase everything",
  /** "1 form and 2 emails erased.": what was erased, each count with its own plural, zeros left out. */
  erased: (counts: { submissions: number; notes: number; bookings: number; emails: number }) => {
    const parts = [
      plural(counts.submissions, "form", "forms"),
      plural(counts.notes, "note", "notes"),
      plural(counts.bookings, "booked call", "booked calls"),
      plural(counts.emails, "email", "emails"),
    ].filter((part) => part !== null);
    return parts.length === 0 ? "Nothing was stored, so nothing was erased." : `${new Intl.ListFormat("en", { type: "conjunction" }).format(parts)} erased.`;
  },
  filename: "personal-data",
} as const;
// --- end A person's data ---

// --- Booking: the owner's own calendars (server/booking/calendar-feeds.server.ts) ---
/** Why a calendar could not be read or added, by problem code (server/booking/feed-fetch.server.ts). */
const calendarProblems = {
  scheme: "Only secure calendar addresses (starting with https:// or webcal://) can be read.",
  credentials: "The address must not contain a user name or password.",
  "not-a-link": "This is not a web address. Copy the whole address from your calendar's settings.",
  private: "The address leads to a private network, which is not allowed.",
  "unknown-host": "No such address: check that it was copied whole.",
  unreachable: "Could not reach the calendar.",
  timeout: "The calendar took too long to answer.",
  tls: "The calendar's secure connection could not be checked.",
  redirects: "The address sent us elsewhere too many times.",
  "too-large": "The calendar is too large to read (over 5 MB, or too many repeating events).",
  "too-slow": "This calendar takes too long to read: a repeating event in it may have a rule that never comes round (such as every February 30th). Check its repeating events.",
  "too-much-memory": "This calendar needs too much memory to read: it may hold far more events than a calendar usually does.",
  "not-calendar": "The address did not give a calendar. Copy the address in iCal format.",
} as const;

export type CalendarProblem = keyof typeof calendarProblems;

export const calendarsAdmin = {
  title: "Your calendars",
  intro:
    "Times that are busy in your own calendars are not offered to parents. Paste the private address of each calendar you keep: we read it every few minutes. Only busy times are kept, never what your events say.",
  where: [
    { name: "Google Calendar", how: "Settings, then your calendar, then “Secret address in iCal format”." },
    { name: "Apple iCloud", how: "In Calendar, share the calendar as a public calendar and copy its address." },
    { name: "Outlook", how: "Settings, Calendar, Shared calendars, “Publish a calendar”, then the ICS link." },
  ],
  whereTitle: "Where to find the address",
  freeNote: "Events you mark as free, and cancelled ones, are not counted. In Google Calendar an all-day event is free unless you mark it busy.",
  pauseNote: "If a calendar cannot be read for more than an hour, booking pauses until it can be read again, and we email you.",
  listTitle: "Calendars",
  none: "No calendars yet. Parents see every free time of your availability.",
  unnamed: "Calendar",
  address: (masked: string) => `Address: ${masked}`,
  lastRead: (when: string) => `Last read ${when}.`,
  neverRead: "Not read yet.",
  failing: (why: string) => `Could not be read: ${why}`,
  paused: "Booking is paused until this calendar can be read again.",
  busyCount: (n: number) => (n === 1 ? "1 busy time ahead." : `${n} busy times ahead.`),
  removeButton: "Remove",
  remove: (name: string) => `Remove ${name}`,
  readNowButton: "Read now",
  readNow: (name: string) => `Read now: ${name}`,
  addTitle: "Add a calendar",
  urlLabel: "Calendar address",
  urlHint: "Starts with https:// or webcal://. It is private: we show only its start.",
  labelLabel: "Name (optional)",
  labelHint: "For example Work or Family.",
  add: "Add calendar",
  problems: calendarProblems,
  httpProblem: (status: number, text: string) => `The address answered ${status} ${text}.`.replace(" .", "."),
  errors: {
    url: "Paste a calendar address.",
    tooLong: "That address is too long.",
    label: "Keep the name under 60 characters.",
    duplicate: "That calendar is already in the list.",
    tooMany: "At most 10 calendars.",
  },
  errorSummary: "Please fix this:",
  done: {
    added: "Calendar added and read. Its busy times are no longer offered.",
    addedFailing: "Calendar added, but it could not be read yet. We try again every few minutes.",
    removed: "Calendar removed. Its busy times are offered again.",
    read: "Calendar read again.",
    readFailing: "The calendar still could not be read: see why below.",
  } as Record<string, string>,
  availabilityLink: "Your own calendars: keep busy times from being offered",
  dashboardPaused: (name: string, why: string) => `Booking is paused: “${name}” could not be read for over an hour (${why.replace(/\.$/, "")}). Parents see no free times until it can be read.`,
  dashboardLink: "Open your calendars",
  email: {
    pausedSubject: "Booking is paused: a calendar could not be read",
    paused: (name: string, why: string) =>
      `Your calendar “${name}” could not be read for an hour, so booking is paused: parents see no free times until it can be read again, so that no call lands on a busy time.\n\nThe reason: ${why}\n\nCheck the address on the “Your calendars” page, or remove the calendar there to open booking again.`,
    backSubject: "Booking is open again",
    back: (name: string) => `Your calendar “${name}” can be read again, so parents can book free times again.`,
    link: "Your calendars",
  },
};
