import type * as english from "#common/forms/registry.ts";
import byLanguage from "#common/forms/registry.ts?languages";
import { defaultLanguage, languages, type Language } from "#common/languages.ts";

/**
 * The forms' words in each language, for the server: the registry of common/forms imported once per
 * language of the list (`?languages`, vite/languages.ts), so every check, title and message comes
 * from that language's content modules. A page's form is answered in the language of the page it
 * came from (`requestLanguage`, common/languages.ts); the JSON API answers in the default language.
 */
export type FormCatalogue = typeof english;

export const formCatalogues = byLanguage as Readonly<Record<Language, FormCatalogue>>;

/** The JSON API's (English). */
export const defaultCatalogue: FormCatalogue = formCatalogues[defaultLanguage];

// A bundle made without the languages plugin gets the English module under every name: another
// language's pages would answer in English. Such a bundle (the API-only server of the reliability
// tests) may still serve English; an answer in another language from it is refused loudly.
const misbuilt: readonly Language[] = languages.filter((language) => formCatalogues[language].formLanguage.language !== language);

/** The forms' words in `language`. */
export function formCatalogue(language: Language): FormCatalogue {
  if (misbuilt.includes(language)) {
    throw new Error(`forms: the ${language} catalogue is in "${formCatalogues[language].formLanguage.language}" (was the languages Vite plugin left out of this build?)`);
  }
  return formCatalogues[language];
}

export type { Language };
