// Spanish copy of ../founder-extra.ts.
import type * as en from "../founder-extra";
import type { Translation } from "#common/content/translation.ts";

export const founderStructuredData: Translation<typeof en.founderStructuredData> = {
  knowsAbout: [
    "Lectoescritura familiar",
    "Inglés como segundo idioma (ESL)",
    // review: TESOL kept as the English acronym, explained in Spanish
    "Enseñanza de inglés a hablantes de otros idiomas (TESOL)",
    "Literatura infantil",
    // review: "dialogic reading" rendered as "lectura dialógica", the term used in Spanish-language literacy research
    "Lectura dialógica",
    "Lectura bilingüe en casa",
  ],
};
