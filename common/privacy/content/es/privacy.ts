// Spanish copy of ../privacy.ts (same exports, same shapes; checked by the type Translation<>).
// `dataWords` translates the data inventory's plain words (common/privacy/inventory.ts), entry by
// entry: a new entry there fails the type check here until it is translated.
import { business, type BusinessDetails } from "#common/business.ts";
import { requestAnswerDays } from "#common/privacy/inventory.ts";
import type * as en from "#common/privacy/content/privacy.ts";
import type { Translation } from "#common/content/translation.ts";

export const privacyPage: Translation<typeof en.privacyPage> = {
  eyebrow: "Su privacidad",
  title: "Cómo cuidamos su información",
  intro:
    "Usted nos confía datos de su familia. Esta página explica, con palabras sencillas, qué guardamos, por qué, quién lo ve, cuánto tiempo y cómo pedir que se borre.",
};

export const privacyLastChangedLabel: Translation<typeof en.privacyLastChangedLabel> = "Último cambio";
export const privacyContentsLabel: Translation<typeof en.privacyContentsLabel> = "En esta página";

// review: the whole module is a first translation; a native speaker should read it.
export const dataWords: Translation<typeof en.dataWords> = {
  "discovery-call.parent-name": { what: "Su nombre", why: "Para saber con quién hablamos" },
  "discovery-call.parent-email": { what: "Su correo electrónico", why: "Para confirmar la llamada y enviarle los detalles" },
  "discovery-call.parent-phone": { what: "Su número de teléfono", why: "Para llamarle a la hora que eligió" },
  "discovery-call.child-name": { what: "El nombre de pila de su hijo o hija", why: "Para hablar de su hijo o hija por su nombre" },
  "discovery-call.child-age": { what: "La edad aproximada de su hijo o hija", why: "Para preparar ideas adecuadas a su edad" },
  "discovery-call.challenges": { what: "En qué le gustaría recibir ayuda", why: "Para preparar la llamada" },
  "discovery-call.time": { what: "La hora que prefiere y su zona horaria", why: "Para llamarle a una hora que le convenga, en su horario" },
  "discovery-call.hear-about-us": { what: "Cómo nos conoció, si nos lo dice", why: "Para saber qué formas de llegar a las familias funcionan" },
  "discovery-call.booking": { what: "La hora que reservó y si la llamada se realizó", why: "Para reservarle esa hora, recordársela y permitirle cambiarla o cancelarla" },
  "discovery-call.own-time-zone": { what: "Su zona horaria, la de su navegador o la que usted eligió", why: "Para mostrarle la hora de la llamada en su propia hora, en la página y en nuestros correos" },
  "discovery-call.address-hold": { what: "Un código cifrado hecho a partir de su correo electrónico, junto a la llamada que reservó", why: "Para que cada correo electrónico tenga una sola llamada reservada a la vez" },
  "contact.name": { what: "Su nombre", why: "Para saber quién nos escribe" },
  "contact.email": { what: "Su correo electrónico", why: "Para responderle" },
  "contact.phone": { what: "Su número de teléfono, si nos lo da", why: "Para llamarle si lo prefiere" },
  "contact.child-age": { what: "La edad de su hijo o hija", why: "Para responder con ideas adecuadas a su edad" },
  "contact.message": { what: "Su mensaje", why: "Para responderlo" },
  "contact.hear-about-us": { what: "Cómo nos conoció, si nos lo dice", why: "Para saber qué formas de llegar a las familias funcionan" },
  "partnership.name": { what: "Su nombre", why: "Para saber quién nos escribe" },
  "partnership.email": { what: "Su correo electrónico", why: "Para responderle" },
  "partnership.phone": { what: "Su número de teléfono, si nos lo da", why: "Para llamarle si lo prefiere" },
  "partnership.organization": { what: "El nombre de su organización y a cuántos estudiantes o familias atiende", why: "Para proponerle un programa del tamaño adecuado" },
  "partnership.message": { what: "Su mensaje", why: "Para responderlo" },
  "feedback.name": { what: "Su nombre", why: "Para saber de quién son los comentarios y darle crédito si permite un testimonio" },
  "feedback.email": { what: "Su correo electrónico", why: "Para darle las gracias y preguntarle antes de usar sus palabras" },
  "feedback.phone": { what: "Su número de teléfono, si nos lo da", why: "Para hablar de sus comentarios por teléfono si lo prefiere" },
  "feedback.session": { what: "Cuándo fue su sesión y las edades de sus hijos", why: "Para relacionar sus comentarios con el servicio que recibió" },
  "feedback.ratings": { what: "Sus calificaciones de nuestro servicio", why: "Para mejorar nuestro servicio" },
  "feedback.answers": { what: "Sus respuestas y su historia sobre la lectura en su familia", why: "Para mejorar nuestro servicio y, solo si usted lo permite, compartir sus palabras" },
  "feedback.permissions": { what: "Qué usos de sus palabras permite", why: "Para usar sus palabras solo como usted lo autorizó" },
  "testimonials.individual": {
    what: "Un testimonio que nos permitió publicar: su nombre tal como se muestra, sus palabras y las edades de sus hijos",
    why: "Para mostrarlo en el sitio, como usted lo permitió",
  },
  "testimonials.organization": { what: "El testimonio de una organización, que puede citar a una persona", why: "Para mostrarlo en el sitio, como la organización lo permitió" },
  "emails.headers": { what: "A quién se envió un correo, su asunto y lo que respondió el servidor de correo", why: "Para enviarlo, reintentarlo y mostrar a la dueña que llegó" },
  "emails.bodies": { what: "Lo que decía el correo y la invitación de calendario de una llamada reservada", why: "Para enviarlo tal como se escribió, incluso después de un reinicio" },
  "notes.body": { what: "Las notas de la dueña sobre su mensaje o llamada, y quién las escribió", why: "Para recordar lo que se habló y lo que sigue" },
  "back-office.accounts": {
    what: "Una cuenta de la oficina interna: nombre, correo electrónico y un resumen cifrado e irreversible de la contraseña y de la clave de los códigos de acceso",
    why: "Para que la dueña y sus asistentes puedan iniciar sesión",
  },
  "back-office.passkeys": {
    what: "Una llave de acceso (passkey) de la oficina interna: el nombre que le dio su dueña, y el identificador y la clave pública del dispositivo o gestor de contraseñas que la guarda",
    why: "Para que la dueña y sus asistentes puedan iniciar sesión con una llave de acceso",
  },
  "back-office.setup-links": { what: "Los datos de una nueva asistente mientras se crea su cuenta", why: "Para terminar de crear la cuenta" },
  "back-office.audit": { what: "Qué se hizo en la oficina interna, quién lo hizo y desde qué dirección de red", why: "Para mantener segura la oficina interna y saber quién cambió qué" },
  "orders.order": {
    what: "Su nombre, su correo electrónico y su idioma, el paquete y los extras que pidió, cuánto costó y si se pagó o se reembolsó",
    why: "Para darle lo que pagó y llevar las cuentas del negocio",
  },
  "orders.stripe": { what: "Las referencias de su pago en Stripe, nuestro proveedor de pagos", why: "Para encontrar su pago en Stripe, para un recibo o un reembolso" },
  "security.sign-in-attempts": { what: "Los intentos fallidos de inicio de sesión en la oficina interna, por cuenta y dirección de red", why: "Para impedir que alguien adivine una contraseña" },
  "security.form-attempts": { what: "Un código cifrado hecho a partir de su dirección de red cuando envía un formulario", why: "Para impedir que una computadora sature los formularios" },
  "security.passkey-challenges": { what: "Un código cifrado hecho a partir de su dirección de red cuando comienza un inicio de sesión con llave de acceso en la oficina", why: "Para impedir que una computadora deje ocupado el inicio de sesión con llave de acceso para todos" },
  "security.form-blocks": { what: "El mismo código, mientras una computadora que envió demasiados formularios está en pausa", why: "Para impedir que una computadora sature los formularios" },
  "security.booking-clients": { what: "Un código cifrado hecho a partir de su dirección de red y del día, cuando reserva una llamada", why: "Para impedir que una computadora reserve muchas llamadas" },
};

