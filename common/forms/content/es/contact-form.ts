// Spanish copy of ../contact-form.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/forms/content/contact-form.ts";
import type { Translation } from "#common/content/translation.ts";

/** What the contact form says when it is sent (the spec's messages, in Spanish). */
export const contactMessages: Translation<typeof en.contactMessages> = {
  // review: spec's fixed message ("Validation Error")
  validationTitle: "Error de validación",
  // review: spec's fixed message
  validationText: "Corrija los errores del formulario e inténtelo de nuevo.",
  // review: spec's fixed message ("Message Sent!")
  successTitle: "¡Mensaje enviado!",
  // review: spec's fixed message; "We'll get back to you" rendered as "Le responderemos"
  successText: "Gracias por su mensaje. Le responderemos en un plazo de 24 horas.",
  // review: spec's fixed message
  errorTitle: "Error",
  // review: spec's fixed message ("Failed to send message")
  errorFallback: "No se pudo enviar el mensaje. Inténtelo de nuevo.",
};

/** The contact form on /connect. */
export const contactFormCopy: Translation<typeof en.contactFormCopy> = {
  submitting: "Enviando...",
  submitLabel: "Enviar mensaje",
  labels: {
    first_name: "Nombre",
    last_name: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    child_age: "Edad de su hijo",
    block: "¿En qué podemos ayudarle?",
    message: "Su mensaje",
    hear_about_us: "¿Cómo se enteró de nosotros?",
  },
  placeholders: { child_age: "Elija una edad", block: "Elija un tema", hear_about_us: "Elija una opción" },
  messageHint: "De 10 a 3000 caracteres.",
};
