import { z } from "zod";
import { businessChecks } from "#common/editing/content/admin-business.ts";
import { youtubeIdFrom } from "#common/editing/video-link.ts";
import { messages } from "#common/forms/rules.ts";
import { everyLanguage, languages } from "#common/languages.ts";
import { resolveBusinessSettings, type BusinessSettings } from "#common/settings.ts";
import { checkAddress, loopbackAllowedByEnvironment, type AddressProblem } from "#server/net/addresses.server";
import type { BlockDefinition } from "./block-definition.server";

/**
 * Two blocks of the owner's site content (server/editing/blocks.server.ts) shown on every page:
 * the business details (what the environment gives until she publishes hers:
 * server/editing/details.server.ts) and the announcement bar.
 */

const text = (max: number) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
const optional = (max: number) => z.string({ error: messages.required }).trim().max(max, messages.maxLength(max));
/** What each refusal of server/net/addresses.server.ts tells her. */
const linkChecks: Record<AddressProblem, string> = {
  "not-a-link": businessChecks.https,
  scheme: businessChecks.https,
  credentials: businessChecks.credentials,
  host: businessChecks.host,
  private: businessChecks.private,
  "unknown-host": businessChecks.unknownHost,
};
/**
 * A link she gives: the rules the server's fetcher keeps for every address she gives it to read
 * (the newsletter's feed is read by the server; the others are links visitors follow, held to the
 * same rules): https only, no user name or password, a host name or a public IP address. Checked
 * on the parsed URL, with her words for each problem.
 */
const https = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(500, messages.maxLength(500))
  .superRefine((value, ctx) => {
    const checked = checkAddress(value, { allowLoopback: loopbackAllowedByEnvironment() });
    if (!checked.ok) ctx.addIssue({ code: "custom", message: linkChecks[checked.problem] });
    else if (/[\s"'<>]/.test(value)) ctx.addIssue({ code: "custom", message: businessChecks.https });
  });
/** An address a mailto: link takes as it is (no "?", "&", "#", spaces or commas to break it). */
const email = z.string({ error: messages.required }).trim().min(1, messages.required).max(254, messages.maxLength(254)).pipe(z.email(businessChecks.email));
/** A video: its id, or any link YouTube gives for it (youtu.be/…, watch?v=…, /shorts/…), stored as the id. */
const youtubeId = z
  .string({ error: messages.required })
  .trim()
  .transform((pasted, ctx) => {
    const id = youtubeIdFrom(pasted);
    if (id === null) ctx.addIssue({ code: "custom", message: pasted === "" ? messages.required : businessChecks.youtubeId });
    return id ?? pasted;
  });

export const businessSchema = z.object({
  contactEmail: email,
  socialUrl: https,
  socialLabel: text(40),
  newsletterUrl: https,
  newsletterSubscribeUrl: https,
  newsletterFeedUrl: https,
  founderName: text(100),
  videos: z.tuple([z.object({ id: youtubeId, title: text(200) }), z.object({ id: youtubeId, title: text(200) })]),
});
export type BusinessDocument = z.infer<typeof businessSchema>;

/** The details the owner edits, out of the whole settings. */
export function businessDocument(settings: BusinessSettings): BusinessDocument {
  const { contactEmail, socialUrl, socialLabel, newsletterUrl, newsletterSubscribeUrl, newsletterFeedUrl, founderName, videos } = settings;
  return { contactEmail, socialUrl, socialLabel, newsletterUrl, newsletterSubscribeUrl, newsletterFeedUrl, founderName, videos: [{ ...videos[0]! }, { ...videos[1]! }] };
}

export const businessBlock: BlockDefinition<BusinessDocument> = {
  schema: businessSchema,
  // The environment's values (what the site shows until she publishes, server/editing/details.server.ts):
  // the first version in her history, and what the editor starts from.
  defaults: () => {
    let settings: BusinessSettings;
    try {
      settings = resolveBusinessSettings(process.env);
    } catch {
      settings = resolveBusinessSettings({});
    }
    return businessDocument(settings);
  },
  // One value for both languages: nothing for the Spanish to fall behind on.
  words: () => null,
};

/** A day as the owner picks it: YYYY-MM-DD, a real date. */
const day = z
  .string({ error: messages.required })
  .trim()
  .refine((value) => {
    if (value === "") return true;
    const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    // "2026-02-30" parses as March 2: only a day that comes back the same is real.
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, businessChecks.date);

const announcementWords = z.object({ text: optional(160), linkText: optional(40) });

export const announcementSchema = z
  .object({
    on: z.boolean(),
    /** First and last day shown, both included, in the business's zone; "" for no bound. */
    startDate: day,
    endDate: day,
    /** "" for none; one link for both languages. */
    link: z.union([z.literal(""), https]),
    ...everyLanguage(() => announcementWords),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: businessChecks.dateOrder });
    for (const language of languages) {
      // Shown: every language needs its words (and the link its words, when there is a link).
      if (value.on && value[language].text === "") ctx.addIssue({ code: "custom", path: [language, "text"], message: messages.required });
      if (value.link && value[language].linkText === "") ctx.addIssue({ code: "custom", path: [language, "linkText"], message: businessChecks.textWithLink });
    }
  });
export type AnnouncementDocument = z.infer<typeof announcementSchema>;

export const announcementBlock: BlockDefinition<AnnouncementDocument> = {
  schema: announcementSchema,
  defaults: () => ({ on: false, startDate: "", endDate: "", link: "", ...everyLanguage(() => ({ text: "", linkText: "" })) }),
  words: (document, language) => document[language],
};

/** Whether the announcement is shown on `today` (YYYY-MM-DD in the business's zone): on, and between its days, both included. */
export function announcementShown(document: AnnouncementDocument, today: string): boolean {
  return document.on && (document.startDate === "" || document.startDate <= today) && (document.endDate === "" || today <= document.endDate);
}
