// Spanish copy of ../service-packages.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/editing/content/service-packages.ts";
import type { Translation } from "#common/content/translation.ts";

export const servicesPage: Translation<typeof en.servicesPage> = {
  eyebrow: "Nuestros servicios",
  // review: "Your Family’s Reading Life" rendered as "la lectura en su familia"
  title: "Apoyo sencillo y personal para la lectura en su familia",
  intro:
    "Ya sea que necesite los libros adecuados en su librero o la confianza para que el momento de leer sea mágico, acompañamos a su familia desde donde está. Todos nuestros servicios son virtuales, personales y pensados en torno a sus valores, sus idiomas y sus hijos.",
};

export const popularBadgeLabel: Translation<typeof en.popularBadgeLabel> = "El más popular";
export const packagesEyebrow: Translation<typeof en.packagesEyebrow> = "Paquetes y precios";
export const packagesHeading: Translation<typeof en.packagesHeading> = "Elija su paquete";
export const packagesIntro: Translation<typeof en.packagesIntro> =
  "Dos paquetes claros, cada uno con un precio sencillo. Empiece con el que responda a su mayor necesidad hoy. Siempre puede agregar más después.";
export const includesLabel: Translation<typeof en.includesLabel> = "Lo que incluye";
export const idealForLabel: Translation<typeof en.idealForLabel> = "Ideal para";
// review: "Timeline" rendered as "Duración"
export const durationLabel: Translation<typeof en.durationLabel> = "Duración";
// The price card adds servicesExtras.packageCtaSuffix (" con Diseñe su biblioteca") for screen readers.
export const packageCta: Translation<typeof en.packageCta> = { label: "Comience ahora", href: "/es/connect" };
export const serviceAreasEyebrow: Translation<typeof en.serviceAreasEyebrow> = "Lo que hacemos";
export const serviceAreasHeading: Translation<typeof en.serviceAreasHeading> = "Cómo ayudamos a las familias";
// review: "feels at home in books" rendered as "se sienta como en casa entre libros"
export const serviceAreasIntro: Translation<typeof en.serviceAreasIntro> =
  "Detrás de cada paquete hay cinco tipos de apoyo. Juntos le ayudan a criar a un niño lector que se sienta como en casa entre libros.";
export const serviceAreasImage: Translation<typeof en.serviceAreasImage> = {
  src: "/images/illustrations/coaching-call.svg",
  alt: "Una madre o un padre en una videollamada con una coach sonriente, mientras su hijo lee un libro ilustrado a su lado",
};
export const addOnsEyebrow: Translation<typeof en.addOnsEyebrow> = "Hágalo a su medida";
// review: "Add-Ons" rendered as "Servicios adicionales"
export const addOnsHeading: Translation<typeof en.addOnsHeading> = "Servicios adicionales";
export const addOnsIntro: Translation<typeof en.addOnsIntro> = "Adapte cualquiera de los dos paquetes a su familia.";
export const serviceFaqEyebrow: Translation<typeof en.serviceFaqEyebrow> = "Para tener en cuenta";
export const serviceFaqHeading: Translation<typeof en.serviceFaqHeading> = "Preguntas sobre nuestros servicios";

export const servicesCta: Translation<typeof en.servicesCta> = {
  heading: "¿No sabe por dónde empezar?",
  text: "Reserve una llamada de orientación gratuita de 15 minutos. Cuéntenos sobre su hijo y su familia, y le sugeriremos el paquete adecuado. Sin ningún compromiso.",
  discoveryCallLabel: "Reserve una llamada gratuita de 15 minutos",
  secondary: { label: "Contáctenos", href: "/es/connect" },
};

