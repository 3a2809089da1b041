import { z } from "zod";
import { announcementState } from "#common/editing/announcement-state.ts";
import { businessChecks, contentAdmin } from "#common/editing/content/admin.ts";
import { youtubeIdFrom } from "#common/editing/video-link.ts";
import { messages } from "#common/forms/rules.ts";
import { everyLanguage, languages } from "#common/languages.ts";
import { resolveBusinessSettings, type BusinessSettings } from "#common/settings.ts";
import { checkAddress, loopbackAllowedByEnvironment, type AddressProblem } from "#server/net/addresses.server";
import { optional, pathForm, text, type BlockDefinition } from "./block-definition.server";

/**
 * Two blocks of the owner's site content (server/editing/blocks.server.ts) shown on every page:
 * the business details (what the environment gives until she publishes hers:
 * server/editing/details.server.ts) and the announcement bar. Each editor's field is named by its
 * path in the document ("videos.1.id", "es.text"), so an error comes back under its field.
 */

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

// The environment's values (what the site shows until she publishes, server/editing/details.server.ts):
// the first version in her history, and what the editor starts from.
function businessDefaults(): BusinessDocument {
  let settings: BusinessSettings;
  try {
    settings = resolveBusinessSettings(process.env);
  } catch {
    settings = resolveBusinessSettings({});
  }
  return businessDocument(settings);
}

export const businessBlock: BlockDefinition<BusinessDocument> = {
  schema: businessSchema,
  defaults: businessDefaults,
  // One value for both languages: nothing for the Spanish to fall behind on.
  words: () => null,
  ...pathForm(businessDefaults),
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

const announcementDefaults = (): AnnouncementDocument => ({ on: false, startDate: "", endDate: "", link: "", ...everyLanguage(() => ({ text: "", linkText: "" })) });

export const announcementBlock: BlockDefinition<AnnouncementDocument> = {
  schema: announcementSchema,
  defaults: announcementDefaults,
  words: (document, language) => document[language],
  ...pathForm(announcementDefaults),
};

/** Whether the announcement is shown on `today` (YYYY-MM-DD in the business's zone): on, and between its days, both included. */
export function announcementShown(document: AnnouncementDocument, today: string): boolean {
  return document.on && (document.startDate === "" || document.startDate <= today) && (document.endDate === "" || today <= document.endDate);
}

/** A day as the editor says it: "Thursday, December 24, 2026". */
const longDay = (day: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** Whether the published announcement is on the site `today` (YYYY-MM-DD, the business's zone) and between which days, in the editor's words. */
export function announcementStatus(published: AnnouncementDocument | null, today: string): string {
  const words = contentAdmin.blocks.announcement.status;
  const state = announcementState(published, today);
  switch (state.state) {
    case "none":
      return words.none;
    case "off":
      return words.off;
    case "ended":
      return words.ended(longDay(state.until));
    case "scheduled":
      return state.until ? words.scheduledBetween(longDay(state.from), longDay(state.until)) : words.scheduled(longDay(state.from));
    case "shown":
      if (state.from && state.until) return words.shownBetween(longDay(state.from), longDay(state.until));
      if (state.until) return words.shownUntil(longDay(state.until));
      return state.from ? words.shownSince(longDay(state.from)) : words.shownOpen;
  }
}
