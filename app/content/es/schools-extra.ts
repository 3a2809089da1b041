// Spanish copy of ../schools-extra.ts.
import type * as en from "../schools-extra";
import type { Translation } from "#common/content/translation.ts";

export const schoolsExtras: Translation<typeof en.schoolsExtras> = {
  step: (step) => `Paso ${step}: `,
  preferEmail: "¿Prefiere el correo electrónico? Escríbanos a",
  serviceType: "Evento de lectoescritura familiar para escuelas, bibliotecas y organizaciones comunitarias",
  areaServed: "Estados Unidos",
};
