import { single, type FormValues } from "#common/forms/form-definition.ts";
import { everyLanguage, languages } from "#common/languages.ts";
import type { AnnouncementDocument, BusinessDocument } from "./business-blocks.server";

/**
 * The business details' and the announcement's editors (/admin/content/business and
 * /admin/content/announcement, content-forms.server.ts) as plain forms: each field's name is its
 * path in the document ("videos.1.id", "es.text"), so an error comes back under its field.
 */
export type MyBlock = "business" | "announcement";
type Fields = Record<string, string>;

const businessNames = ["contactEmail", "socialUrl", "socialLabel", "newsletterUrl", "newsletterSubscribeUrl", "newsletterFeedUrl", "founderName", "videos.0.id", "videos.0.title", "videos.1.id", "videos.1.title"] as const;
const announcementNames = ["on", "startDate", "endDate", "link", ...languages.flatMap((language) => [`${language}.text`, `${language}.linkText`])];

export function isMyBlock(block: string): block is MyBlock {
  return block === "business" || block === "announcement";
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
  const doc = document as AnnouncementDocument;
  return {
    on: doc.on ? "on" : "",
    startDate: doc.startDate,
    endDate: doc.endDate,
    link: doc.link,
    ...Object.fromEntries(languages.flatMap((language) => [[`${language}.text`, doc[language].text], [`${language}.linkText`, doc[language].linkText]])),
  };
}

export function myDocumentFromFields(block: MyBlock, posted: FormValues): { fields: Fields; input: unknown; fieldOf: (path: string) => string } {
  const names: readonly string[] = block === "business" ? businessNames : announcementNames;
  const fields: Fields = Object.fromEntries(names.map((name) => [name, single(posted, name)]));
  const get = (name: string) => fields[name] ?? "";
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
