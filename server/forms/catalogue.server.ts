import * as english from "#common/forms/registry.ts";
import * as spanishTwin from "#common/forms/registry.ts?lang=es";
import { languages, languageOfPath, type Language } from "#common/site-paths.ts";

/**
 * The forms' words in each language, for the server: the registry of app/lib/forms imported twice,
 * in English and as its Spanish twin (`?lang=es`, vite/languages.ts), so every check, title and
 * message comes from that language's content modules. A page's form is answered in the language
 * of the page it came from; the JSON API answers in English.
 */
export type FormCatalogue = typeof english;

const spanish = spanishTwin as FormCatalogue;

export const formCatalogues: Record<Language, FormCatalogue> = { en: english, es: spanish };

// A bundle made without the languages plugin gets the English module under both names: the
// Spanish pages' forms would answer in English. Such a bundle (the API-only server of the
// reliability tests) may still serve English; a Spanish answer from it is refused loudly.
const misbuilt: readonly Language[] = languages.filter((language) => formCatalogues[language].formLanguage.language !== language);

/** The forms' words in `language`. */
export function formCatalogue(language: Language): FormCatalogue {
  if (misbuilt.includes(language)) {
    throw new Error(`forms: the ${language} catalogue is in "${formCatalogues[language].formLanguage.language}" (was the languages Vite plugin left out of this build?)`);
  }
  return formCatalogues[language];
}

/** The language of the page a request was posted to: /es/connect and /es/connect.data are Spanish. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

export type { Language };
