// Spanish copy of ../events-page-extra.ts.
import type * as en from "#common/events/content/events-page-extra.ts";
import type { Translation } from "#common/content/translation.ts";

export const eventsPageExtras: Translation<typeof en.eventsPageExtras> = {
  today: "(hoy)",
  errorText: "Lo sentimos: esta página no cargó como debía. Inténtelo de nuevo en un momento o vuelva a la página de eventos.",
  backLink: "Volver a la página de eventos",
};