export const servicePackages: Translation<typeof en.servicePackages> = [
  {
    id: "design-your-library",
    name: "Diseñe su biblioteca",
    price: 500,
    priceNote: "Los libros se cobran aparte",
    popular: false,
    tagline: "Una biblioteca en casa que refleja quiénes son",
    description:
      "Revisamos los libros que ya tiene, conocemos a su hijo y los valores de su familia, y luego elegimos a mano una colección que su hijo querrá leer una y otra vez.",
    includes: [
      // review: "shelf audit" rendered as "revisión de su librero", as in es/feedback-form.ts
      "Una revisión de 60 minutos de los libros que ya tiene en su librero",
      "Una selección de libros personalizada, elegida para su hijo",
      "Una consulta de seguimiento para repasar juntos su nueva colección",
      // review: "Values-aligned selection" rendered as "una selección acorde con sus valores"
      "Una selección acorde con sus valores, que refleja a su familia, su cultura y sus idiomas",
      "Libros según la edad, para que cada uno se ajuste a la etapa y los intereses de su hijo",
      "30 días de apoyo por correo electrónico para preguntas e ideas nuevas",
    ],
    idealFor: "Familias que quieren una biblioteca en casa bien pensada y diversa, sin pasar horas investigando.",
    duration: "1 a 2 semanas",
  },
  {
    id: "read-together-toolkit",
    name: "Kit para leer juntos",
    price: 650,
    popular: true,
    tagline: "Confianza y alegría a la hora de leer",
    description:
      "Una experiencia práctica de coaching que le muestra exactamente cómo convertir cualquier libro en una conversación rica, con actividades y estrategias adaptadas a su hijo.",
    includes: [
      "Una demostración en vivo de 90 minutos con usted y su hijo",
      "3 técnicas de lectura dialógica que puede usar con cualquier libro",
      "2 actividades complementarias que dan vida a sus cuentos favoritos",
      // review: "laminated" rendered as "plastificada" ("enmicada" in Mexico)
      "Una tarjeta de referencia plastificada para tener junto a su rincón de lectura",
      "Estrategias adaptadas a la edad, los intereses y los idiomas de su hijo",
      // review: "check-in" rendered as "conversación de seguimiento"
      "Una conversación de seguimiento para celebrar los avances y ajustar su plan",
    ],
    // review: "reluctant or wiggly readers" rendered as "niños a los que les cuesta leer o que no se quedan quietos"
    idealFor:
      "Madres, padres y cuidadores que quieren herramientas prácticas para que el momento de leer sea más entretenido, sobre todo con niños a los que les cuesta leer o que no se quedan quietos.",
    duration: "Una sesión en vivo de 90 minutos más una conversación de seguimiento",
  },
];

export const packageSessions: Translation<typeof en.packageSessions> = {
  "design-your-library": [
    { id: "shelf-audit", name: "Revisión de su librero", minutes: 60 },
    { id: "follow-up-consultation", name: "Consulta de seguimiento", minutes: 30 },
  ],
  "read-together-toolkit": [
    { id: "live-demonstration", name: "Demostración en vivo", minutes: 90 },
    { id: "follow-up-check-in", name: "Sesión de seguimiento", minutes: 30 },
  ],
};

export const strategySession: Translation<typeof en.strategySession> = { id: "strategy-session", name: "Sesión de estrategia individual", minutes: 90 };

export const addOns: Translation<typeof en.addOns> = [
  {
    // review: "1:1 Virtual Strategy Session" rendered as "Sesión virtual individual de estrategia"
    name: "Sesión virtual individual de estrategia",
    price: 250,
    description:
      "Una sola sesión individual de 90 minutos por video para trabajar en una meta específica, como la lectura bilingüe, un niño al que no le gusta leer o la llegada de un hermanito. Puede agregarla a cualquiera de los dos paquetes.",
  },
  {
    name: "Niño adicional",
    price: 200,
    priceNote: "por cada niño adicional",
    description:
      "Extienda su paquete para incluir a un hermano o una hermana, con libros y estrategias adecuados a su propia edad y sus intereses.",
  },
];

