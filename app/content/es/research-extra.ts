// Spanish copy of ../research-extra.ts.
import type * as en from "../research-extra";
import type { Translation } from "#common/content/translation.ts";

export const researchExtras: Translation<typeof en.researchExtras> = {
  summaryEyebrow: "Resumen de la investigación",
  nextStudy: "Siguiente estudio",
  moreResearch: "Más investigaciones",
  errorText: "Lo sentimos: esta página no cargó como debía. Inténtelo de nuevo en un momento o vuelva a la página de investigación.",
  backLink: "Volver a la página de investigación",
};
