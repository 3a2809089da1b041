// Spanish copy of ../booking-guard.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/booking/content/booking-guard.ts";
import type { Translation } from "#common/content/translation.ts";

export const bookingGuardCopy: Translation<typeof en.bookingGuardCopy> = {
  addressHasCallTitle: "Ya tiene una llamada reservada",
  addressHasCallText:
    "Ya hay una llamada de orientación reservada con este correo electrónico, así que no reservamos otra. Le enviamos a esa dirección el enlace para verla, cambiarla o cancelarla.",
  clientOverCapTitle: "Demasiadas reservas hoy",
  clientOverCapText: (email: string) =>
    `Hoy se reservaron varias llamadas desde esta conexión, así que no podemos reservar otra ahora. Inténtelo de nuevo mañana o escríbanos a ${email}.`,
};

export const bookingGuardEmails: Translation<typeof en.bookingGuardEmails> = {
  linkAgainSubject: "El enlace de su llamada de orientación",
  linkAgain: (when: string) =>
    `Alguien (probablemente usted) intentó reservar otra llamada de orientación con este correo electrónico. Ya tiene una, el ${when}, así que no se reservó nada nuevo.`,
  linkAgainIgnore: "Si no fue usted, puede ignorar este correo: su llamada sigue igual.",
};
