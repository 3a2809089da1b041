/**
 * The back office's words for the business details and the announcement bar (issue 35), in
 * English like the rest of the back office: the editors' labels and the checks under the fields.
 */
export const businessChecks = {
  https: "Must be a full link starting with https://",
  /** The checks of a link's address (server/net/addresses.server.ts), in her words. */
  credentials: "Must not contain a user name or password",
  host: "The part after https:// must be a web address such as example.com: only letters, digits, hyphens and dots, up to the first /",
  private: "Must be a public web address: this one leads to a private network or to the site’s own computer",
  unknownHost: "Must be a whole web address, such as www.example.com",
  email: "Must be an email address, such as hello@example.com",
  youtubeId: "Must be a YouTube video’s link (youtu.be/…, youtube.com/watch?v=… or youtube.com/shorts/…) or its 11-character ID",
  date: "Must be a date such as 2026-12-24",
  dateOrder: "Must be on or after the first day",
  textWithLink: "Write the words of the link too",
};

export const businessEditor = {
  business: {
    title: "Business details",
    description: "Your contact email, social page, newsletter and videos, and the founder’s name: shown on every page and in the emails the site sends.",
    page: "/connect",
    contactEmail: "Contact email",
    contactEmailHint: "Shown on every page, used as the sender of the site’s emails, and told of every new message.",
    socialUrl: "Social page link",
    socialLabel: "Name of the social site",
    socialLabelHint: "For example Instagram or Facebook.",
    newsletterUrl: "Newsletter link",
    newsletterSubscribeUrl: "Newsletter sign-up page",
    newsletterFeedUrl: "Newsletter feed (RSS) link",
    newsletterFeedHint: "The News page lists the newest articles from it.",
    founderName: "Founder’s name",
    video: (n: number) => `Research video ${n}`,
    videoId: "YouTube video",
    videoIdHint: "Paste the video’s link, as YouTube’s Share button gives it (youtu.be/…), or its 11-character ID. Shorts links work too.",
    videoTitle: "Video title",
  },
  announcement: {
    title: "Announcement bar",
    description: "A short message at the top of every page, such as a holiday break. Visitors can close it.",
    page: "/",
    on: "Show the announcement",
    startDate: "First day shown (optional)",
    endDate: "Last day shown (optional)",
    datesHint: "Both days included, in your business’s time. Leave both empty to show it until you turn it off.",
    link: "Link (optional)",
    linkHint: "A full link starting with https://, the same in both languages.",
    text: "Message",
    linkText: "Words of the link",
    /** Where the published announcement stands today (common/editing/announcement-state.ts), above the editor. */
    status: {
      none: "Not on the site: no message is published.",
      off: "Not on the site: “Show the announcement” is off.",
      shownOpen: "On the site now, until you turn it off.",
      shownUntil: (until: string) => `On the site now, until the end of ${until}.`,
      shownBetween: (from: string, until: string) => `On the site now: from ${from} to ${until}, both days included.`,
      shownSince: (from: string) => `On the site now, since ${from}, until you turn it off.`,
      scheduled: (from: string) => `Not on the site yet: it shows from ${from} until you turn it off.`,
      scheduledBetween: (from: string, until: string) => `Not on the site yet: it shows from ${from} to ${until}, both days included.`,
      ended: (until: string) => `No longer on the site: its last day was ${until}.`,
    },
    /** After a publish or a restore: the status above says whether it shows. */
    saved: { published: "Your announcement is published.", restored: "That version of your announcement is published again." } as Record<string, string>,
  },
  program: {
    title: "The Magic Reading Room at a glance",
    format: "Format",
    formatHint: "What happens at the event, where and for whom.",
    length: "Length",
    lengthHint: "How long it lasts, or how you settle it with the school.",
    cost: "Cost",
    costHint: "What it costs, or how to ask about it. Say only what you will stand by.",
  },
};
