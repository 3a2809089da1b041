// Spanish copy of ../structured-data.ts.
import type * as en from "../structured-data";
import type { Translation } from "#common/content/translation.ts";

export const structuredData: Translation<typeof en.structuredData> = {
  founderJobTitle: "Fundadora y coach de lectoescritura familiar",
  // review: "ESL" kept as "inglés como segundo idioma (ESL)", the term US schools use with families
  founderDescription: "Educadora certificada de inglés como segundo idioma (ESL) y coach de lectoescritura familiar.",
};
