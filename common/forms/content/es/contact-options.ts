// Spanish copy of ../contact-options.ts (the keys are the form's values: unchanged).
import type * as en from "#common/forms/content/contact-options.ts";
import type { Translation } from "#common/content/translation.ts";

export const contactOptionLabels: Translation<typeof en.contactOptionLabels> = {
  childAge: (years) => (years === 1 ? "1 año" : `${years} años`),
  hearAboutUs: {
    "search-engine": "Un buscador de internet",
    instagram: "Instagram",
    facebook: "Facebook",
    "school-or-library": "La escuela o la biblioteca de mi hijo",
    "local-parent-group": "Un grupo de padres de mi comunidad",
    substack: "Nuestro boletín en Substack",
    event: "Un evento de lectura",
    friend: "Un amigo o un familiar",
    other: "Otro",
  },
  inquiryTopics: {
    // review: program names translated ("Cimientos", "Exploradores", "Aventureros"); keep them in line with the other Spanish pages if those name the blocks
    foundations: "Cimientos (de 3 a 5 años)",
    explorers: "Exploradores (de 6 a 8 años)",
    adventurers: "Aventureros (de 9 a 12 años)",
    general: "Pregunta general",
  },
};
