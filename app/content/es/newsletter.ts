// Spanish copy of ../newsletter.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../newsletter";
import type { Translation } from "#common/content/translation.ts";

/** The overlay's texts (section 8 of the spec, in Spanish). */
export const newsletterOverlayCopy: Translation<typeof en.newsletterOverlayCopy> = {
  // review: slogan; "Little Reading Ideas, Every Week" rendered as "Pequeñas ideas de lectura, cada semana"
  title: "Pequeñas ideas de lectura, cada semana",
  description:
    "Únase a cientos de madres y padres que reciben nuestro boletín semanal gratuito: un mensaje amable lleno de ideas para que la lectura sea la mejor parte de su día.",
  benefitsLabel: "Lo que recibirá",
  benefits: [
    "Consejos semanales para leer juntos en casa",
    "Recomendaciones de libros para cada edad y etapa",
    "Actividades sencillas en familia que dan vida a los cuentos",
    // review: "Parent insights" rendered as "Reflexiones para padres"
    "Reflexiones para padres que surgen de sesiones de coaching reales",
  ],
  emailLabel: "Su correo electrónico",
  subscribe: "Suscribirme",
  later: "Quizás más tarde",
  closeLabel: "Cerrar la invitación al boletín",
  note: "Es gratis y puede cancelar su suscripción en cualquier momento. Terminará de suscribirse en la página de nuestro boletín, que se abre en una pestaña nueva.",
  emptyTitle: "Falta el correo electrónico",
  emptyText: "Escriba su correo electrónico para continuar.",
  // review: "Welcome aboard!" rendered as "¡Le damos la bienvenida!"
  successTitle: "¡Le damos la bienvenida! 🎉",
  successText: "Complete su suscripción en la página de la plataforma del boletín que se acaba de abrir.",
  failureTitle: "¡Uy!",
  failureText: "Algo salió mal. Vuelva a intentarlo en un momento.",
};

/** /es/subscribe: where the newsletter forms post (and land without JavaScript when the email is missing). */
export const subscribePageCopy: Translation<typeof en.subscribePageCopy> = {
  eyebrow: "Boletín",
  title: "Suscríbase a nuestro boletín",
  intro:
    "Ideas de lectura semanales para su familia, gratis. Escriba su correo electrónico y le llevaremos a la página de nuestro boletín para que termine de suscribirse.",
  emailLabel: "Su correo electrónico",
  submit: "Continuar al boletín",
  seoDescription:
    "Suscríbase a nuestro boletín semanal gratuito: consejos de lectura, recomendaciones de libros y actividades en familia para niños de 0 a 12 años.",
};
