import { z } from "zod";
import type * as faqEn from "#common/editing/content/faq.ts";
import faqByLanguage from "#common/editing/content/faq.ts?languages";
import type * as packagesEn from "#common/editing/content/service-packages.ts";
import packagesByLanguage from "#common/editing/content/service-packages.ts?languages";
import { messages } from "#common/forms/rules.ts";
import { defaultLanguage, everyLanguage, otherLanguages, type Language as SiteLanguage } from "#common/languages.ts";
import type { BlockDefinition } from "./block-definition.server";
import { announcementBlock, businessBlock } from "./business-blocks.server";
import { programBlock } from "./program-block.server";

const text = (min: number, max: number) => z.string({ error: messages.required }).trim().min(1, messages.required).min(min, messages.minLength(min)).max(max, messages.maxLength(max));
const optional = (max: number) => z.string({ error: messages.required }).trim().max(max, messages.maxLength(max));
/** Whole US dollars, 1 to 20,000. */
export const priceLimits = { min: 1, max: 20_000 } as const;
const price = z
  .number({ error: messages.required })
  .int(messages.pattern)
  .min(priceLimits.min, messages.pattern)
  .max(priceLimits.max, messages.pattern);
const lines = (min: number, max: number, lineMax: number) =>
  z
    .array(text(2, lineMax))
    .min(min, messages.required)
    .max(max, messages.maxLength(max));

// ---- Packages and prices (/services, the home page, structured data, meta descriptions) ----

export const packageLimits = { name: 80, priceNote: 80, tagline: 160, description: 1000, include: 200, includes: 12, idealFor: 400, duration: 160, addOnDescription: 600 } as const;

const packageWords = z.object({
  name: text(2, packageLimits.name),
  priceNote: optional(packageLimits.priceNote),
  tagline: text(2, packageLimits.tagline),
  description: text(10, packageLimits.description),
  includes: lines(1, packageLimits.includes, packageLimits.include),
  idealFor: text(2, packageLimits.idealFor),
  duration: text(2, packageLimits.duration),
});
const addOnWords = z.object({
  name: text(2, packageLimits.name),
  priceNote: optional(packageLimits.priceNote),
  description: text(10, packageLimits.addOnDescription),
});

/** The typed content modules' first versions, in each language. */
const packageWordsIn = packagesByLanguage as Record<SiteLanguage, typeof packagesEn>;
const faqWordsIn = faqByLanguage as Record<SiteLanguage, typeof faqEn>;
const packagesEnglish = packageWordsIn[defaultLanguage];

const packageIds = packagesEnglish.servicePackages.map((pkg) => pkg.id);
const addOnIds = ["strategy-session", "additional-child"] as const;

export const packagesSchema = z.object({
  packages: z
    .array(z.object({ id: z.enum(packageIds as [packagesEn.ServicePackageId, ...packagesEn.ServicePackageId[]]), price, popular: z.boolean(), ...everyLanguage(() => packageWords) }))
    .refine((list) => list.length === packageIds.length && list.every((pkg, i) => pkg.id === packageIds[i]), messages.pattern),
  addOns: z
    .array(z.object({ id: z.enum(addOnIds), price, ...everyLanguage(() => addOnWords) }))
    .refine((list) => list.length === addOnIds.length && list.every((addOn, i) => addOn.id === addOnIds[i]), messages.pattern),
});
export type PackagesDocument = z.infer<typeof packagesSchema>;

const packagesBlock: BlockDefinition<PackagesDocument> = {
  schema: packagesSchema,
  defaults: () => ({
    packages: packagesEnglish.servicePackages.map((pkg, i) => {
      const words = (p: packagesEn.ServicePackage) => ({ name: p.name, priceNote: p.priceNote ?? "", tagline: p.tagline, description: p.description, includes: [...p.includes], idealFor: p.idealFor, duration: p.duration });
      return { id: pkg.id, price: pkg.price, popular: pkg.popular, ...everyLanguage((language) => words(packageWordsIn[language].servicePackages[i]!)) };
    }),
    addOns: packagesEnglish.addOns.map((addOn, i) => {
      const words = (a: packagesEn.ServiceAddOn) => ({ name: a.name, priceNote: a.priceNote ?? "", description: a.description });
      return { id: addOnIds[i]!, price: addOn.price, ...everyLanguage((language) => words(packageWordsIn[language].addOns[i]!)) };
    }),
  }),
  words: (document, language) => [document.packages.map((pkg) => pkg[language]), document.addOns.map((addOn) => addOn[language])],
};

// ---- Frequently asked questions (/faq, and the home page's selection in its structured data) ----

export const faqLimits = { items: 40, question: 200, paragraph: 1500, paragraphs: 6 } as const;

const faqWords = z.object({ question: text(5, faqLimits.question), answer: lines(1, faqLimits.paragraphs, faqLimits.paragraph) });
/**
 * A question in another language than English (Spanish): the same words, or none yet (question and
 * answer both empty): a question written in English only is published, marked "Spanish needs
 * updating", and left off the Spanish page until its Spanish is written.
 */
const faqTranslation = z
  .object({ question: optional(faqLimits.question), answer: z.array(text(2, faqLimits.paragraph)).max(faqLimits.paragraphs, messages.maxLength(faqLimits.paragraphs)) })
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

const faqBlock: BlockDefinition<FaqDocument> = {
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
};

/** Every block, by name. */
export const siteBlocks = {
  packages: packagesBlock,
  faq: faqBlock,
  business: businessBlock,
  announcement: announcementBlock,
  program: programBlock,
};

export type SiteBlock = keyof typeof siteBlocks;
export type BlockDocument<B extends SiteBlock> = ReturnType<(typeof siteBlocks)[B]["defaults"]>;

export function isSiteBlock(name: string): name is SiteBlock {
  return Object.hasOwn(siteBlocks, name);
}

/**
 * A stored document with words in every language of the list: a language added to the list after
 * it was published has no words in it yet, and gets the default language's (what its pages show
 * until the owner writes them), so the published document still passes its block's schema.
 */
export function withEveryLanguage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEveryLanguage);
  if (!value || typeof value !== "object") return value;
  const object: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withEveryLanguage(item)]));
  const words = object[defaultLanguage];
  if (words && typeof words === "object") for (const language of otherLanguages) object[language] ??= structuredClone(words);
  return object;
}

// ---- What a public page in one language shows ----

/** The packages and add-ons as the price cards take them, in one language. */
export function packagesFor(document: PackagesDocument, language: SiteLanguage): { packages: packagesEn.ServicePackage[]; addOns: packagesEn.ServiceAddOn[] } {
  return {
    packages: document.packages.map((pkg) => {
      const { priceNote, ...words } = pkg[language];
      return { id: pkg.id, price: pkg.price, popular: pkg.popular, ...words, ...(priceNote ? { priceNote } : {}) };
    }),
    addOns: document.addOns.map((addOn) => {
      const { priceNote, ...words } = addOn[language];
      return { price: addOn.price, ...words, ...(priceNote ? { priceNote } : {}) };
    }),
  };
}

/**
 * The questions shown (hidden ones left out), in her order, in one language; `home`: only the home
 * page's selection. A question with no Spanish yet is on the English page only.
 */
export function faqFor(document: FaqDocument, language: SiteLanguage, { home = false } = {}): faqEn.FaqItem[] {
  return document.items
    .filter((item) => !item.hidden && (!home || item.home) && item[language].question !== "")
    .map((item) => ({ id: item.id, question: item[language].question, answer: item[language].answer }));
}
