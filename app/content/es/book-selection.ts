// Spanish copy of ../book-selection.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../book-selection";
import type { Translation } from "#common/content/translation.ts";

export const bookSelectionPage: Translation<typeof en.bookSelectionPage> = {
  eyebrow: "Nuestra metodología",
  title: "Cómo elegimos cada libro",
  intro:
    "Cada año se publican miles de libros infantiles. Nosotros leemos muchísimo para que usted no tenga que hacerlo. Cada libro que recomendamos pasa por una revisión cuidadosa en tres niveles, pensada para su hijo y los valores de su familia.",
};

export const tiersEyebrow: Translation<typeof en.tiersEyebrow> = "Nuestro proceso";
// review: "Three-Tier Evaluation" rendered as "evaluación en tres niveles"
export const tiersHeading: Translation<typeof en.tiersHeading> = "Nuestra evaluación en tres niveles";
export const tiersIntro: Translation<typeof en.tiersIntro> =
  "Un libro solo llega a su familia después de pasar los tres niveles. Esto es lo que buscamos en cada paso.";

export const selectionTiers: Translation<typeof en.selectionTiers> = [
  {
    tier: 1,
    title: "Nivel 1: evaluación inicial",
    subtitle: "¿Es un buen libro para este niño?",
    description:
      "Empezamos por lo básico: la calidad, que sea adecuado para su edad y los intereses de su hijo. Solo avanzan los libros bien escritos, bien ilustrados y apropiados para la etapa de su hijo.",
    criteria: [
      "Lenguaje, extensión y temas apropiados para su edad",
      "Buena escritura e ilustraciones atractivas",
      "Corresponde a los intereses y al nivel de lectura de su hijo",
      "Información precisa y actualizada en los libros de no ficción",
    ],
    icon: "BookOpen",
  },
  {
    tier: 2,
    title: "Nivel 2: revisión de valores y representación",
    subtitle: "¿Este libro honra a su familia y a los demás?",
    description:
      "Luego observamos con atención quiénes aparecen en la historia y cómo se les muestra. Verificamos que cada libro esté de acuerdo con los valores que usted nos compartió y que represente a las personas con dignidad.",
    criteria: [
      "Está de acuerdo con los valores que su familia nos compartió",
      "Personajes de orígenes diversos, mostrados con profundidad y respeto",
      "Sin estereotipos ni representaciones dañinas",
      // review: "own-voices authors and illustrators" rendered as "autores e ilustradores que escriben desde su propia experiencia"
      "Voces auténticas, incluidos autores e ilustradores que escriben desde su propia experiencia",
    ],
    icon: "Scale",
  },
  {
    tier: 3,
    // review: "Impact & Engagement Analysis" rendered as "análisis del impacto y del interés"
    title: "Nivel 3: análisis del impacto y del interés",
    subtitle: "¿Este libro despertará alegría y conversación?",
    description:
      "Por último, pensamos en cómo vivirá el libro en su hogar. ¿Querrá su hijo volver a leerlo? ¿Abrirá conversaciones significativas? ¿Aporta equilibrio a la colección en su conjunto?",
    criteria: [
      "Invita a releer, a hacer preguntas y a conversar en familia",
      "Apoya el desarrollo del lenguaje, con opciones bilingües",
      "Equilibra espejos, ventanas y puertas corredizas de vidrio en la colección",
      "Se conecta con actividades que llevan el cuento más allá de la página",
    ],
    icon: "Sparkles",
  },
];

export const bookFramework: Translation<typeof en.bookFramework> = {
  eyebrow: "Nuestro marco",
  // review: Rudine Sims Bishop's metaphors rendered as "espejos, ventanas y puertas corredizas de vidrio"
  heading: "Espejos, ventanas y puertas corredizas de vidrio",
  credit:
    "Basado en el trabajo de la Dra. Rudine Sims Bishop y su ensayo de 1990 “Mirrors, Windows, and Sliding Glass Doors”.",
  intro:
    "Los niños necesitan libros que reflejen su propia vida y libros que les abran la puerta a la vida de otras personas. Usamos este marco para asegurarnos de que cada colección que armamos ofrezca las dos cosas.",
  cards: [
    {
      title: "Espejos",
      description:
        "Libros en los que su hijo se ve a sí mismo: su familia, su piel, su cabello, su idioma, sus tradiciones y sus experiencias de todos los días.",
      example:
        "Un cuento sobre una abuela que cocina una receta familiar que huele igual que su propia cocina en un día de fiesta.",
      icon: "Smile",
    },
    {
      title: "Ventanas",
      description:
        "Libros que le permiten a su hijo asomarse a vidas, lugares y culturas diferentes de las suyas.",
      example:
        "Un libro ilustrado sobre el primer día de clases de un niño en una ciudad lejana, o sobre una familia que celebra una fiesta que ustedes no celebran.",
      icon: "Globe",
    },
    {
      title: "Puertas corredizas de vidrio",
      description:
        "Libros tan vívidos que su hijo entra en la historia y la vive desde el punto de vista de otra persona.",
      example:
        "Un libro por capítulos que le permite a su hijo ponerse en los zapatos de un personaje, sentir lo que siente y volver transformado.",
      icon: "Footprints",
    },
  ],
  closing:
    "Una biblioteca familiar equilibrada le da a su hijo las dos cosas: la confianza de sentirse visto y la curiosidad por comprender a los demás.",
  image: {
    src: "/images/illustrations/mirrors-windows-doors.svg",
    alt: "Un niño que sonríe reflejado en un espejo ovalado, una ventana con vista a unas colinas verdes y una puerta corrediza de vidrio abierta que da a un jardín",
  },
};

export const familiesReceiveEyebrow: Translation<typeof en.familiesReceiveEyebrow> = "Diseñe su biblioteca";
export const familiesReceiveHeading: Translation<typeof en.familiesReceiveHeading> = "Lo que recibe su familia";
export const familiesReceiveIntro: Translation<typeof en.familiesReceiveIntro> =
  "Cuando elige el paquete “Diseñe su biblioteca”, nuestro proceso de selección se convierte en algo que puede tener en sus manos.";

export const familiesReceive: Translation<typeof en.familiesReceive> = [
  "Una lista de libros personalizada, elegida según la edad y los intereses de su hijo y los valores de su familia",
  "Una breve nota sobre cada libro que explica por qué lo elegimos",
  "Un equilibrio entre libros espejo, ventana y puerta corrediza de vidrio",
  "Títulos bilingües y en el idioma del hogar, si su familia lo desea",
  "Ideas para iniciar conversaciones mientras leen juntos",
  "Consejos para encontrar cada libro en su biblioteca o comprarlo nuevo o usado",
];

export const bookSelectionImage: Translation<typeof en.bookSelectionImage> = {
  src: "/images/illustrations/bookshelf.svg",
  alt: "Un librero lleno de color con libros ilustrados, algunos con la portada hacia el frente, y una plantita en el estante de arriba",
};

export const independenceNote: Translation<typeof en.independenceNote> =
  "Nuestras recomendaciones nunca están a la venta. No aceptamos solicitudes de autores ni de editoriales para destacar sus libros.";

export const bookSelectionCta: Translation<typeof en.bookSelectionCta> = {
  heading: "¿Quiere libros elegidos especialmente para su hijo?",
  text: "Vea lo que incluye el paquete “Diseñe su biblioteca”, o cuéntenos sobre su familia y le sugeriremos por dónde empezar.",
  primary: { label: "Vea nuestros servicios", href: "/es/services" },
  secondary: { label: "Contáctenos", href: "/es/connect" },
};
