import { z } from "zod";
import type * as packagesEn from "#common/editing/content/service-packages.ts";
import packagesByLanguage from "#common/editing/content/service-packages.ts?languages";
import type { ContentFields } from "#common/editing/site-content.ts";
import { single } from "#common/forms/form-definition.ts";
import { messages } from "#common/forms/rules.ts";
import { defaultLanguage, everyLanguage, languages, type Language } from "#common/languages.ts";
import { isAppointmentLength } from "#common/booking/appointment-types.ts";
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
/** A session's length: whole minutes, 15 to 240 in steps of 5 (an appointment type's). */
const minutes = z.number({ error: messages.required }).refine(isAppointmentLength, messages.pattern);
export const sessionLimits = { name: 80 } as const;
const sessionWords = z.object({ name: text(sessionLimits.name, 2) });
const session = z.object({ id: z.string(), minutes, ...everyLanguage(() => sessionWords) });

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

const documentSchema = z.object({
  packages: z
    .array(
      z.object({
        id: z.enum(packageIds as [packagesEn.ServicePackageId, ...packagesEn.ServicePackageId[]]),
        price,
        popular: z.boolean(),
        // The sessions that come with it (issue 43), as its first version lists them: their names and lengths are hers.
        sessions: z.array(session),
        ...everyLanguage(() => packageWords),
      }),
    )
    .refine((list) => list.length === packageIds.length && list.every((pkg, i) => pkg.id === packageIds[i]), messages.pattern)
    .refine((list) => list.every((pkg) => sameIds(pkg.sessions, packagesEnglish.packageSessions[pkg.id])), messages.pattern),
  addOns: z
    .array(z.object({ id: z.enum(addOnIds), price, ...everyLanguage(() => addOnWords) }))
    .refine((list) => list.length === addOnIds.length && list.every((addOn, i) => addOn.id === addOnIds[i]), messages.pattern),
  /** The session the strategy add-on adds. */
  strategySession: session.refine((value) => value.id === packagesEnglish.strategySession.id, messages.pattern),
});

const sameIds = (list: readonly { id: string }[], expected: readonly { id: string }[]) => list.length === expected.length && list.every((item, i) => item.id === expected[i]!.id);

/**
 * A version published before the packages had sessions (issue 43) has none, and no strategy
 * session: it reads, and restores, with their first version, so nothing she published is lost.
 */
function withSessions(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const document = value as { packages?: unknown; strategySession?: unknown };
  const first = defaults();
  const packages = Array.isArray(document.packages)
    ? document.packages.map((pkg: unknown) => {
        if (!pkg || typeof pkg !== "object" || "sessions" in pkg) return pkg;
        const own = first.packages.find((item) => item.id === (pkg as { id?: unknown }).id);
        return own ? { ...pkg, sessions: own.sessions } : pkg;
      })
    : document.packages;
  return { ...document, packages, strategySession: document.strategySession ?? first.strategySession };
}

export const packagesSchema = z.preprocess(withSessions, documentSchema);
export type PackagesDocument = z.infer<typeof documentSchema>;

const packageText = ["name", "priceNote", "tagline", "description", "includes", "idealFor", "duration"] as const;
const sessionOf = (byLanguage: (language: Language) => packagesEn.PackageSession) => ({ id: byLanguage(defaultLanguage).id, minutes: byLanguage(defaultLanguage).minutes, ...everyLanguage((language) => ({ name: byLanguage(language).name })) });
const addOnText = ["name", "priceNote", "description"] as const;

/** A whole number as typed ("700", "$700", "1,200"); anything else stays text, which the schema refuses. */
function toPrice(text: string): number | string {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d{1,9}$/.test(plain) ? Number(plain) : text;
}

