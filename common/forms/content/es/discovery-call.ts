// Spanish copy of ../discovery-call.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/forms/content/discovery-call.ts";
import type { Translation } from "#common/content/translation.ts";

/** What the discovery call form says when it is sent (the spec's messages, in Spanish). */
export const discoveryCallMessages: Translation<typeof en.discoveryCallMessages> = {
  // review: spec's fixed message ("Validation Error")
  validationTitle: "Error de validación",
  // review: spec's fixed message
  validationText: "Corrija los errores del formulario e inténtelo de nuevo.",
  // review: spec's fixed message ("Request Sent!")
  successTitle: "¡Solicitud enviada!",
  // review: spec's fixed message ("We'll contact you shortly via email!")
  successText: "Recibimos su solicitud de llamada de orientación. ¡Pronto nos comunicaremos con usted por correo electrónico!",
  // review: spec's fixed message
  errorTitle: "Error",
  // review: spec's fixed message ("Failed to submit request")
  errorFallback: "No se pudo enviar la solicitud. Inténtelo de nuevo.",
};

/** The discovery call form (the dialog and its page). */
export const discoveryCallCopy: Translation<typeof en.discoveryCallCopy> = {
  eyebrow: "Gratis · 15 minutos",
  title: "Reserve una llamada gratuita de 15 minutos",
  // review: "reading life" rendered as "la lectura en su familia"
  description:
    "Una llamada tranquila de 15 minutos sobre su hijo y la lectura en su familia. Es gratis y sin compromiso.",
  pageIntro:
    "Cuéntenos un poco sobre su hijo y sobre lo que le gustaría conversar. Le responderemos por correo electrónico para encontrar un horario que le convenga a su familia.",
  pageIntroBooking: "Elija un horario que le convenga y luego cuéntenos un poco sobre su hijo. El horario es suyo de inmediato.",
  submit: "Solicitar mi llamada de orientación",
  submitting: "Enviando solicitud...",
  footnote: "Llamada gratuita de 15 minutos · Respondemos por correo electrónico",
  labels: {
    parent_name: "Su nombre",
    parent_email: "Correo electrónico",
    parent_phone: "Teléfono",
    child_age: "Edad de su hijo",
    preferred_time: "Mejor horario para la llamada",
    hear_about_us: "¿Cómo se enteró de nosotros?",
    challenges: "¿De qué le gustaría hablar?",
  },
  placeholders: {
    child_age: "Elija una edad",
    preferred_time: "Cualquier horario",
    hear_about_us: "Elija una opción",
    // review: "has become a struggle" rendered as "se ha vuelto una lucha"
    challenges:
      "Por ejemplo: leer antes de dormir se ha vuelto una lucha, o buscamos libros en dos idiomas.",
  },
  loadingTimes: "Cargando los horarios libres…",
  concernsHint: "De 10 a 1000 caracteres.",
  concernsHintOptional: "Hasta 1000 caracteres.",
};
