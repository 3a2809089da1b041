/**
 * The business's built-in settings, before any environment variable overrides them
 * (common/settings.ts checks and resolves them). Kept apart from that module, which needs zod,
 * so that the browser's code can read them (common/business.ts) without it.
 */
export const businessDefaults = {
  name: "Kindred Pages",
  founderName: "Elena Brooks",
  contactEmail: "hello@kindredpagesreading.com",
  socialUrl: "https://www.instagram.com/kindredpagesreading",
  socialLabel: "Instagram",
  newsletterUrl: "https://kindredpages.substack.com",
  newsletterSubscribeUrl: "https://kindredpages.substack.com/subscribe",
  newsletterFeedUrl: "https://kindredpages.substack.com/feed",
  siteUrl: "https://www.kindredpagesreading.com",
  videos: [
    { id: "WO-CB2nsqTA", title: "The Science of Early Childhood Development" },
    { id: "m_5u8-QSh6A", title: "Serve and Return: How Everyday Moments Build a Child's Brain" },
  ],
} as const;