const defaults = (): PackagesDocument => ({
  packages: packagesEnglish.servicePackages.map((pkg, i) => {
    const words = (p: packagesEn.ServicePackage) => ({ name: p.name, priceNote: p.priceNote ?? "", tagline: p.tagline, description: p.description, includes: [...p.includes], idealFor: p.idealFor, duration: p.duration });
    const sessions = packagesEnglish.packageSessions[pkg.id].map((_, j) => sessionOf((language) => packageWordsIn[language].packageSessions[pkg.id][j]!));
    return { id: pkg.id, price: pkg.price, popular: pkg.popular, sessions, ...everyLanguage((language) => words(packageWordsIn[language].servicePackages[i]!)) };
  }),
  addOns: packagesEnglish.addOns.map((addOn, i) => {
    const words = (a: packagesEn.ServiceAddOn) => ({ name: a.name, priceNote: a.priceNote ?? "", description: a.description });
    return { id: addOnIds[i]!, price: addOn.price, ...everyLanguage((language) => words(packageWordsIn[language].addOns[i]!)) };
  }),
  strategySession: sessionOf((language) => packageWordsIn[language].strategySession),
});

export const packagesBlock: BlockDefinition<PackagesDocument> = {
  schema: packagesSchema,
  defaults,
  words: (document, language) => [
    document.packages.map((pkg) => [pkg[language], pkg.sessions.map((item) => item[language])]),
    document.addOns.map((addOn) => addOn[language]),
    document.strategySession[language],
  ],
  // "packages.1.price", "packages.1.es.includes" (one line each), "addOns.0.en.name".
  fields: (document) => {
    const fields: ContentFields = {};
    document.packages.forEach((pkg, i) => {
      fields[`packages.${i}.price`] = String(pkg.price);
      fields[`packages.${i}.popular`] = pkg.popular ? "on" : "";
      for (const language of languages) for (const key of packageText) fields[`packages.${i}.${language}.${key}`] = key === "includes" ? pkg[language].includes.join("\n") : pkg[language][key];
      pkg.sessions.forEach((item, j) => sessionFields(fields, `packages.${i}.sessions.${j}`, item));
    });
    sessionFields(fields, "strategySession", document.strategySession);
    document.addOns.forEach((addOn, i) => {
      fields[`addOns.${i}.price`] = String(addOn.price);
      for (const language of languages) for (const key of addOnText) fields[`addOns.${i}.${language}.${key}`] = addOn[language][key];
    });
    return fields;
  },
  // The packages and add-ons are fixed (their ids are the defaults'): only their values are read.
  read: (posted) => {
    const fields: ContentFields = {};
    for (const name of Object.keys(posted)) if (/^(packages|addOns|strategySession)\.[\w.]+$/.test(name)) fields[name] = single(posted, name);
    const get = (name: string) => fields[name] ?? "";
    const toLines = (value: string) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    const words = (prefix: string, keys: readonly string[]) =>
      Object.fromEntries(languages.map((language) => [language, Object.fromEntries(keys.map((key) => [key, key === "includes" ? toLines(get(`${prefix}.${language}.${key}`)) : get(`${prefix}.${language}.${key}`)]))]));
    const { packages, addOns, strategySession } = defaults();
    const sessionAt = (prefix: string, id: string) => ({ id, minutes: toPrice(get(`${prefix}.minutes`)), ...words(prefix, ["name"]) });
    const input = {
      packages: packages.map((pkg, i) => ({
        id: pkg.id,
        price: toPrice(get(`packages.${i}.price`)),
        popular: get(`packages.${i}.popular`) === "on",
        sessions: pkg.sessions.map((item, j) => sessionAt(`packages.${i}.sessions.${j}`, item.id)),
        ...words(`packages.${i}`, packageText),
      })),
      addOns: addOns.map((addOn, i) => ({ id: addOn.id, price: toPrice(get(`addOns.${i}.price`)), ...words(`addOns.${i}`, addOnText) })),
      strategySession: sessionAt("strategySession", strategySession.id),
    };
    return { fields, input, fieldOf: (path) => path };
  },
};

/** A session's fields: its length, and its name in each language. */
function sessionFields(fields: ContentFields, prefix: string, item: PackagesDocument["strategySession"]) {
  fields[`${prefix}.minutes`] = String(item.minutes);
  for (const language of languages) fields[`${prefix}.${language}.name`] = item[language].name;
}

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
