// Spanish copy of ../testimonials-page.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/testimonials/content/testimonials-page.ts";
import type { Translation } from "#common/content/translation.ts";

export type { RatingBlock, TestimonialsCta, TestimonialsSlotCopy } from "#common/testimonials/content/testimonials-page.ts";

export const testimonialsPage: Translation<typeof en.testimonialsPage> = {
  eyebrow: "Testimonios",
  title: "Historias de familias como la suya",
  // review: "reading lives" rendered as "la vida lectora de sus hijos", as in es/seo.ts
  intro:
    "Madres, padres, abuelos, cuidadores y escuelas aliadas nos han confiado algo muy valioso: la vida lectora de sus hijos. Sus palabras amables y el nuevo amor de sus hijos por los libros son la razón de nuestro trabajo.",
};

export const testimonialsImage: Translation<typeof en.testimonialsImage> = {
  src: "/images/illustrations/community.svg",
  alt: "Madres, padres, un abuelo y niños de distintos orígenes sentados juntos en una alfombra redonda frente a los estantes de una biblioteca, compartiendo libros ilustrados",
};

export const ratingEyebrow: Translation<typeof en.ratingEyebrow> = "Calificaciones de las familias";
export const ratingHeading: Translation<typeof en.ratingHeading> = "Las familias que acompañamos nos recomiendan";
export const highlightsHeading: Translation<typeof en.highlightsHeading> = "Lo primero que notan las familias";

/** The "What Families Say" section: an honest pointer to real stories, not invented quotes. */
export const testimonialsSlot: Translation<typeof en.testimonialsSlot> = {
  eyebrow: "En sus palabras",
  heading: "Lo que dicen las familias",
  text: "Las familias nos cuentan sus historias después de trabajar juntos, y las publicamos aquí con su permiso. Si hemos trabajado con su familia, nos encantaría saber cómo ha cambiado para ustedes el momento de leer.",
  readStories: { label: "Vea nuestros servicios", href: "/es/services" },
  shareStory: { label: "Comparta su historia", href: "/es/feedback" },
};

export const ratingBlock: Translation<typeof en.ratingBlock> = {
  value: "5.0",
  outOf: 5,
  label: "Calificación promedio",
  text: "Las familias califican su experiencia con cinco de cinco estrellas, una y otra vez. Nos cuentan que el momento de leer es más tranquilo, que sus hijos buscan libros por su cuenta y que sus estantes por fin reflejan quiénes son.",
};

export const testimonialsHighlights: Translation<typeof en.testimonialsHighlights> = [
  "Niños que piden “un cuento más”",
  "Libreros que reflejan a cada miembro de la familia",
  "Madres y padres seguros, en cualquier idioma",
];

export const testimonialsCta: Translation<typeof en.testimonialsCta> = {
  // review: "write your family’s reading story" kept as an image ("escribir la historia lectora de su familia")
  heading: "¿Listo para escribir la historia lectora de su familia?",
  text: "Reserve una llamada de orientación gratuita de 15 minutos o explore nuestros servicios para encontrar lo que mejor le conviene.",
  primary: { label: "Contáctenos", href: "/es/connect" },
  secondary: { label: "Explore nuestros servicios", href: "/es/services" },
};
