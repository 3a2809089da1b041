/** The back office's traffic report (issue 14): /admin/traffic, counted without cookies. */
export const trafficAdmin = {
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
