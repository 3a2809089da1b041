import { announcementState } from "#common/editing/announcement-state.ts";
import { businessEditor } from "#common/editing/content/admin-business.ts";
import { single, type FormValues } from "#common/forms/form-definition.ts";
import { everyLanguage, languages } from "#common/languages.ts";
import type { AnnouncementDocument, BusinessDocument } from "./business-blocks.server";
import type { ProgramDocument } from "./program-block.server";

/**
 * The business details', the announcement's and the school program's editors
 * (/admin/content/business, /admin/content/announcement, /admin/content/program,
 * content-forms.server.ts) as plain forms: each field's name is its
 * path in the document ("videos.1.id", "es.text"), so an error comes back under its field.
 */
export type MyBlock = "business" | "announcement" | "program";
type Fields = Record<string, string>;

const businessNames = ["contactEmail", "socialUrl", "socialLabel", "newsletterUrl", "newsletterSubscribeUrl", "newsletterFeedUrl", "founderName", "videos.0.id", "videos.0.title", "videos.1.id", "videos.1.title"] as const;
const announcementNames = ["on", "startDate", "endDate", "link", ...languages.flatMap((language) => [`${language}.text`, `${language}.linkText`])];
const programKeys = ["format", "length", "cost"] as const;
const programNames = languages.flatMap((language) => programKeys.map((key) => `${language}.${key}`));

export function isMyBlock(block: string): block is MyBlock {
  return block === "business" || block === "announcement" || block === "program";
}

export function myDocumentFields(block: MyBlock, document: unknown): Fields {
  if (block === "business") {
    const doc = document as BusinessDocument;
    const fields: Fields = {};
    for (const name of businessNames) {
      const [key, index, part] = name.split(".") as [keyof BusinessDocument, string?, ("id" | "title")?];
      fields[name] = index === undefined ? String(doc[key]) : doc.videos[Number(index)]![part!];
    }
    return fields;
  }
  if (block === "program") {
    const doc = document as ProgramDocument;
    return Object.fromEntries(languages.flatMap((language) => programKeys.map((key) => [`${language}.${key}`, doc[language][key]])));
  }
  const doc = document as AnnouncementDocument;
  return {
    // A new message is shown: the box starts ticked until there are words (then it is what she chose).
    on: doc.on || languages.every((language) => doc[language].text === "") ? "on" : "",
    startDate: doc.startDate,
    endDate: doc.endDate,
    link: doc.link,
    ...Object.fromEntries(languages.flatMap((language) => [[`${language}.text`, doc[language].text], [`${language}.linkText`, doc[language].linkText]])),
  };
}

export function myDocumentFromFields(block: MyBlock, posted: FormValues): { fields: Fields; input: unknown; fieldOf: (path: string) => string } {
  const names: readonly string[] = block === "business" ? businessNames : block === "program" ? programNames : announcementNames;
  const fields: Fields = Object.fromEntries(names.map((name) => [name, single(posted, name)]));
  const get = (name: string) => fields[name] ?? "";
  if (block === "program") return { fields, input: everyLanguage((language) => Object.fromEntries(programKeys.map((key) => [key, get(`${language}.${key}`)]))), fieldOf: (path) => path };
  const input =
    block === "business"
      ? {
          ...Object.fromEntries(businessNames.filter((name) => !name.startsWith("videos.")).map((name) => [name, get(name)])),
          videos: [0, 1].map((i) => ({ id: get(`videos.${i}.id`), title: get(`videos.${i}.title`) })),
        }
      : {
          on: get("on") === "on",
          startDate: get("startDate"),
          endDate: get("endDate"),
          link: get("link"),
          ...everyLanguage((language) => ({ text: get(`${language}.text`), linkText: get(`${language}.linkText`) })),
        };
  return { fields, input, fieldOf: (path) => path };
}

/** A day as the editor says it: "Thursday, December 24, 2026". */
const longDay = (day: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** Whether the published announcement is on the site `today` (YYYY-MM-DD, the business's zone) and between which days, in the editor's words. */
export function announcementStatus(published: AnnouncementDocument | null, today: string): string {
  const words = businessEditor.announcement.status;
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