export const dataHeadings: Translation<typeof en.dataHeadings> = {
  forms: { id: "what-forms-keep", title: "Qué guarda cada formulario y por qué" },
  others: { id: "what-else", title: "Qué más guardamos" },
};

export const itemLabels: Translation<typeof en.itemLabels> = { why: "Por qué", kept: "Cuánto tiempo lo guardamos" };

export const retentionWords: Translation<typeof en.retentionWords> = {
  submissions: (rule) => `${rule.months} meses después de la última vez que lo atendimos, salvo que acordemos guardarlo más tiempo; después se borra.`,
  bookings: () => "Mientras exista la solicitud de llamada a la que pertenece.",
  notes: () => "Mientras exista el mensaje o la solicitud a la que se refieren.",
  "email-bodies": (rule) => `El texto de un correo, a quién se envió y su asunto se borran ${rule.days} días después de enviarlo; solo quedan su tipo y si llegó.`,
  "failed-emails": (rule) => `Un correo que no se pudo entregar se borra después de ${rule.days} días.`,
  sessions: () => "Se borra cuando vence o se usa.",
  attempts: () => "Se borra cuando termina el tiempo de espera, normalmente en pocos minutos.",
  audit: (rule) => `${rule.months} meses; las direcciones de red se acortan después de ${rule.addressDays} días.`,
  accounts: () => "Hasta que la dueña elimina la cuenta.",
  testimonials: () => "Mientras esté publicado, o hasta que nos pida retirarlo.",
  orders: (rule) => `${rule.years} años después del pedido, como deben guardarse las cuentas del negocio.`,
};

