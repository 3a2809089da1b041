// Spanish copy of ../terms.ts (same exports, same shapes; checked by the type Translation<>).
// The types (TermsSection, TermsCta) are shared from the English module.
import { business, type BusinessDetails } from "#common/business.ts";
import { paragraphsOf } from "#common/plain-text.ts";
import type * as en from "../terms";
import type { Translation } from "#common/content/translation.ts";

/** The page renders its own "Last updated" date. */
export const termsPage: Translation<typeof en.termsPage> = {
  eyebrow: "Información legal",
  title: "Términos del servicio",
  intro:
    "Estos términos explican cómo funcionan nuestros servicios y qué podemos esperar unos de otros. Los hemos escrito de la forma más clara posible. Si algo no le queda claro, pregúntenos antes de reservar.",
};

export const termsLastUpdatedLabel: Translation<typeof en.termsLastUpdatedLabel> = "Última actualización";
export const termsContentsLabel: Translation<typeof en.termsContentsLabel> = "En esta página";

export const termsCta: Translation<typeof en.termsCta> = {
  heading: "¿Tiene preguntas sobre estos términos?",
  text: "Con gusto le explicamos lo que necesite antes de reservar. Envíenos un mensaje y le responderemos en un plazo de 24 horas.",
  primary: { label: "Contáctenos", href: "/es/connect" },
  secondary: { label: "Vea nuestros servicios", href: "/es/services" },
};

