// Spanish copy of ../events-page-extra.ts.
import type * as en from "../events-page-extra";
import type { Translation } from "../translation";

export const eventsPageExtras: Translation<typeof en.eventsPageExtras> = {
  today: "(hoy)",
  errorText: "Lo sentimos: esta página no cargó como debía. Inténtelo de nuevo en un momento o vuelva a la página de eventos.",
  backLink: "Volver a la página de eventos",
};
