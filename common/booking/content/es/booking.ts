// Spanish copy of ../booking.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/booking/content/booking.ts";
import type { Translation } from "#common/content/translation.ts";

export const bookingCopy: Translation<typeof en.bookingCopy> = {
  picker: {
    dayLegend: "1. Elija un día",
    caption: (month: string) =>
      `${month}: elija un día con horarios libres`,
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    dayName: (date: string, count: number) =>
      `${date}, ${count === 1 ? "1 horario disponible" : `${count} horarios disponibles`}`,
    noTimesThisMonth: "No quedan horarios libres este mes.",
    nextFreeDay: "El próximo día libre es el",
    noFreeDays:
      "No hay horarios libres en las próximas semanas. Escríbanos y buscaremos uno con usted.",
    timesLegend: (date: string, zone: string) =>
      `2. Elija una hora el ${date} (${zone})`,
    timesLegendNoDay: "2. Elija una hora",
    chooseDayFirst: "Elija un día arriba para ver sus horarios.",
    yourTime: (time: string) => `(${time} en su hora)`,
    zoneNote: (zone: string) => `Los horarios están en ${zone}, donde estamos.`,
    zoneLabel: "Su zona horaria",
    zoneHint: "Le mostraremos también los horarios en su zona.",
    zoneShow: "Ver mis horarios",
    morning: "Mañana",
    afternoon: "Tarde",
    evening: "Noche",
    chosen: "Su llamada:",
    change: "Cambiar",
    changeLabel: "Cambiar el horario",
    detailsHeading: "3. Cuéntenos sobre su familia",
    continue: "Continuar",
  },
  submit: "Reservar mi llamada de orientación",
  submitting: "Reservando...",
  footnote:
    "Llamada gratuita de 15 minutos · Recibirá un correo con una invitación de calendario",
  slotRequired: "Elija un día y una hora para su llamada.",
  phoneRequired: "Escriba el número de teléfono al que debemos llamarle.",
  takenTitle: "Ese horario se acaba de ocupar",
  takenText: (times: string) =>
    `Alguien reservó ese horario hace un momento. Los horarios libres más cercanos son ${times}. Elija uno, por favor.`,
  takenNoneText:
    "Alguien reservó ese horario hace un momento. Elija otro día, por favor.",
  bookedTitle: "¡Su llamada está reservada!",
  bookedText: (when: string) =>
    `Su llamada gratuita de 15 minutos es el ${when}. Le enviamos los detalles por correo con una invitación de calendario.`,
  or: "o",
  zoneInvalid: "Elija su zona horaria de la lista, por favor.",
  manage: {
    title: "Su llamada de orientación",
    metaTitle: "Su llamada de orientación",
    booked: "Su llamada está reservada.",
    when: "Cuándo",
    duration: "15 minutos, gratis.",
    how: "Cómo",
    callVideo: "Por video. Únase con este enlace:",
    callPhone: (phone: string) => `Le llamaremos al ${phone}.`,
    callPhoneNoNumber: "Le llamaremos. Responda a nuestro correo con el mejor número para localizarle.",
    addToCalendar: "Agregar al calendario",
    icsLink: "Apple Calendar u otro (.ics)",
    googleLink: "Google Calendar",
    outlookLink: "Outlook.com",
    opensNewTab: "(se abre en una pestaña nueva)",
    manageHeading: "¿Necesita cambiarla?",
    manageNote: "La dirección de esta página está en su correo: úsela para cambiar o cancelar la llamada hasta 24 horas antes.",
    withWho: "Reservada para",
    reschedule: "Elegir otro horario",
    rescheduleSubmit: "Cambiar mi llamada a este horario",
    moved: (when: string) =>
      `Su llamada se cambió al ${when}. Le enviamos una invitación actualizada.`,
    cancelHeading: "Cancelar la llamada",
    cancelIntro:
      "Si no puede asistir, cancele para que otra familia pueda usar el horario.",
    cancelButton: "Cancelar mi llamada",
    confirmCancel:
      "¿Está seguro? Su llamada se cancelará y le enviaremos un correo de confirmación.",
    confirmCancelButton: "Sí, cancelar mi llamada",
    keepButton: "No, mantener mi llamada",
    cancelled: "Esta llamada está cancelada.",
    cancelledNow:
      "Su llamada está cancelada. Le enviamos un correo de confirmación. Puede reservar de nuevo cuando quiera.",
    bookAgain: "Reservar otra llamada",
    past: "Esta llamada ya tuvo lugar.",
    tooLate: (email: string) =>
      `Faltan menos de 24 horas para la llamada, así que ya no se puede cambiar aquí. Escríbanos a ${email} y le ayudaremos.`,
    notFound:
      "Este enlace no abre ninguna reserva. Puede que un correo más reciente lo haya reemplazado: use el enlace del último que le enviamos.",
    changed: "Esta llamada cambió mientras tanto. Así está ahora.",
    unavailable:
      "Las reservas están en pausa por el momento. Escríbanos y le ayudaremos.",
  },
};

