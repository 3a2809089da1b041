// Spanish copy of ../news-page.ts.
import type * as en from "#common/news/content/news-page.ts";
import type { Translation } from "#common/content/translation.ts";

export const newsPageCopy: Translation<typeof en.newsPageCopy> = {
  intro: {
    eyebrow: "Blog",
    title: "Ideas e inspiración para familias lectoras",
    intro:
      "Artículos recientes de nuestro boletín: listas de libros, consejos para la lectura en voz alta, actividades en familia y reflexiones sinceras sobre cómo criar niños lectores.",
  },
  subscribeLabel: "Suscribirse al boletín",
  listLabel: "Artículos recientes",
  loadingLabel: "Cargando artículos",
  // review: spec's fixed error message ("Failed to load articles. Please try again later.")
  error: "No pudimos cargar los artículos. Inténtelo de nuevo más tarde.",
  retry: "Intentar de nuevo",
  empty: "No encontramos artículos.",
  // review: the articles themselves stay in English (they come from the newsletter's feed)
  readMore: "Leer en nuestro boletín",
  topicsLabel: "Temas",
  byline: (author) => `Por ${author}`,
};