// review: the whole file is legal wording translated for readability; a qualified reviewer should confirm it says the same as the English terms (the English version may need to be named as the one that prevails)
export const termsSections: Translation<typeof en.termsSections> = (details: Pick<BusinessDetails, "contactEmail">, payment: { text: string }) => [
  {
    id: "agreement",
    title: "1. Aceptación de estos términos",
    paragraphs: [
      // review: legal wording; the defined terms (“Términos”, “nosotros”, “usted”, “el cliente”) mirror the English definitions
      `Estos Términos del servicio (“Términos”) se aplican a todos los servicios de coaching, selección de libros, talleres y alianzas que ofrece ${business.name} (“nosotros” o “nuestro”), y al uso que usted haga de este sitio web. Al reservar o pagar un servicio, usted (“usted” o “el cliente”) acepta estos Términos.`,
      "Si reserva en nombre de una escuela, biblioteca u otra organización, usted confirma que está autorizado para aceptar estos Términos en nombre de esa organización.",
    ],
  },
  {
    id: "services",
    title: "2. Nuestros servicios",
    paragraphs: [
      "Ofrecemos coaching de lectoescritura familiar, selección personalizada de libros infantiles, recursos con actividades de lectura y programas de lectura en familia para escuelas, bibliotecas y organizaciones comunitarias. Los servicios se prestan de forma virtual, salvo que acordemos otra cosa por escrito.",
      "Salvo que la descripción de su paquete indique otra duración, cada sesión de coaching dura 60 minutos. Lo que incluye cada paquete, su duración y su precio se describen en nuestra página de Servicios en el momento en que usted reserva.",
      // review: legal wording; "homeschooling, tutoring, childcare" rendered as "educación en casa, clases particulares, cuidado infantil"
      "Nuestros servicios son educativos. No son educación en casa, clases particulares ni cuidado infantil, ni tampoco diagnósticos o evaluaciones médicas, psicológicas o educativas. Es posible que le sugiramos consultar a un profesional calificado, pero nosotros no prestamos esos servicios.",
    ],
  },
  {
    id: "book-recommendations",
    title: "3. Política de recomendación de libros",
    paragraphs: [
      // review: legal wording; "solicitations from authors or publishers" rendered as "solicitudes de autores o editoriales"
      "Cada libro que recomendamos se elige de manera independiente, según las necesidades de su hijo y los valores de su familia. No aceptamos solicitudes de autores ni de editoriales que nos pidan recomendar o destacar sus libros.",
      "Salvo que un paquete indique otra cosa, el costo de los libros se factura por separado de nuestras tarifas de servicio. Usted tiene la libertad de pedir prestado, comprar nuevo o comprar usado cualquier libro que le recomendemos. La disponibilidad, los precios y las ediciones de los libros los establecen terceros y pueden cambiar.",
      "Elegimos nuestros libros con mucho cuidado, pero nadie conoce a su hijo mejor que usted. Le recomendamos revisar los libros antes y decidir qué es lo más adecuado para su familia.",
    ],
  },
  {
    id: "client-responsibilities",
    title: "4. Responsabilidades del cliente",
    paragraphs: ["Para ayudarnos a atender bien a su familia, usted se compromete a:"],
    bullets: [
      "Proporcionar información precisa y completa sobre la edad, los intereses y los idiomas de su hijo, y sobre cualquier necesidad relevante para nuestro trabajo",
      "Asistir puntualmente a las sesiones programadas, con una conexión a internet y un dispositivo que funcionen",
      "Asegurarse de que el padre, la madre o un tutor legal esté presente siempre que un niño participe en una sesión",
      "Avisarnos a la brevedad sobre cualquier cambio en sus datos de contacto o en su horario",
      "Pagar todas las tarifas a su vencimiento y cumplir las condiciones de cambio de fecha y cancelación que se indican más abajo",
      "Tratar a nuestro personal y a los demás participantes con cortesía y respeto",
    ],
  },
  {
    id: "consultant-responsibilities",
    title: "5. Nuestras responsabilidades",
    paragraphs: ["Al prestar nuestros servicios, nos comprometemos a:"],
    bullets: [
      "Prestar cada servicio tal como se describe en su paquete, con cuidado y habilidad profesionales",
      "Basar nuestras recomendaciones en los valores, los idiomas y las metas que su familia nos haya indicado",
      "Llegar puntualmente y preparados a cada sesión programada",
      "Responder a sus mensajes en un plazo de 24 horas",
      "Proteger la información personal de su familia como se describe en la sección Confidencialidad",
      "Decirle con honestidad si creemos que otro profesional podría atender mejor las necesidades de su hijo",
    ],
  },
  {
    id: "confidentiality",
    title: "6. Confidencialidad",
    paragraphs: [
      // review: legal wording (data sharing)
      "Tratamos como confidencial todo lo que usted nos cuente sobre su hijo y su familia. Lo usamos solo para prestar y mejorar sus servicios, y no lo vendemos ni lo compartimos con terceros, salvo con los proveedores que nos ayudan a operar (por ejemplo, herramientas de programación de citas y de pagos) y solo en la medida necesaria.",
      // review: legal wording; "in good faith" rendered as "de buena fe"
      "Podemos divulgar información cuando la ley lo exija o cuando creamos de buena fe que la seguridad de un niño está en riesgo.",
      "Nunca usaremos su nombre, su historia, sus fotos ni sus comentarios en testimonios o materiales promocionales sin su permiso aparte y por escrito, que usted puede retirar en cualquier momento.",
    ],
  },
  {
    id: "service-delivery",
    title: "7. Prestación del servicio",
    paragraphs: [
      "Las sesiones se realizan por videollamada en el horario que acordemos con usted. Todos los horarios se confirman por escrito, por correo electrónico.",
      // review: legal wording; "no-shows" rendered as "inasistencias"; "forfeit the full session fee" as "se cobra la tarifa completa de la sesión"
      "Puede cambiar la fecha de una sesión si nos avisa al menos 24 horas antes de la hora programada de inicio. En caso de cancelaciones o inasistencias con menos de 24 horas de aviso, se cobra la tarifa completa de la sesión.",
      "Los recursos escritos, las listas de libros y los materiales de actividades se envían por correo electrónico en un plazo de 3 a 5 días hábiles después de la sesión correspondiente, salvo que su paquete indique otro plazo.",
      "Si nosotros necesitamos cambiar la fecha de una sesión, le avisaremos con la mayor anticipación posible y le ofreceremos un nuevo horario sin costo para usted.",
    ],
  },
  {
    id: "payment-refunds",
    title: "8. Pagos y reembolsos",
    paragraphs: paragraphsOf(payment.text),
  },
  {
    id: "liability",
    title: "9. Limitación de responsabilidad",
    paragraphs: [
      "Nuestros servicios son educativos y de apoyo. Cada niño se desarrolla a su propio ritmo, y no podemos garantizar resultados específicos de lectura, calificaciones ni resultados de exámenes.",
      // review: legal wording (limitation of liability; "indirect, incidental or consequential damages" rendered as "daños indirectos, incidentales o consecuentes")
      "En la máxima medida permitida por la ley, nuestra responsabilidad total por cualquier reclamo relacionado con nuestros servicios se limita al monto que usted nos pagó por los servicios que dieron origen al reclamo. No somos responsables de daños indirectos, incidentales o consecuentes.",
      "Usted sigue siendo responsable de supervisar a su hijo durante todas las actividades, incluidas las que nosotros le sugiramos.",
    ],
  },
  {
    id: "amendments",
    title: "10. Cambios a estos términos",
    paragraphs: [
      "Es posible que actualicemos estos Términos de vez en cuando. Si lo hacemos, publicaremos la nueva versión en esta página con la fecha actualizada. Los cambios se aplican a los servicios reservados después de publicada la actualización.",
      // review: legal wording; "materially affects" rendered as "afecta de manera importante"
      "Si un cambio afecta de manera importante un servicio que usted ya reservó, se lo haremos saber por correo electrónico, y usted podrá optar por seguir con los Términos anteriores para esa reserva.",
    ],
  },
  {
    id: "governing-law",
    title: "11. Ley aplicable y resolución de disputas",
    paragraphs: [
      // review: legal wording; the placeholders [State] and [Country] are kept exactly as in the English so they are filled in together
      "Estos Términos se rigen por las leyes del estado de [State], [Country], sin tener en cuenta sus normas sobre conflicto de leyes.",
      // review: legal wording (binding arbitration); the organization's name "American Arbitration Association" kept in English
      "Siempre preferimos resolver cualquier inquietud primero con una conversación directa. Si no podemos resolver una disputa de manera informal, se resolverá mediante arbitraje vinculante conforme a las reglas de la American Arbitration Association, y no ante un tribunal, salvo cuando la ley no lo permita.",
    ],
  },
  {
    id: "contact",
    title: "12. Contacto",
    paragraphs: [
      `¿Tiene preguntas sobre estos Términos? Escríbanos a ${details.contactEmail} o use el formulario de nuestra página Contáctenos. Respondemos en un plazo de 24 horas.`,
    ],
  },
];
