// The owner's week on her phone (issue 44): booking's switch and its setup checklist (the dashboard
// and Availability), days off as ranges, and Calls' "Upcoming". Back office, English only (no
// Spanish twin: no Spanish page imports it). To join common/booking/content/admin.ts once the back
// office's words are split by feature.

/** "9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM". */
const andList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** Whether booking is on, and the switch, at the top of the dashboard and of Availability. */
export const bookingSwitch = {
  title: "Booking",
  status: {
    on: "Booking is on: parents pick a free time on the discovery call form.",
    off: "Booking is off: the discovery call form asks parents for a request, and you agree a time by email.",
    paused: "Booking is paused: parents see no free times until your calendar can be read.",
    "no-hours": "Booking is on, but no hours are set, so parents see no free times.",
  } as Record<string, string>,
  turnOn: "Turn booking on",
  turnOff: "Turn booking off",
  /** Beside "Turn booking on" while she has not saved hours: what turning it on offers. */
  usualHours: (hours: string) => `Parents will book in the usual hours until you set yours (${hours}).`,
  offHint: "Calls already booked stay booked.",
  /** After the switch (its answer takes the focus). */
  switched: {
    on: "Booking is on. Parents can pick a free time now.",
    off: "Booking is off. Parents send a request again; calls already booked stay booked.",
  } as Record<string, string>,
  /** A pause she was not emailed about. */
  pauseNotEmailed: "Email is not set up, so this could not be emailed to you.",
} as const;

/** The checklist under the switch: what booking needs, each with what is missing and a link to it. */
export const setupChecklist = {
  title: "Set up booking",
  summary: (done: number, total: number) => `Set up booking: ${done} of ${total} done`,
  done: "Done",
  todo: "To do",
  /** Her weekly hours, in one line: "Monday to Friday: 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM". */
  days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  dayRun: (first: string, last: string) => `${first} to ${last}`,
  dayPair: (first: string, second: string) => `${first} and ${second}`,
  hoursOf: (days: string, ranges: readonly string[]) => `${days}: ${andList(ranges)}`,
  items: {
    hours: {
      label: "Your hours",
      set: (summary: string) => `${summary}.`,
      otherDates: "Only on dates with other hours.",
      missing: (usual: string) => `Not set yet. Until you set them, booking uses the usual hours (${usual}).`,
      none: "No hours: every day is empty, so parents can book no time.",
      link: "Set your hours",
      change: "Change your hours",
    },
    call: {
      label: "How the call happens",
      phone: "You phone the parent at the number they give.",
      video: (host: string) => `A video call at your link (${host}).`,
      missing: "Not chosen yet: you phone the parent until you choose.",
      link: "Choose how",
      change: "Change",
    },
    calendar: {
      label: "Your calendar",
      none: "Not connected: a parent can book a time your own calendar shows as busy.",
      connected: (names: readonly string[]) => `Connected: ${andList(names.map((n) => `“${n}”`))}. Times busy there are not offered.`,
      failing: (name: string, why: string) => `“${name}” could not be read: ${why}`,
      link: "Connect your calendar",
      check: "Check your calendars",
    },
    email: {
      label: "Email sending",
      ready: "Emails are sent: parents' confirmations and reminders, and your notices.",
      missing: "Not set up: parents' confirmations and reminders, and your notices, wait in the outbox. Ask the person who runs the server to set up email.",
      failed: (n: number) => (n === 1 ? "1 email could not be sent." : `${n} emails could not be sent.`),
      link: "Open the outbox",
    },
    booking: {
      label: "Booking on",
      on: "On: parents pick a free time.",
      off: "Off: parents send a request, and you agree a time by email.",
      paused: "Paused: a calendar could not be read (see above).",
      "no-hours": "On, but with no hours parents see no free times.",
      /** An in-page link to the switch above. */
      link: "Turn it on above",
    },
  },
} as const;

/** The Availability page's own words beside the switch. */
export const availabilityPage = {
  /** The list of links to the page's parts. */
  jump: "On this page",
  previewOff: "Booking is off: parents will see these times once you turn it on.",
} as const;

/** Days off as ranges (Availability), and where they show. */
export const daysOffAdmin = {
  legend: "Days off",
  hint: "No calls from the first day to the last, both included. For one day, leave the last day empty. The note is for you: parents only see no free times.",
  none: "No days off.",
  first: "First day off",
  last: "Last day off",
  note: "Note (optional)",
  noteHint: "For you, such as “Winter break”.",
  add: "Add days off",
  remove: "Remove",
  removeFor: (range: string) => (range ? `Remove the days off ${range}` : "Remove these days off"),
  /** A row's name before its first day is chosen. */
  unnamed: (n: number) => `Days off ${n}`,
  /** "Thursday, December 24 – Saturday, January 2", or one day. */
  range: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
  /** The preview's day in days off. */
  previewDay: (day: string, note: string) => (note ? `${day}: day off (${note})` : `${day}: day off`),
  errors: {
    "day-off-order": (first: string, last: string) => `The last day off, ${last}, is before the first, ${first}. Choose a last day on or after the first.`,
    "in-days-off": (date: string, range: string) => `${date} is in your days off (${range}). Remove that date here, or change those days off.`,
    "note-too-long": (max: number) => `Keep the note under ${max} characters.`,
  },
  /** After a day off added from the announcement's offer. */
  added: "Days off added. No call can be booked on those days.",
} as const;

/** The offer under a saved announcement with dates: add them as days off. */
export const daysOffOffer = {
  title: "No calls on those days?",
  text: (range: string) => `Your announcement runs ${range}. Add days off so that no parent can book a call then. Change the days first if calls stop on other days.`,
  add: "Add as days off",
} as const;

/** Calls: the Upcoming view (the page opens on it) and the days off among the calls. */
export const upcomingCalls = {
  views: "Show",
  upcoming: "Upcoming",
  week: "Week by week",
  title: "Upcoming calls",
  none: "No calls ahead.",
  more: (n: number) => `These are the next ${n} calls. Week by week shows the rest.`,
  daysOff: (range: string, note: string) => `Days off: ${range}${note ? ` (${note})` : ""}`,
  dayOff: (note: string) => (note ? `Day off: ${note}` : "Day off"),
} as const;
