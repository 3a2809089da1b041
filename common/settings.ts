import { z } from "zod";
import { businessDefaults } from "./business-defaults.ts";
import { isHostName } from "./web-address.ts";

/**
 * Business settings: the one place that names the brand. Values may be overridden by
 * environment variables; they are validated when the site is built (the values are baked
 * into pages and the browser bundle) and again when the server starts.
 */
export { businessDefaults };

export type BusinessSettings = {
  name: string;
  founderName: string;
  contactEmail: string;
  socialUrl: string;
  socialLabel: string;
  newsletterUrl: string;
  newsletterSubscribeUrl: string;
  newsletterFeedUrl: string;
  siteUrl: string;
  videos: { id: string; title: string }[];
};

/** The host of a URL that parses, as the URL parser gives it ("" when it does not parse). */
function hostOf(value: string): string {
  try {
    return new URL(value).hostname;
  } catch {
    return "";
  }
}

const httpUrl = z
  .string()
  .trim()
  .url("must be a full URL such as https://example.com")
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  // Parsed, never pasted: the host is a host name (letters, digits, hyphens, dots) or an IP
  // address; `https://news.example.com,script-src/` parses, and its comma would reach a header.
  .refine((value) => isHostName(hostOf(value)), "must have a host name of letters, digits, hyphens and dots, such as example.com");
/** The feed the server reads (server/net/fetch.server.ts reads https only). */
const httpsUrl = httpUrl.refine((value) => /^https:\/\//.test(value), "must start with https:// (the server reads feeds over https only)");
const text = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");
const youtubeId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video ID");

/** Environment variable name -> schema. Names are part of the README's configuration table. */
export const businessEnvSchema = z.object({
  BUSINESS_NAME: text.optional(),
  FOUNDER_NAME: text.optional(),
  CONTACT_EMAIL: z.string().trim().email("must be an email address").optional(),
  SOCIAL_URL: httpUrl.optional(),
  SOCIAL_LABEL: text.optional(),
  NEWSLETTER_URL: httpUrl.optional(),
  NEWSLETTER_SUBSCRIBE_URL: httpUrl.optional(),
  NEWSLETTER_FEED_URL: httpsUrl.optional(),
  SITE_URL: httpUrl.optional(),
  VIDEO_1_ID: youtubeId.optional(),
  VIDEO_1_TITLE: text.optional(),
  VIDEO_2_ID: youtubeId.optional(),
  VIDEO_2_TITLE: text.optional(),
});

export class SettingsError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "SettingsError";
  }
}

/** Formats zod issues as "VARIABLE: message" lines so a bad value names its variable. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** Treats empty strings as unset, as `.env` files commonly leave them. */
export function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== "") out[key] = value;
  }
  return out;
}

export function resolveBusinessSettings(env: Record<string, string | undefined>): BusinessSettings {
  const parsed = businessEnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new SettingsError(formatIssues(parsed.error));
  const e = parsed.data;
  const d = businessDefaults;
  return {
    name: e.BUSINESS_NAME ?? d.name,
    founderName: e.FOUNDER_NAME ?? d.founderName,
    contactEmail: e.CONTACT_EMAIL ?? d.contactEmail,
    socialUrl: e.SOCIAL_URL ?? d.socialUrl,
    socialLabel: e.SOCIAL_LABEL ?? d.socialLabel,
    newsletterUrl: e.NEWSLETTER_URL ?? d.newsletterUrl,
    newsletterSubscribeUrl: e.NEWSLETTER_SUBSCRIBE_URL ?? d.newsletterSubscribeUrl,
    newsletterFeedUrl: e.NEWSLETTER_FEED_URL ?? d.newsletterFeedUrl,
    siteUrl: (e.SITE_URL ?? d.siteUrl).replace(/\/+$/, ""),
    videos: [
      { id: e.VIDEO_1_ID ?? d.videos[0].id, title: e.VIDEO_1_TITLE ?? d.videos[0].title },
      { id: e.VIDEO_2_ID ?? d.videos[1].id, title: e.VIDEO_2_TITLE ?? d.videos[1].title },
    ],
  };
}
