// Spanish copy of ../testimonials-carousel.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/testimonials/content/testimonials-carousel.ts";
import type { Translation } from "#common/content/translation.ts";

export type { TestimonialsCarouselCopy } from "#common/testimonials/content/testimonials-carousel.ts";

export const testimonialsCarousel: Translation<typeof en.testimonialsCarousel> = {
  label: "Lo que dicen las familias",
  stripLabel: "Testimonios (desplácese hacia los lados para ver más)",
  showing: (position, count) => `Testimonio ${position} de ${count}`,
  countWithoutScript: (count) =>
    `${count} testimonios: desplácese hacia los lados o elija un punto para leer cada uno`,
  slideLabel: (position, count) => `${position} de ${count}`,
  previous: "Testimonio anterior",
  next: "Testimonio siguiente",
  show: (position) => `Mostrar el testimonio ${position}`,
  pause: "Pausar la presentación",
  play: "Reproducir la presentación",
  loading: "Cargando testimonios",
  withoutScript: "Lea lo que dicen las familias en nuestra página de inicio",
  withoutScriptHref: "/es#testimonials",
  errorHeading: "Error al cargar los testimonios",
  serverAnswered: (status) => `El servidor respondió ${status}.`,
  readFailed: "No pudimos cargar los testimonios en este momento. Inténtelo de nuevo en un momento.",
  empty: "No hay testimonios disponibles",
  // review: "Child age" rendered as a neutral "Edad" so it fits one child ("6") or several ("4 y 7")
  childAge: (age) => ` · Edad: ${age}`,
};
