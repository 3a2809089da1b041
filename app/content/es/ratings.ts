// Spanish copy of ../ratings.ts.
import type * as en from "../ratings";
import type { Translation } from "#common/content/translation.ts";

export const ratingLabels: Translation<typeof en.ratingLabels> = {
  outOf: (value, max) => `${value} de ${max}`,
  rated: (value, max) => `Calificación: ${value} de ${max}`,
};