export const formSections: Translation<typeof en.formSections> = [
  { id: "discovery-call", title: "La llamada de descubrimiento gratuita", intro: "Cuando reserva una llamada gratuita de 15 minutos, guardamos:" },
  { id: "contact", title: "El formulario de contacto", intro: "Cuando nos envía un mensaje, guardamos:" },
  { id: "partnership", title: "La consulta de colaboración (escuelas, bibliotecas y organizaciones sin fines de lucro)", intro: "Cuando nos pregunta por un programa para su organización, guardamos:" },
  { id: "feedback", title: "El formulario de comentarios", intro: "Cuando nos deja sus comentarios después de trabajar con nosotros, guardamos:" },
];

export const otherSections: Translation<typeof en.otherSections> = [
  {
    id: "orders",
    title: "El pedido de un paquete",
    intro:
      "Cuando pide un paquete, paga en la página de Stripe, nuestro proveedor de pagos: Stripe recibe su nombre, su correo electrónico y los datos de su tarjeta para cobrar el pago, y los guarda según su propia política de privacidad (stripe.com/privacy). Nosotros nunca vemos el número de su tarjeta. Guardamos:",
  },
  {
    id: "emails",
    title: "Correos e invitaciones de calendario",
    intro:
      "Cuando envía un formulario, le enviamos una breve confirmación y avisamos a la dueña. Cuando reserva una llamada, recibe una invitación de calendario y recordatorios. El sitio escribe cada correo antes de enviarlo, así que guardamos:",
  },
  {
    id: "notes",
    title: "Nuestras notas",
    intro: "La dueña y sus asistentes pueden escribir notas breves sobre su mensaje o llamada, como «le devolví la llamada el martes». Guardamos:",
  },
  { id: "testimonials", title: "Testimonios", intro: "Solo si usted lo permite en el formulario de comentarios, y solo después de que la dueña lo apruebe, podemos publicar:" },
  { id: "security", title: "Formularios seguros", intro: "Para evitar el correo no deseado y que alguien adivine contraseñas, guardamos por poco tiempo:" },
  { id: "back-office", title: "Nuestro propio equipo", intro: "De la dueña y sus asistentes, que inician sesión para leer sus mensajes, guardamos:" },
];

export const newsletterSection: Translation<typeof en.newsletterSection> = {
  id: "newsletter",
  title: "El boletín",
  paragraphs: (newsletterHost: string) => [
    `El formulario del boletín de este sitio no guarda su correo electrónico. Cuando hace clic en «Suscribirse», su navegador abre la página de nuestra plataforma de boletines (${newsletterHost}) con su dirección ya escrita, y usted se suscribe allí. Lo que le dé a esa plataforma se rige por su propia política de privacidad.`,
  ],
};

