// Spanish copy of ../home-extra.ts.
import type * as en from "../home-extra";
import type { Translation } from "#common/content/translation.ts";

export const homeExtras: Translation<typeof en.homeExtras> = {
  servicesLinkNote: "sobre nuestros servicios",
  ratingCaption: "Calificación promedio de nuestras familias",
  ageGroup: (ages) => `${ages} años`,
  step: (step) => `Paso ${step}: `,
  comparisonCaption: (coaching, tutoring) => `Comparación entre ${coaching.toLowerCase()} y ${tutoring.toLowerCase()}`,
};
