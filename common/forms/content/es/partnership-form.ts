// Spanish copy of ../partnership-form.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/forms/content/partnership-form.ts";
import type { Translation } from "#common/content/translation.ts";

/** What the partnership inquiry says when it is sent (the spec's messages, in Spanish). */
export const partnershipMessages: Translation<typeof en.partnershipMessages> = {
  // review: spec's fixed message ("Validation Error")
  validationTitle: "Error de validación",
  // review: spec's fixed message
  validationText: "Corrija los errores del formulario e inténtelo de nuevo.",
  // review: spec's fixed message ("Inquiry Sent!")
  successTitle: "¡Consulta enviada!",
  // review: spec's fixed message; "literacy program needs" rendered as "las necesidades de su programa de lectoescritura"
  successText:
    "¡Su consulta sobre una alianza se envió con éxito! Le responderemos en un plazo de 24 a 48 horas para conversar sobre las necesidades de su programa de lectoescritura.",
  // review: spec's fixed message
  errorTitle: "Error",
  // review: spec's fixed message ("Failed to send partnership inquiry")
  errorFallback: "No se pudo enviar la consulta sobre la alianza. Inténtelo de nuevo.",
};

/** The partnership inquiry on /schools. */
export const partnershipFormCopy: Translation<typeof en.partnershipFormCopy> = {
  formLabel: "Consulta sobre alianzas",
  labels: {
    contact_name: "Su nombre",
    email: "Correo electrónico del trabajo",
    organization_name: "Escuela u organización",
    phone: "Teléfono",
    students_count: "Número aproximado de estudiantes o familias",
    message: "Cuéntenos sobre su comunidad y lo que tiene en mente",
  },
  // review: "K-2" rendered as "de kínder a 2.º grado"; "family reading night" as "noche de lectura en familia"
  messagePlaceholder:
    "Por ejemplo: nos encantaría organizar esta primavera una noche de lectura en familia para las familias de kínder a 2.º grado; muchas hablan español en casa.",
  messageHint: "De 10 a 3000 caracteres.",
  submitting: "Enviando consulta...",
  submitLabel: "Enviar consulta sobre alianzas",
  responseNote: "Respondemos cada consulta sobre alianzas en un plazo de 24 a 48 horas.",
  studentsCountHint: "Por ejemplo: unos 250 estudiantes o 40 familias",
};
