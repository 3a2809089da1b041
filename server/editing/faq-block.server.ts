import { z } from "zod";
import type * as faqEn from "#common/editing/content/faq.ts";
import faqByLanguage from "#common/editing/content/faq.ts?languages";
import type { ContentFields } from "#common/editing/site-content.ts";
import { single } from "#common/forms/form-definition.ts";
import { messages } from "#common/forms/rules.ts";
import { defaultLanguage, everyLanguage, languages, type Language } from "#common/languages.ts";
import { lines, optional, text, type BlockDefinition } from "./block-definition.server";

// Frequently asked questions (/faq, and the home page's selection in its structured data).

export const faqLimits = { items: 40, question: 200, paragraph: 1500, paragraphs: 6 } as const;

const faqWords = z.object({ question: text(faqLimits.question, 5), answer: lines(1, faqLimits.paragraphs, faqLimits.paragraph) });
/**
 * A question in another language than English (Spanish): the same words, or none yet (question and
 * answer both empty): a question written in English only is published, marked "Spanish needs
 * updating", and left off the Spanish page until its Spanish is written.
 */
const faqTranslation = z
  .object({ question: optional(faqLimits.question), answer: z.array(text(faqLimits.paragraph, 2)).max(faqLimits.paragraphs, messages.maxLength(faqLimits.paragraphs)) })
  .superRefine((words, ctx) => {
    if (words.question === "" && words.answer.length === 0) return;
    if (words.question === "") ctx.addIssue({ code: "custom", path: ["question"], message: messages.required });
    else if (words.question.length < 5) ctx.addIssue({ code: "custom", path: ["question"], message: messages.minLength(5) });
    if (words.answer.length === 0) ctx.addIssue({ code: "custom", path: ["answer"], message: messages.required });
  });

export const faqSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, messages.pattern),
        /** Hidden: kept in the list, shown nowhere. */
        hidden: z.boolean(),
        /** Among the home page's questions (its structured data). */
        home: z.boolean(),
        ...everyLanguage((language) => (language === defaultLanguage ? faqWords : faqTranslation)),
      }),
    )
    .max(faqLimits.items, messages.maxLength(faqLimits.items))
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, messages.pattern),
});
export type FaqDocument = z.infer<typeof faqSchema>;

/** The typed content modules' first version, in each language. */
const faqWordsIn = faqByLanguage as Record<Language, typeof faqEn>;

/** How many questions the fields hold (the FAQ editor's rows). */
function faqRowCount(fields: ContentFields): number {
  let n = 0;
  while (`items.${n}.id` in fields) n++;
  return n;
}

const faqIdFrom = (question: string, taken: Set<string>) => {
  const base =
    question
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .slice(0, 50)
      .replace(/^-+|-+$/g, "") || "question";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
};

export const faqBlock: BlockDefinition<FaqDocument> = {
  schema: faqSchema,
  defaults: () => ({
    items: faqWordsIn[defaultLanguage].faqItems.map((item, i) => ({
      id: item.id,
      hidden: false,
      home: true,
      ...everyLanguage((language) => ({ question: faqWordsIn[language].faqItems[i]!.question, answer: [...faqWordsIn[language].faqItems[i]!.answer] })),
    })),
  }),
  // By question, whatever their order; a question with no Spanish yet is no Spanish words.
  words: (document, language) =>
    document.items
      .filter((item) => item[language].question !== "")
      .map((item) => [item.id, item[language]] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  missingTranslation: (document, language) => document.items.some((item) => item[language].question === ""),
  // "items.3.es.answer": an answer's paragraphs are separated by an empty line.
  fields: (document) => {
    const fields: ContentFields = {};
    document.items.forEach((item, i) => {
      fields[`items.${i}.id`] = item.id;
      fields[`items.${i}.position`] = String(i + 1);
      fields[`items.${i}.hidden`] = item.hidden ? "on" : "";
      fields[`items.${i}.home`] = item.home ? "on" : "";
      for (const language of languages) {
        fields[`items.${i}.${language}.question`] = item[language].question;
        fields[`items.${i}.${language}.answer`] = item[language].answer.join("\n\n");
      }
    });
    return fields;
  },
  // Each row kept unless "remove" is ticked, in the order of the positions typed, and a new question
  // (at its position, else last) when its English or Spanish question is filled in.
  read: (posted) => {
    const fields: ContentFields = {};
    for (const name of Object.keys(posted)) if (/^items\.[\w.]+$/.test(name)) fields[name] = single(posted, name);
    const get = (name: string) => fields[name] ?? "";
    const toParagraphs = (value: string) =>
      value
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
        .filter(Boolean);
    const rows: { row: string; position: number; index: number }[] = [];
    const count = faqRowCount(fields);
    for (let i = 0; i < count; i++) {
      if (get(`items.${i}.remove`) === "on") continue;
      // A box left empty keeps the question where it is (Number("") would be 0: the top).
      const box = get(`items.${i}.position`).trim();
      const typed = Number(box);
      const position = box !== "" && Number.isFinite(typed) ? typed : i + 1;
      // A question moved to 3 lands before the one that was 3rd when moved up, after it when moved down.
      rows.push({ row: String(i), position: position + Math.sign(position - (i + 1)) * 0.5, index: i });
    }
    if (languages.some((language) => get(`items.new.${language}.question`).trim() !== "")) {
      const typed = Number(get("items.new.position"));
      rows.push({ row: "new", position: get("items.new.position").trim() !== "" && Number.isFinite(typed) ? typed - 0.5 : Number.MAX_SAFE_INTEGER, index: count });
    }
    rows.sort((a, b) => a.position - b.position || a.index - b.index);
    const taken = new Set(rows.filter((r) => r.row !== "new").map((r) => get(`items.${r.row}.id`)));
    const item = (row: string) => ({
      id: row === "new" ? faqIdFrom(languages.map((language) => get(`items.new.${language}.question`)).find((question) => question !== "") ?? "", taken) : get(`items.${row}.id`),
      hidden: get(`items.${row}.hidden`) === "on",
      home: get(`items.${row}.home`) === "on",
      ...(Object.fromEntries(languages.map((language: Language) => [language, { question: get(`items.${row}.${language}.question`), answer: toParagraphs(get(`items.${row}.${language}.answer`)) }])) as Record<Language, unknown>),
    });
    return {
      fields,
      input: { items: rows.map((r) => item(r.row)) },
      fieldOf: (path) => path.replace(/^items\.(\d+)/, (_, k: string) => `items.${rows[Number(k)]?.row ?? k}`),
    };
  },
};

/**
 * The questions shown (hidden ones left out), in her order, in one language; `home`: only the home
 * page's selection. A question with no Spanish yet is on the English page only.
 */
export function faqFor(document: FaqDocument, language: Language, { home = false } = {}): faqEn.FaqItem[] {
  return document.items
    .filter((item) => !item.hidden && (!home || item.home) && item[language].question !== "")
    .map((item) => ({ id: item.id, question: item[language].question, answer: item[language].answer }));
}
