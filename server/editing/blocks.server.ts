import { z } from "zod";
import * as faqEn from "#common/editing/content/faq.ts";
import * as faqEs from "#common/editing/content/es/faq.ts";
import * as packagesEn from "#common/editing/content/service-packages.ts";
import * as packagesEs from "#common/editing/content/es/service-packages.ts";
import { messages } from "#common/forms/rules.ts";
import type { SiteLanguage } from "#common/editing/site-content.ts";
import { announcementBlock, businessBlock } from "./business-blocks.server";
import { programBlock } from "./program-block.server";

/**
 * The blocks of the site the owner edits (issue 35), one definition each: its document's schema
 * (checked on every draft and publish), its first version built from the typed content modules
 * (what the site shows until she publishes), and its words in one language (a publish that
 * changes the English words and not the Spanish marks the Spanish "needs updating").
 *
 * A document holds the shared values once (prices, "Most Popular", links, dates) and the words of
 * each language beside them (`en`, `es`). To add a block: its schema, defaults and words here, and
 * its name in `siteBlocks`; storage (site-content.server.ts) needs nothing more.
 */
export type BlockDefinition<Doc> = {
  schema: z.ZodType<Doc>;
  defaults: () => Doc;
  words: (document: Doc, language: SiteLanguage) => unknown;
  /** Words written in English with no Spanish yet (kept "needs updating" until written or accepted); none if absent. */
  missingSpanish?: (document: Doc) => boolean;
};

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

const packageIds = packagesEn.servicePackages.map((pkg) => pkg.id);
const addOnIds = ["strategy-session", "additional-child"] as const;

export const packagesSchema = z.object({
  packages: z
    .array(z.object({ id: z.enum(packageIds as [packagesEn.ServicePackageId, ...packagesEn.ServicePackageId[]]), price, popular: z.boolean(), en: packageWords, es: packageWords }))
    .refine((list) => list.length === packageIds.length && list.every((pkg, i) => pkg.id === packageIds[i]), messages.pattern),
  addOns: z
    .array(z.object({ id: z.enum(addOnIds), price, en: addOnWords, es: addOnWords }))
    .refine((list) => list.length === addOnIds.length && list.every((addOn, i) => addOn.id === addOnIds[i]), messages.pattern),
});
export type PackagesDocument = z.infer<typeof packagesSchema>;

const packagesBlock: BlockDefinition<PackagesDocument> = {
  schema: packagesSchema,
  defaults: () => ({
    packages: packagesEn.servicePackages.map((pkg, i) => {
      const es = packagesEs.servicePackages[i]!;
      const words = (p: typeof pkg | typeof es) => ({ name: p.name, priceNote: p.priceNote ?? "", tagline: p.tagline, description: p.description, includes: [...p.includes], idealFor: p.idealFor, duration: p.duration });
      return { id: pkg.id, price: pkg.price, popular: pkg.popular, en: words(pkg), es: words(es) };
    }),
    addOns: packagesEn.addOns.map((addOn, i) => {
      const es = packagesEs.addOns[i]!;
      const words = (a: typeof addOn | typeof es) => ({ name: a.name, priceNote: a.priceNote ?? "", description: a.description });
      return { id: addOnIds[i]!, price: addOn.price, en: words(addOn), es: words(es) };
    }),
  }),
  words: (document, language) => [document.packages.map((pkg) => pkg[language]), document.addOns.map((addOn) => addOn[language])],
};

// ---- Frequently asked questions (/faq, and the home page's selection in its structured data) ----

export const faqLimits = { items: 40, question: 200, paragraph: 1500, paragraphs: 6 } as const;

const faqWords = z.object({ question: text(5, faqLimits.question), answer: lines(1, faqLimits.paragraphs, faqLimits.paragraph) });
/**
 * The Spanish of a question: the same words, or none yet (question and answer both empty): a
 * question written in English only is published, marked "Spanish needs updating", and left off
 * the Spanish page until its Spanish is written.
 */
const faqSpanish = z
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
        en: faqWords,
        es: faqSpanish,
      }),
    )
    .max(faqLimits.items, messages.maxLength(faqLimits.items))
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, messages.pattern),
});
export type FaqDocument = z.infer<typeof faqSchema>;

const faqBlock: BlockDefinition<FaqDocument> = {
  schema: faqSchema,
  defaults: () => ({
    items: faqEn.faqItems.map((item, i) => {
      const es = faqEs.faqItems[i]!;
      return { id: item.id, hidden: false, home: true, en: { question: item.question, answer: [...item.answer] }, es: { question: es.question, answer: [...es.answer] } };
    }),
  }),
  // By question, whatever their order; a question with no Spanish yet is no Spanish words.
  words: (document, language) =>
    document.items
      .filter((item) => item[language].question !== "")
      .map((item) => [item.id, item[language]] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  missingSpanish: (document) => document.items.some((item) => item.es.question === ""),
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
