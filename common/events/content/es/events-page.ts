// Spanish copy of ../events-page.ts.
import type * as en from "#common/events/content/events-page.ts";
import type { Translation } from "#common/content/translation.ts";

export const eventsCopy: Translation<typeof en.eventsCopy> = {
  intro: {
    eyebrow: "Eventos",
    title: "Próximos eventos de lectura en familia",
    intro:
      "Acompáñenos en encuentros llenos de cuentos que celebran los libros, los idiomas y las culturas. Elija un evento en el calendario para ver los detalles.",
  },
  newsletterLabel: "Suscríbase al boletín",
  newTabNote: "(se abre en una pestaña nueva)",
  calendarLabel: "Calendario de eventos",
  previousMonthLabel: "Mes anterior",
  nextMonthLabel: "Mes siguiente",
  listHeading: "Todos los eventos",
  listIntro: "Todos los eventos con todos sus detalles, fáciles de leer en un celular o con un lector de pantalla.",
  upcomingHeading: "Próximos",
  upcomingEmpty: "Pronto habrá eventos nuevos. Suscríbase a nuestro boletín para enterarse antes que nadie.",
  pastHeading: "Eventos pasados",
  typeLabel: "Tipo",
  dateLabel: "Fecha",
  timeLabel: "Hora",
  locationLabel: "Lugar",
  // review: "Get Tickets" rendered as "Consiga sus boletos" (events may be free)
  ticketsLabel: "Consiga sus boletos",
  addToCalendarLabel: "Agregar al calendario",
  closeLabel: "Cerrar",
  today: "(hoy)",
  errorText: "Lo sentimos: esta página no cargó como debía. Inténtelo de nuevo en un momento o vuelva a la página de eventos.",
  backLink: "Volver a la página de eventos",
};
