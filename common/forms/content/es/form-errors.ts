// Spanish copy of ../form-errors.ts: what the server answers on a Spanish page's form when it
// cannot take it as sent.
import type * as en from "#common/forms/content/form-errors.ts";
import type { Translation } from "#common/content/translation.ts";

export const requestMessages: Translation<typeof en.requestMessages> = {
  // review: "desde su página en nuestro sitio" for "from its page" (a form sent some other way)
  wrongType: "Envíe el formulario desde su página en nuestro sitio.",
  unreadable: "No pudimos leer los datos del formulario. Actualice la página e inténtelo de nuevo.",
  tooLarge: "Este envío es demasiado largo. Acorte su mensaje e inténtelo de nuevo.",
};

export const antiBotMessages: Translation<typeof en.antiBotMessages> = {
  // review: spec's fixed message; "actividad automatizada" for "bot activity" (a parent may not know the word "bot")
  bot: "Envío rechazado: se detectó actividad automatizada",
  // review: spec's fixed message; "revisar sus respuestas" for "review your submission"
  tooFast: "Tómese un momento para revisar sus respuestas",
  // review: spec's fixed message
  sessionExpired: "La sesión expiró. Actualice la página e inténtelo de nuevo",
  // review: spec's fixed message
  tooFewInteractions: "Complete el formulario antes de enviarlo",
  // review: spec's fixed message ("Form session expired"); "por inactividad" makes clear why the form expired
  idle: "El formulario expiró por inactividad. Actualice la página e inténtelo de nuevo",
};

export const rateLimitMessages: Translation<typeof en.rateLimitMessages> = {
  // review: spec's fixed messages ("Too many attempts. Please wait n seconds/minutes before trying again."), singular for 1
  blocked: (seconds) =>
    `Demasiados intentos. Espere ${seconds} ${seconds === 1 ? "segundo" : "segundos"} antes de volver a intentarlo.`,
  justBlocked: (minutes) =>
    `Demasiados intentos. Espere ${minutes} ${minutes === 1 ? "minuto" : "minutos"} antes de volver a intentarlo.`,
};
