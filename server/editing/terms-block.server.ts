import { z } from "zod";
import type * as termsEn from "#common/editing/content/payment-terms.ts";
import termsByLanguage from "#common/editing/content/payment-terms.ts?languages";
import { everyLanguage, type Language } from "#common/languages.ts";
import { pathForm, text, type BlockDefinition } from "./block-definition.server";

/**
 * The terms' payment and refund section (/terms-of-service, section 8) in every language of the
 * list (issue 43): one text per language, its paragraphs separated by a blank line. A block of the
 * owner's site content (server/editing/blocks.server.ts); its first version is the content module
 * common/editing/content/payment-terms.ts and its Spanish twin. Its editor
 * (app/editing/admin/terms-fields.tsx) names each field by its path ("es.text").
 */
export const termsLimits = { text: 4000 } as const;

const termsWords = z.object({ text: text(termsLimits.text, 10) });

export const termsSchema = z.object(everyLanguage(() => termsWords));
export type TermsDocument = z.infer<typeof termsSchema>;

const termsDefaults = (): TermsDocument => everyLanguage((language) => ({ ...(termsByLanguage as Record<Language, typeof termsEn>)[language].paymentTerms }));

export const termsBlock: BlockDefinition<TermsDocument> = {
  schema: termsSchema,
  defaults: termsDefaults,
  words: (document, language) => document[language],
  ...pathForm(termsDefaults),
};
