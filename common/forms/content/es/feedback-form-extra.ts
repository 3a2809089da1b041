// Spanish copy of ../feedback-form-extra.ts (improvementLabels keeps the English keys: they are the values the form sends).
import type * as en from "#common/forms/content/feedback-form-extra.ts";
import type { Translation } from "#common/content/translation.ts";

export const feedbackFormExtras: Translation<typeof en.feedbackFormExtras> = {
  sectionOf: (step, total) => `Sección ${step} de ${total}: `,
  ratingScaleTitle: "Escala de calificación:",
  improvementLabels: {
    "Increased reading frequency": "Leemos con más frecuencia",
    "Better child engagement with books": "Mi hijo se involucra más con los libros",
    // review: the English option is unclear ("Better enjoyment with family values"); rendered as enjoying books that reflect the family's values
    "Better enjoyment with family values": "Disfrutamos más de libros que reflejan nuestros valores familiares",
    "Increased child interest in reading": "Mi hijo muestra más interés por la lectura",
    // review: "encouraging reading discussions" rendered as "conversaciones más alentadoras sobre lo que leemos"
    "More encouraging reading discussions": "Tenemos conversaciones más alentadoras sobre lo que leemos",
    "Growth in vocabulary and language skills": "Mi hijo ha ampliado su vocabulario y sus habilidades de lenguaje",
  },
};