export const serviceAreas: Translation<typeof en.serviceAreas> = [
  {
    // review: "Parent Empowerment" rendered as "Confianza para madres y padres"; the sentence avoids "maestro/maestra" so it fits any parent
    title: "Confianza para madres y padres",
    description:
      "Usted es la primera persona que le enseña a su hijo, y la más importante. Le damos herramientas sencillas y la confianza para usarlas.",
    icon: "Sparkles",
  },
  {
    title: "Selección personalizada de libros infantiles",
    description:
      "Libros elegidos a mano según la edad y los intereses de su hijo y los valores de su familia, para que cada libro se gane su lugar en el librero.",
    icon: "BookOpen",
  },
  {
    // review: "Print-Rich Home Advocacy" rendered as "Un hogar lleno de palabras" (the literal "promoción de un hogar rico en material impreso" reads academic)
    title: "Un hogar lleno de palabras",
    description:
      "Ideas prácticas para que los libros y las palabras formen parte de cada habitación, desde un rincón de lectura hasta las etiquetas de la cocina.",
    icon: "Home",
  },
  {
    title: "Coaching de lectoescritura familiar",
    description:
      "Coaching para los adultos, pensado en torno a sus rutinas, para que leer juntos se sienta natural y alegre.",
    icon: "Users",
  },
  {
    title: "Recursos multilingües y multiculturales",
    description: "Libros y estrategias que honran cada idioma que habla su familia y cada cultura que celebra.",
    icon: "Languages",
  },
];

export const serviceFaq: Translation<typeof en.serviceFaq> = (prices) => [
  {
    question: "¿Cuánto dura cada servicio?",
    answer:
      "Diseñe su biblioteca toma de 1 a 2 semanas, desde la revisión de su librero hasta la entrega de su lista de libros personalizada. La sesión de estrategia es una sola sesión de 90 minutos. El Kit para leer juntos se basa en una demostración en vivo de 90 minutos, seguida de una conversación de seguimiento unas semanas después.",
  },
  {
    question: "¿El precio de Diseñe su biblioteca incluye los libros?",
    answer:
      `No. Los ${prices.library} cubren nuestro tiempo, nuestra experiencia y su selección personalizada. Los libros se cobran aparte, y con gusto nos adaptamos a cualquier presupuesto. Muchas familias piden prestados algunos títulos en la biblioteca, compran libros usados o van sumando libros con el tiempo.`,
  },
  {
    question: "¿Trabajan con familias fuera de mi ciudad?",
    answer:
      "Sí. Todos nuestros servicios son virtuales, así que trabajamos con familias en todo Estados Unidos. Solo necesita un teléfono, una tableta o una computadora con cámara.",
  },
  {
    question: "Tengo más de un hijo. ¿Cómo funciona?",
    answer:
      `Cada paquete incluye a un niño. Puede agregar a un hermano o una hermana por ${prices.additionalChild} por cada niño adicional, y adaptaremos los libros y las estrategias a la edad y los intereses de cada uno.`,
  },
  {
    question: "¿Qué paquete me conviene?",
    answer:
      "Si lo que más necesita son los libros adecuados, empiece con Diseñe su biblioteca. Si ya tiene libros pero el momento de leer se le hace difícil, el Kit para leer juntos es ideal para usted. ¿Tiene dudas? Haga nuestro breve cuestionario o reserve una llamada de orientación gratuita de 15 minutos, y le ayudaremos a decidir.",
  },
  {
    question: "¿Pueden ayudarnos si en casa hablamos más de un idioma?",
    // review: "licensed ESL educator" rendered as "educadora certificada de inglés como segundo idioma (ESL)", as in es/structured-data.ts
    answer:
      "Por supuesto. Nuestra fundadora es educadora certificada de inglés como segundo idioma (ESL). Incluimos libros bilingües y libros en su lengua materna, y le acompañamos para que lea en el idioma que le resulte más natural.",
  },
];
