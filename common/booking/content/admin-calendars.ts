/**
 * "Your calendars" (/admin/calendars, app/booking/admin/calendars.tsx), in English like the rest of
 * the back office: where each calendar app keeps the private address this site reads, what that
 * address lets others see, and how to share only busy times where the app allows it (issue 44); a
 * calendar that could not be read, shown as failed with why; booking paused, said on the page.
 * The page’s other words are calendarsAdmin (common/booking/content/admin.ts).
 *
 * Only what each app's own settings say: Google's secret address shares every event's details and
 * has no busy-only form; iCloud has no private address at all, only a public calendar that anyone
 * with its link can read; Outlook publishes a calendar with "Can view when I'm busy".
 */
export type CalendarProvider = { name: string; where: string; steps: string[]; shares: string; busyOnly: string };

export const calendarsGuide = {
  title: "Where to find your calendar’s private address",
  intro: "Open the app you keep your calendar in. Each gives an address that lets another service read the calendar: here is where it is, what it lets others see, and how to share less.",
  sharesLabel: "What it shares:",
  busyOnlyLabel: "Only busy times:",
  providers: [
    {
      name: "Google Calendar",
      where: "On a computer: the Google Calendar app on a phone does not have this setting.",
      steps: [
        "On a computer, open calendar.google.com and sign in.",
        "Click the gear at the top right, then “Settings”.",
        "On the left, under “Settings for my calendars”, click the calendar’s name.",
        "Scroll to “Integrate calendar” and copy “Secret address in iCal format”.",
        "Paste it below, under “Calendar address”.",
      ],
      shares:
        "Anyone who has this address can see every event on that calendar, with its details. This site keeps only when you are busy. If someone else may have seen the address, click “Reset” beside it and paste the new one here. With a work or school account, the secret address may be turned off by its administrator.",
      busyOnly: "Google has no private address that shares only busy times.",
    },
    {
      name: "Apple iCloud",
      where: "On your iPhone, in the Calendar app.",
      steps: [
        "iCloud has no private address: the only address it gives is a public calendar’s, which anyone who has the link can open. So do not share your family calendar.",
        "Instead, make a calendar just for the times parents must not book: in Calendar, tap “Calendars”, then “Add Calendar”, name it (for example “Busy for calls”) and choose iCloud.",
        "Put your busy times in that calendar only, with no details in them.",
        "Tap “Calendars”, then the ⓘ beside that calendar, turn on “Public Calendar” and tap “Share Link…” to copy its address.",
        "Paste it below, under “Calendar address”.",
      ],
      shares:
        "Anyone who has the link can see every event in that one calendar, with what you wrote in it; your other calendars stay private. Turning “Public Calendar” off stops the sharing, and this site can no longer read it.",
      busyOnly: "iCloud cannot share only busy times: a separate calendar with nothing but busy times is the way to share less.",
    },
    {
      name: "Outlook (Outlook.com or Microsoft 365)",
      where: "On a computer, in Outlook on the web: the Outlook app on a phone does not have this setting.",
      steps: [
        "On a computer, open outlook.com (or Outlook on the web for a work account) and sign in.",
        "Click the gear at the top right (Settings), then “Calendar”, then “Shared calendars”.",
        "Under “Publish a calendar”, choose the calendar and “Can view when I’m busy”, then click “Publish”.",
        "Copy the ICS link it shows.",
        "Paste it below, under “Calendar address”.",
      ],
      shares:
        "With “Can view when I’m busy”, anyone who has the link sees only when you are busy: no titles, places or notes. “Reset links” there makes a new link and stops the old one; “Unpublish” stops it. With a work account, publishing may be turned off by its administrator.",
      busyOnly: "Yes: choose “Can view when I’m busy”. It is all this site needs.",
    },
  ] satisfies CalendarProvider[],
  /** A calendar that could not be read, after adding it or "Read now": never in the "saved" box. */
  failedTitle: "This calendar could not be read",
  failed: {
    added: (name: string, why: string) => `“${name}” is in your list, but it could not be read: ${why}`,
    read: (name: string, why: string) => `“${name}” still could not be read: ${why}`,
  } as Record<string, (name: string, why: string) => string>,
  failedNext:
    "We try again every few minutes. Until it can be read, parents may be offered times when this calendar is busy; after an hour, booking pauses until it can be read again or you remove it.",
  /** A calendar's line in the list. */
  working: "Working",
  notRead: "Could not be read",
  /** Booking paused by a calendar, at the top of the page. */
  pausedTitle: "Booking is paused",
  paused: (names: string[]) =>
    `Parents see no free times until ${names.map((name) => `“${name}”`).join(" and ")} can be read again, or you remove ${names.length === 1 ? "it" : "them"} below.`,
  /** When the site cannot send email (SMTP_URL unset), no message about a pause reaches her. */
  noEmail: "Email is not set up on this site, so no email tells you when a calendar stops working or booking pauses: this page and the dashboard are where it shows.",
};