export const privacySections: Translation<typeof en.privacySections> = (details: BusinessDetails) => [
  {
    id: "where",
    title: "Dónde se guarda",
    paragraphs: [
      `Todo lo que nos envía se guarda en la base de datos propia de ${business.name}, en el servidor que hace funcionar este sitio. No lo copiamos a otras herramientas, listas de correo ni servicios de publicidad, y nunca lo vendemos ni lo compartimos con fines publicitarios.`,
      "Los correos pasan por nuestro proveedor de correo para llegarle, como cualquier correo.",
      "Cuando paga un paquete, Stripe, nuestro proveedor de pagos, recibe lo que necesita para cobrar el pago (vea «El pedido de un paquete» más arriba).",
    ],
  },
  {
    id: "who",
    title: "Quién lo ve",
    paragraphs: [
      `${details.founderName}, dueña de ${business.name}, y las asistentes que ella agrega a la oficina interna. Cada una inicia sesión con una contraseña y un código de un solo uso. Nadie más puede leer sus mensajes.`,
      "Si la dueña conecta su propia aplicación de calendario al calendario privado del sitio, las llamadas reservadas (el nombre de la madre o el padre, la edad aproximada del niño y en qué desea ayuda) aparecen en su calendario.",
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    paragraphs: [
      "Este sitio no tiene rastreadores, publicidad ni cookies de análisis. Contamos las visitas a cada página sin cookies y sin guardar nada sobre usted: solo la página, el día y el sitio web desde el que llegó la visita.",
      "Solo hay tres tipos de cookies:",
    ],
    bullets: [
      "Sus preferencias familiares, solo si las elige en la página «Personalice este sitio»: eligen la imagen de la página de inicio, se quedan en su navegador durante un año y nunca se guardan en nuestro servidor.",
      "Su zona horaria, solo si elige una al reservar una llamada de orientación: le muestra los horarios libres en su zona cuando vuelve, y se queda en su navegador durante un año.",
      "Las cookies de la oficina interna, solo para la dueña y sus asistentes: una mantiene la sesión abierta y otra recuerda un navegador desde el que iniciaron sesión, para avisarles por correo cuando alguien entra desde un navegador nuevo.",
    ],
    after: ["Los cuestionarios guardan su resultado solo en esta pestaña del navegador, para que al recargar lo vea de nuevo; nunca se nos envía."],
  },
  {
    id: "third-parties",
    title: "Otras empresas",
    paragraphs: ["Las páginas de este sitio no cargan nada de otras empresas, con tres excepciones que solo ocurren cuando usted hace clic:"],
    bullets: [
      `Suscribirse al boletín abre nuestra plataforma de boletines (${new URL(details.newsletterUrl).host}).`,
      "Un video de investigación se reproduce desde el reproductor de privacidad mejorada de YouTube (youtube-nocookie.com) solo después de que usted pulse reproducir; hasta entonces ve una imagen de nuestro propio sitio.",
      "Pagar un paquete lo lleva a la página de pago de Stripe (checkout.stripe.com).",
    ],
  },
  {
    id: "children",
    title: "Niños",
    paragraphs: [
      "Nuestros formularios son para madres, padres, cuidadores y educadores. No recopilamos información de niños, y los niños no deben llenar los formularios.",
      "Una madre o un padre puede decirnos el nombre de pila y la edad de un niño para que preparemos una llamada. Solo lo usamos para eso.",
    ],
  },
  {
    id: "your-rights",
    title: "Ver o borrar su información",
    paragraphs: [
      `Puede pedirnos en cualquier momento qué guardamos sobre usted, una copia o que lo borremos. Escriba a ${details.contactEmail} desde la dirección que usó. Respondemos en un plazo de ${requestAnswerDays} días, y normalmente mucho antes.`,
      "Cuando borramos su información, borramos sus mensajes, llamadas, correos y notas. Una hora reservada puede quedar en nuestro calendario sin su nombre, para que nadie más se reserve en ella por error.",
      "Un pedido se queda en las cuentas del negocio mientras deban guardarse (qué se compró, por cuánto, cuándo y sus referencias en Stripe), sin su nombre, su correo electrónico ni el enlace a su página. Lo que guarda Stripe se borra según su propia política.",
    ],
  },
  {
    id: "changes",
    title: "Cambios en esta página",
    paragraphs: ["Cuando cambia lo que guardamos, esta página cambia también, y la fecha de arriba se actualiza."],
  },
];

export const privacyCta: Translation<typeof en.privacyCta> = {
  heading: "¿Tiene preguntas sobre su información?",
  text: (contactEmail) => `Escríbanos a ${contactEmail}. Una persona real lee cada mensaje.`,
  primary: { label: "Contáctenos", href: "/es/connect" },
  secondary: { label: "Términos del servicio", href: "/es/terms-of-service" },
};
