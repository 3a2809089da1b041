// Spanish copy of ../navigation.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../navigation";
import type { Translation } from "#common/content/translation.ts";

export type { NavGroup, NavLink } from "../navigation";

export const mainTabs: Translation<typeof en.mainTabs> = [
  { label: "Inicio", to: "/es" },
  { label: "Servicios", to: "/es/services" },
  { label: "Alianzas", to: "/es/schools" },
  { label: "Evaluación", to: "/es/interactive-tools" },
];

export const aboutMenu: Translation<typeof en.aboutMenu> = {
  label: "Quiénes somos",
  items: [
    { label: "Nuestra fundadora", to: "/es/founder" },
    { label: "Nuestra misión", to: "/es/mission" },
    { label: "Testimonios", to: "/es/testimonials" },
    { label: "Contáctenos", to: "/es/connect" },
  ],
};

export const resourcesMenu: Translation<typeof en.resourcesMenu> = {
  label: "Recursos",
  items: [
    // review: "Science" rendered as "Investigación" (the research page, as in es/breadcrumb-labels.ts)
    { label: "Investigación", to: "/es/research" },
    { label: "Preguntas frecuentes", to: "/es/faq" },
    { label: "Metodología", to: "/es/book-selection" },
    { label: "Blog", to: "/es/news" },
    { label: "Eventos", to: "/es/events" },
  ],
};

// review: "Connect Now" rendered as "Contáctenos" (short enough for the header button)
export const connectCta: Translation<typeof en.connectCta> = { label: "Contáctenos", to: "/es/connect" };

// The short word is the start of the name (what a screen reader says), shown where the bar is tight.
export const bookCallCta: Translation<typeof en.bookCallCta> = { label: "Reserve una llamada gratuita de 15 minutos", to: "/es/discovery-call", short: "Reserve" };

export const headerCopy: Translation<typeof en.headerCopy> = {
  mainNavLabel: "Principal",
  mobileNavLabel: "Móvil",
  openMenu: "Abrir el menú de navegación",
  closeMenu: "Cerrar el menú",
  panelTitle: "Navegación",
  currentSection: "(sección actual)",
};

// review: slogan; "Where Family Values Meet Reading Adventures" adapted, not translated word for word,
// and short enough for two lines under the name in the header, as the English one
export const tagline: Translation<typeof en.tagline> = "Valores de familia, aventuras de lectura";

export const footerServices: Translation<typeof en.footerServices> = [
  { label: "Nuestros servicios", to: "/es#services" },
  { label: "Paquetes y precios", to: "/es/services" },
  { label: "Alianzas con escuelas", to: "/es/schools" },
  // review: "Family Reading Quiz" rendered as "Cuestionario de lectura en familia" (the assessment page with both quizzes)
  { label: "Cuestionario de lectura en familia", to: "/es/interactive-tools" },
  { label: "Comparta su opinión", to: "/es/feedback" },
];

export const footerAbout: Translation<typeof en.footerAbout> = [
  { label: "Nuestra fundadora", to: "/es/founder" },
  { label: "Nuestra misión", to: "/es/mission" },
  { label: "Nuestra metodología", to: "/es/book-selection" },
  { label: "Eventos", to: "/es/events" },
  // review: "Personalize This Site" rendered as "Personalice este sitio" (links to the preferences page)
  { label: "Personalice este sitio", to: "/es/settings" },
];

export const footerCopy: Translation<typeof en.footerCopy> = {
  about:
    "Coaching de lectura en familia y libros infantiles elegidos con cuidado para familias con niños desde el nacimiento hasta los doce años, dondequiera que estén en Estados Unidos.",
  newsletterHeading: "Boletín",
  newsletterText: "Consejos de lectura, libros recomendados y actividades en familia cada semana, directo a su correo.",
  newsletterLabel: "Su correo electrónico",
  newsletterButton: "Suscribirse",
  newsletterNote: "Abre la página de nuestro boletín en una pestaña nueva.",
  contactHeading: "Contacto",
  servicesHeading: "Servicios",
  aboutHeading: "Quiénes somos",
  badges: ["Seguro", "Privado"],
  terms: { label: "Términos del servicio", to: "/es/terms-of-service" },
  privacy: { label: "Privacidad", to: "/es/privacy" },
};
