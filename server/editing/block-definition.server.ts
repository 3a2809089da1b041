import { z } from "zod";
import type { ContentFields } from "#common/editing/site-content.ts";
import { single, type FormValues } from "#common/forms/form-definition.ts";
import { messages } from "#common/forms/rules.ts";
import type { Language } from "#common/languages.ts";

/**
 * One block of the site the owner edits (issue 35; the list: server/editing/blocks.server.ts). Its
 * document holds the shared values once (prices, "Most Popular", links, dates) and the words of
 * each language of the list beside them (`en`, `es`: common/languages.ts). Storage
 * (site-content.server.ts) needs nothing more.
 */
export type BlockDefinition<Doc> = {
  /** Checked on every draft and publish. */
  schema: z.ZodType<Doc>;
  /** Its first version, built from the typed content modules: what the site shows until she publishes. */
  defaults: () => Doc;
  /** Its words in one language: a publish that changes the English words and not the Spanish marks the Spanish "needs updating". */
  words: (document: Doc, language: Language) => unknown;
  /** Whether some words are written in English with none yet in `language` (kept "needs updating" until written); never if absent. */
  missingTranslation?: (document: Doc, language: Language) => boolean;
  /** The back office's editor (/admin/content/:block) as a plain form: the fields of a stored document. */
  fields: (document: Doc) => ContentFields;
  /**
   * The posted form as the document, for the schema to check: the fields to show again beside the
   * errors, and `fieldOf` turning an error's path in the document back into its field.
   */
  read: (posted: FormValues) => { fields: ContentFields; input: unknown; fieldOf: (path: string) => string };
};

/** Words she types: `min` to `max` characters, trimmed. */
export const text = (max: number, min = 1) => {
  const required = z.string({ error: messages.required }).trim().min(1, messages.required);
  return (min > 1 ? required.min(min, messages.minLength(min)) : required).max(max, messages.maxLength(max));
};
export const optional = (max: number) => z.string({ error: messages.required }).trim().max(max, messages.maxLength(max));
export const lines = (min: number, max: number, lineMax: number) => z.array(text(lineMax, 2)).min(min, messages.required).max(max, messages.maxLength(max));

/**
 * The form of a document whose every value is a field named by its path ("videos.1.id",
 * "es.text"), as its defaults lay it out: a yes/no is a checkbox ("on"), the rest is text.
 */
export function pathForm<Doc extends object>(defaults: () => Doc): Pick<BlockDefinition<Doc>, "fields" | "read"> {
  const flatten = (value: unknown, path: string, out: Record<string, unknown>): Record<string, unknown> => {
    if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
    else out[path] = value;
    return out;
  };
  const fields = (document: Doc) => Object.fromEntries(Object.entries(flatten(document, "", {})).map(([name, value]) => [name, typeof value === "boolean" ? (value ? "on" : "") : String(value)]));
  return {
    fields,
    read: (posted) => {
      const template = defaults();
      const posts = Object.fromEntries(Object.keys(fields(template)).map((name) => [name, single(posted, name)]));
      const input = structuredClone(template) as Record<string, unknown>;
      for (const [name, value] of Object.entries(flatten(template, "", {}))) {
        const path = name.split(".");
        const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, input);
        parent[path.at(-1)!] = typeof value === "boolean" ? posts[name] === "on" : posts[name];
      }
      return { fields: posts, input, fieldOf: (path) => path };
    },
  };
}
