// Spanish copy of ../emails.ts (same exports, same shapes; checked by the type Translation<>).
// The types (EmailKind, VisitorConfirmationCopy, EmailCopy) are shared from the English module.
// The owner's notification is sent in English whatever the page's language; its Spanish texts are kept
// here only so the module has the same shape.
import type * as en from "#common/email/content/emails.ts";
import type { Translation } from "#common/content/translation.ts";

export const emailCopy: Translation<typeof en.emailCopy> = {
  owner: {
    // review: the subject reads "Nuevo aviso de Ana P.: mensaje" so the kind names need no gender agreement
    subject: (kind, shortName) => `Nuevo aviso de ${shortName}: ${emailCopy.owner.kindNames[kind]}`,
    kindNames: {
      "discovery-call": "solicitud de llamada de orientación",
      contact: "mensaje",
      partnership: "consulta sobre alianzas",
      feedback: "comentarios",
    },
    didWhat: {
      "discovery-call": "solicitó una llamada de orientación gratuita",
      contact: "envió un mensaje",
      partnership: "envió una consulta sobre alianzas",
      feedback: "dejó sus comentarios",
    },
    intro: (kind, name) => `${name} ${emailCopy.owner.didWhat[kind]} a través del sitio web.`,
    received: (time, zone) => `Recibido: ${time} (${zone}).`,
    fieldsHeading: "Lo que envió",
    open: "Abrirlo en la administración",
    replyHint: (name) => `Responda a este correo para contestarle directamente a ${name}.`,
    bookedCall: {
      subject: (shortName, when) => `Llamada de orientación reservada: ${shortName}, ${when}`,
      intro: (name) => `${name} reservó una llamada de orientación gratuita a través del sitio web.`,
      bookedFor: (when) => `Reservada para el ${when}.`,
      parentZone: "Su zona horaria",
      join: "Unirse a la llamada",
      joinText: (url) => `Unirse a la llamada: ${url}`,
      phone: (number) => `Llamarle: ${number}`,
    },
  },
  visitor: {
    greeting: "Hola:",
    kinds: {
      "discovery-call": {
        subject: (business) => `Su llamada de orientación gratuita con ${business}`,
        received:
          "Gracias por solicitar una llamada de orientación gratuita de 15 minutos. Recibimos su solicitud.",
        next: "Le responderemos en un plazo de 24 horas para acordar un horario que le convenga.",
        form: "el formulario de llamada de orientación",
      },
      contact: {
        subject: (business) => `Recibimos su mensaje - ${business}`,
        received: "Gracias por su mensaje. Lo recibimos sin problema.",
        next: "Le responderemos en un plazo de 24 horas.",
        form: "el formulario de contacto",
      },
      partnership: {
        subject: (business) => `Su consulta sobre alianzas - ${business}`,
        received:
          "Gracias por pensar en nosotros para su escuela u organización. Recibimos su consulta.",
        // review: "your readers" rendered as "sus lectores" (the school's or library's children and families)
        form: "el formulario de alianzas",
        next:
          "Le responderemos en un plazo de 24 a 48 horas para conversar sobre lo que más podría ayudar a sus lectores.",
      },
      feedback: {
        subject: (business) => `Gracias por sus comentarios - ${business}`,
        received: "Gracias por tomarse el tiempo de contarnos cómo le fue. Recibimos sus comentarios.",
        form: "el formulario de comentarios",
        next: "Leemos cada palabra. Nos ayuda a hacerlo mejor para su familia y para otras familias.",
      },
    },
    // review: "It came through the contact form on …" rendered as "Llegó por … el …"
    receivedAt: (form, time) => `Llegó por ${form} el ${time}.`,
    notRepeated: "Por su privacidad, este correo no repite lo que se escribió en el formulario.",
    // review: "Warmly" rendered as "Con cariño" (a warm but common sign-off)
    signOff: (business) => `Con cariño,\nEl equipo de ${business}`,
    contact: (address) =>
      `¿Tiene preguntas mientras tanto? Escríbanos a ${address} o simplemente responda a este correo.`,
    // review: legal-ish wording of why this email was sent
    why: (business) =>
      `Recibe este único correo porque esta dirección se ingresó en un formulario del sitio web de ${business}. Si no fue usted, puede ignorarlo.`,
  },
  test: {
    subject: (business) => `Correo de prueba del sitio web de ${business}`,
    // review: the time is written by the server in English format, so it follows "enviado:" rather than a Spanish date phrase
    body: (business, time) =>
      `Este es un correo de prueba del sitio web de ${business} (enviado: ${time}). Si puede leerlo, el envío de correos está configurado.`,
  },
};
