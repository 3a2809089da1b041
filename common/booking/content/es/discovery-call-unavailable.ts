// Spanish copy of ../discovery-call-unavailable.ts.
import type * as en from "#common/booking/content/discovery-call-unavailable.ts";
import type { Translation } from "#common/content/translation.ts";

export const discoveryCallUnavailable: Translation<typeof en.discoveryCallUnavailable> = {
  title: "Reserve una llamada gratuita de 15 minutos",
  description: "El formulario de reserva no cargó. Revise su conexión y vuelva a cargar la página.",
  writeToUs: "También puede escribirnos a",
  orUseForm: "o usar el formulario de nuestra",
  connectLink: "página de contacto",
  end: ".",
  emailSubject: "Llamada de orientación",
};