export const bookingEmails: Translation<typeof en.bookingEmails> = {
  greeting: (firstName: string) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  bookedSubject: (when: string) =>
    `Su llamada de orientación está reservada: ${when}`,
  booked: (business: string, when: string) =>
    `Su llamada de orientación gratuita de 15 minutos con ${business} está reservada para el ${when}.`,
  movedSubject: (when: string) =>
    `Su llamada de orientación cambió: ${when}`,
  moved: (when: string) =>
    `Su llamada de orientación es ahora el ${when}.`,
  movedByUs: (when: string) =>
    `Tuvimos que cambiar su llamada de orientación. Ahora es el ${when}. Lamentamos el cambio.`,
  cancelledSubject: (when: string) =>
    `Su llamada de orientación del ${when} está cancelada`,
  cancelled: (when: string) =>
    `Su llamada de orientación del ${when} está cancelada.`,
  cancelledByUs: (when: string) =>
    `Lo sentimos: tuvimos que cancelar su llamada de orientación del ${when}.`,
  ourNote: "Una nota de nuestra parte:",
  bookAgain: (link: string) =>
    `Puede reservar otro horario cuando quiera: ${link}`,
  reminderSubject: (hours: number, when: string) =>
    `Recordatorio: su llamada de orientación es ${hours === 1 ? "en 1 hora" : `en ${hours} horas`} (${when})`,
  reminder: (when: string) =>
    `Le recordamos que su llamada de orientación gratuita es el ${when}.`,
  callVideo: (url: string) => `La llamada es por video. Únase con este enlace: ${url}`,
  callPhone: (phone: string) => `Le llamaremos al ${phone}.`,
  callPhoneNoNumber: "Le llamaremos. Responda a este correo con el mejor número para localizarle.",
  callVideoIntro: "La llamada es por video.",
  joinLabel: "Unirse a la llamada",
  invite:
    "La invitación de calendario de este correo agrega la llamada a su calendario.",
  manage: (link: string) =>
    `Para elegir otro horario o cancelar (hasta 24 horas antes de la llamada): ${link}`,
  manageIntro: "Para elegir otro horario o cancelar (hasta 24 horas antes de la llamada):",
  manageLabel: "Cambiar o cancelar",
  changesClosed:
    "Faltan menos de 24 horas para la llamada, así que ya no se puede cambiar ni cancelar en línea. Si no puede asistir, responda a este correo para avisarnos.",
  view: (link: string) => `La página de su llamada: ${link}`,
  viewLabel: "Ver su llamada",
  contact: (address: string) =>
    `¿Preguntas? Escríbanos a ${address} o simplemente responda a este correo.`,
  signOff: (business: string) => `Con cariño,\nEl equipo de ${business}`,
  why: (business: string) =>
    `Recibe este correo porque se reservó una llamada de orientación con esta dirección en el sitio web de ${business}.`,
  /** The invite's LOCATION when the owner phones the parent (server/booking/invite.server.ts). */
  invitePhoneLocation: "Llamada telefónica",
  inviteSummary: (business: string) => `Llamada de orientación con ${business}`,
  inviteDescription: (when: string, how: string, linkLine: string) =>
    `Llamada de orientación gratuita de 15 minutos, ${when}. ${how} ${linkLine}`,
  phoneLocation: "Llamada telefónica",
};
