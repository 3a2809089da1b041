import { z } from "zod";
import type * as packagesEn from "#common/editing/content/service-packages.ts";
import packagesByLanguage from "#common/editing/content/service-packages.ts?languages";
import type { ContentFields } from "#common/editing/site-content.ts";
import { single } from "#common/forms/form-definition.ts";
import { messages } from "#common/forms/rules.ts";
import { defaultLanguage, everyLanguage, languages, type Language } from "#common/languages.ts";
import { lines, optional, text, type BlockDefinition } from "./block-definition.server";

// Packages and prices (/services, the home page, structured data, meta descriptions).

/** Whole US dollars, 1 to 20,000. */
export const priceLimits = { min: 1, max: 20_000 } as const;
const price = z
  .number({ error: messages.required })
  .int(messages.pattern)
  .min(priceLimits.min, messages.pattern)
  .max(priceLimits.max, messages.pattern);

export const packageLimits = { name: 80, priceNote: 80, tagline: 160, description: 1000, include: 200, includes: 12, idealFor: 400, duration: 160, addOnDescription: 600 } as const;

const packageWords = z.object({
  name: text(packageLimits.name, 2),
  priceNote: optional(packageLimits.priceNote),
  tagline: text(packageLimits.tagline, 2),
  description: text(packageLimits.description, 10),
  includes: lines(1, packageLimits.includes, packageLimits.include),
  idealFor: text(packageLimits.idealFor, 2),
  duration: text(packageLimits.duration, 2),
});
const addOnWords = z.object({
  name: text(packageLimits.name, 2),
  priceNote: optional(packageLimits.priceNote),
  description: text(packageLimits.addOnDescription, 10),
});

/** The typed content modules' first version, in each language. */
const packageWordsIn = packagesByLanguage as Record<Language, typeof packagesEn>;
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

const packageText = ["name", "priceNote", "tagline", "description", "includes", "idealFor", "duration"] as const;
const addOnText = ["name", "priceNote", "description"] as const;

/** A whole number as typed ("700", "$700", "1,200"); anything else stays text, which the schema refuses. */
function toPrice(text: string): number | string {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d{1,9}$/.test(plain) ? Number(plain) : text;
}

const defaults = (): PackagesDocument => ({
  packages: packagesEnglish.servicePackages.map((pkg, i) => {
    const words = (p: packagesEn.ServicePackage) => ({ name: p.name, priceNote: p.priceNote ?? "", tagline: p.tagline, description: p.description, includes: [...p.includes], idealFor: p.idealFor, duration: p.duration });
    return { id: pkg.id, price: pkg.price, popular: pkg.popular, ...everyLanguage((language) => words(packageWordsIn[language].servicePackages[i]!)) };
  }),
  addOns: packagesEnglish.addOns.map((addOn, i) => {
    const words = (a: packagesEn.ServiceAddOn) => ({ name: a.name, priceNote: a.priceNote ?? "", description: a.description });
    return { id: addOnIds[i]!, price: addOn.price, ...everyLanguage((language) => words(packageWordsIn[language].addOns[i]!)) };
  }),
});

export const packagesBlock: BlockDefinition<PackagesDocument> = {
  schema: packagesSchema,
  defaults,
  words: (document, language) => [document.packages.map((pkg) => pkg[language]), document.addOns.map((addOn) => addOn[language])],
  // "packages.1.price", "packages.1.es.includes" (one line each), "addOns.0.en.name".
  fields: (document) => {
    const fields: ContentFields = {};
    document.packages.forEach((pkg, i) => {
      fields[`packages.${i}.price`] = String(pkg.price);
      fields[`packages.${i}.popular`] = pkg.popular ? "on" : "";
      for (const language of languages) for (const key of packageText) fields[`packages.${i}.${language}.${key}`] = key === "includes" ? pkg[language].includes.join("\n") : pkg[language][key];
    });
    document.addOns.forEach((addOn, i) => {
      fields[`addOns.${i}.price`] = String(addOn.price);
      for (const language of languages) for (const key of addOnText) fields[`addOns.${i}.${language}.${key}`] = addOn[language][key];
    });
    return fields;
  },
  // The packages and add-ons are fixed (their ids are the defaults'): only their values are read.
  read: (posted) => {
    const fields: ContentFields = {};
    for (const name of Object.keys(posted)) if (/^(packages|addOns)\.[\w.]+$/.test(name)) fields[name] = single(posted, name);
    const get = (name: string) => fields[name] ?? "";
    const toLines = (value: string) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    const words = (prefix: string, keys: readonly string[]) =>
      Object.fromEntries(languages.map((language) => [language, Object.fromEntries(keys.map((key) => [key, key === "includes" ? toLines(get(`${prefix}.${language}.${key}`)) : get(`${prefix}.${language}.${key}`)]))]));
    const { packages, addOns } = defaults();
    const input = {
      packages: packages.map((pkg, i) => ({ id: pkg.id, price: toPrice(get(`packages.${i}.price`)), popular: get(`packages.${i}.popular`) === "on", ...words(`packages.${i}`, packageText) })),
      addOns: addOns.map((addOn, i) => ({ id: addOn.id, price: toPrice(get(`addOns.${i}.price`)), ...words(`addOns.${i}`, addOnText) })),
    };
    return { fields, input, fieldOf: (path) => path };
  },
};

/** The packages and add-ons as the price cards take them, in one language. */
export function packagesFor(document: PackagesDocument, language: Language): { packages: packagesEn.ServicePackage[]; addOns: packagesEn.ServiceAddOn[] } {
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
