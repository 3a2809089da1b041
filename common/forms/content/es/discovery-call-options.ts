// Spanish copy of ../discovery-call-options.ts (the keys are the form's values: unchanged).
import type * as en from "#common/forms/content/discovery-call-options.ts";
import type { Translation } from "#common/content/translation.ts";

export const discoveryCallOptionLabels: Translation<typeof en.discoveryCallOptionLabels> = {
  childAge: {
    // review: "Expecting" rendered as "Esperamos un bebé" (the parent speaking, as in "I'm flexible")
    expecting: "Esperamos un bebé",
    "0-6months": "0-6 meses",
    "6-12months": "6-12 meses",
    "1-2years": "1-2 años",
    "2-3years": "2-3 años",
    "3-4years": "3-4 años",
    "4-5years": "4-5 años",
    "5-6years": "5-6 años",
    "6-8years": "6-8 años",
    "8-10years": "8-10 años",
    "10-12years": "10-12 años",
    multiple: "Más de un hijo",
  },
  preferredTime: {
    // review: "EST" given as "hora del Este", the usual Spanish name for US Eastern Time
    "morning-weekday": "Entre semana, por la mañana (9 a. m.-12 p. m., hora del Este)",
    "afternoon-weekday": "Entre semana, por la tarde (12 p. m.-5 p. m., hora del Este)",
    "evening-weekday": "Entre semana, por la noche (5 p. m.-8 p. m., hora del Este)",
    "weekend-morning": "Fin de semana, por la mañana (9 a. m.-12 p. m., hora del Este)",
    "weekend-afternoon": "Fin de semana, por la tarde (12 p. m.-5 p. m., hora del Este)",
    flexible: "Tengo un horario flexible",
  },
  hearAboutUs: {
    instagram: "Instagram",
    facebook: "Facebook",
    "local-parent-group": "Un grupo de padres de mi comunidad",
    substack: "Nuestro boletín en Substack",
    "word-of-mouth": "Me lo recomendaron",
    friend: "Un amigo o una amiga",
    other: "Otro",
  },
};
