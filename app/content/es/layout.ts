// Spanish copy of ../layout.ts.
import type * as en from "../layout";
import type { Translation } from "#common/content/translation.ts";

export const layoutCopy: Translation<typeof en.layoutCopy> = {
  skipLink: "Saltar al contenido principal",
  announcement: "Aviso",
  closeAnnouncement: "Cerrar el aviso",
};

export const footerExtras: Translation<typeof en.footerExtras> = {
  social: (name, network) => `${name} en ${network}`,
  newTab: "(se abre en una pestaña nueva)",
  promisesLabel: "Nuestros compromisos",
  rights: "Todos los derechos reservados.",
};

export const breadcrumbCopy: Translation<typeof en.breadcrumbCopy> = {
  label: "Ruta de navegación",
};

export const notFoundPage: Translation<typeof en.notFoundPage> = {
  eyebrow: "404",
  title: "¡Uy! No encontramos esta página",
  // review: "volver a los cuentos" keeps the English image of "back to the stories"
  text: "Es posible que la página que buscaba se haya movido o que el enlace tenga un error. Le ayudamos a volver a los cuentos.",
  homeLink: "Volver al inicio",
  homeHref: "/es",
  description: "No encontramos esta página. Vuelva a la página de inicio para conocer el coaching de lectura en familia y nuestra selección de libros.",
};

export const errorPage: Translation<typeof en.errorPage> = {
  heading: "Algo salió mal",
  text: "Lo sentimos: esta página no cargó como debía. Inténtelo de nuevo en un momento o vuelva a la página de inicio.",
  homeLink: "Volver a la página de inicio",
  homeHref: "/es",
};
