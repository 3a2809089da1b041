// Spanish copy of ../sessions.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/booking/content/sessions.ts";
import type { Translation } from "#common/content/translation.ts";
import { bookingCopy, bookingEmails } from "./booking.ts";

export function sessionEmails(name: string, minutes: number): ReturnType<typeof en.sessionEmails> {
  return {
    ...bookingEmails,
    bookedSubject: (when) => `Su sesión está reservada: ${name}, ${when}`,
    booked: (business, when) => `Su sesión de ${minutes} minutos con ${business}, ${name}, está reservada para el ${when}.`,
    movedSubject: (when) => `Su sesión cambió: ${name}, ${when}`,
    moved: (when) => `Su sesión, ${name}, es ahora el ${when}.`,
    movedByUs: (when) => `Tuvimos que cambiar su sesión, ${name}. Ahora es el ${when}. Lamentamos el cambio.`,
    cancelledSubject: (when) => `Su sesión del ${when} está cancelada`,
    cancelled: (when) => `Su sesión, ${name}, del ${when} está cancelada.`,
    cancelledByUs: (when) => `Lo sentimos: tuvimos que cancelar su sesión, ${name}, del ${when}.`,
    bookAgain: (link) => `La sesión sigue siendo suya: puede reservarla en otro horario desde la página de su paquete: ${link}`,
    reminderSubject: (hours, when) => `Recordatorio: su sesión es ${hours === 1 ? "en 1 hora" : `en ${hours} horas`} (${when})`,
    reminder: (when) => `Le recordamos que su sesión, ${name}, es el ${when}.`,
    callVideo: (url) => `La sesión es por video. Únase con este enlace: ${url}`,
    callVideoIntro: "La sesión es por video.",
    joinLabel: "Unirse a la sesión",
    invite: "La invitación de calendario de este correo agrega la sesión a su calendario.",
    manage: (link) => `Para elegir otro horario o cancelar (hasta 24 horas antes de la sesión): ${link}`,
    manageIntro: "Para elegir otro horario o cancelar (hasta 24 horas antes de la sesión):",
    changesClosed:
      "Faltan menos de 24 horas para la sesión, así que ya no se puede cambiar ni cancelar en línea y, según nuestras condiciones, cuenta como usada. Si surgió algo, responda a este correo.",
    view: (link) => `La página de su sesión: ${link}`,
    viewLabel: "Ver su sesión",
    why: (business) => `Recibe este correo porque se reservó una sesión de un paquete comprado con esta dirección en el sitio web de ${business}.`,
    inviteSummary: (business) => `${name} con ${business}`,
    inviteDescription: (when, how, linkLine) => `${name}, ${minutes} minutos, ${when}. ${how} ${linkLine}`,
  };
}

export function sessionManage(name: string, minutes: number): ReturnType<typeof en.sessionManage> {
  return {
    ...bookingCopy.manage,
    title: name,
    metaTitle: "Su sesión",
    booked: "Su sesión está reservada.",
    duration: `${minutes} minutos, parte de su paquete.`,
    manageNote: "Cambie o cancele la sesión aquí hasta 24 horas antes. Si la cancela a tiempo, puede reservarla de nuevo.",
    nowOn: (when) => `Su sesión es ahora el ${when}.`,
    confirmMoveHeading: "¿Cambiar su sesión?",
    backToCall: "Volver a su sesión",
    rescheduleSubmit: "Cambiar mi sesión a este horario",
    moved: (when) => `Su sesión se cambió al ${when}. Le enviamos una invitación actualizada.`,
    cancelHeading: "Cancelar la sesión",
    cancelIntro: "Si la cancela al menos 24 horas antes, la sesión sigue siendo suya para reservarla en otro horario.",
    cancelButton: "Cancelar mi sesión",
    confirmCancel: "¿Está seguro? Su sesión se cancelará y le enviaremos un correo de confirmación. Puede reservarla de nuevo desde la página de su paquete.",
    confirmCancelButton: "Sí, cancelar mi sesión",
    keepButton: "No, mantener mi sesión",
    cancelled: "Esta sesión está cancelada.",
    cancelledNow: "Su sesión está cancelada. Le enviamos un correo de confirmación. Puede reservarla de nuevo desde la página de su paquete.",
    bookAgain: "Volver a su paquete",
    past: "Esta sesión ya tuvo lugar.",
    tooLate: (email) =>
      `Faltan menos de 24 horas para la sesión, así que ya no se puede cambiar aquí y, según nuestras condiciones, cuenta como usada. Si surgió algo, escríbanos a ${email}.`,
    changed: "Esta sesión cambió mientras tanto. Así está ahora.",
  };
}

export const sessionBookingCopy: Translation<typeof en.sessionBookingCopy> = {
  metaTitle: "Elija un horario para su sesión",
  heading: (name: string) => `Elija un horario: ${name}`,
  length: (minutes: number) => `${minutes} minutos, parte de su paquete.`,
  confirmHeading: "¿Reservar este horario?",
  confirmSubmit: "Reservar mi sesión",
  otherTime: "Elegir otro horario",
  backToOrder: "Volver a su paquete",
  bookedTitle: "¡Su sesión está reservada!",
  bookedText: (when: string) => `Su sesión es el ${when}. Le enviamos los detalles por correo con una invitación de calendario.`,
  notBookable: "Esta sesión no se puede reservar desde aquí: ya está reservada o su paquete no está pagado.",
  unavailable: "Las reservas están en pausa por el momento. Escríbanos y buscaremos un horario juntos.",
  taken: "Alguien acaba de reservar ese horario. Elija otro, por favor.",
  slotRequired: "Elija un horario, por favor.",
  refunded: "Esta sesión fue reembolsada, así que ya no se puede reservar. Si quiere hablarlo, responda a nuestro último correo.",
};
