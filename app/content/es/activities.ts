// Spanish copy of ../activities.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../activities";
import type { Translation } from "#common/content/translation.ts";

export const activitiesPage: Translation<typeof en.activitiesPage> = {
  eyebrow: "Actividades en familia",
  // review: "Bring Stories to Life Together" rendered without an imperative, to avoid a tú/ustedes form
  title: "Cuentos que cobran vida en familia",
  intro:
    "La lectura no termina cuando se cierra el libro. Estas actividades sencillas y económicas ayudan a su hijo a jugar con cuentos, palabras e ideas, ya sea que tenga diez minutos o una tarde entera.",
};

export const activitiesImage: Translation<typeof en.activitiesImage> = {
  src: "/images/illustrations/activities.svg",
  alt: "Dos niños y su mamá o su papá sentados en el piso, pintando piedras y acomodándolas junto a un libro ilustrado abierto",
};

export const featuredActivitiesHeading: Translation<typeof en.featuredActivitiesHeading> = "Actividades destacadas";
export const activityCategoriesHeading: Translation<typeof en.activityCategoriesHeading> = "Actividades por categoría";
export const tryActivityLabel: Translation<typeof en.tryActivityLabel> = "Pruebe esta actividad";

export const featuredActivitiesSection: Translation<typeof en.featuredActivitiesSection> = {
  eyebrow: "Las favoritas de las familias",
  intro:
    "Nuestras actividades más queridas, todas probadas con familias reales. Elija “Pruebe esta actividad” para ver los materiales y los pasos, que son muy sencillos.",
};

export const activityCategoriesSection: Translation<typeof en.activityCategoriesSection> = {
  eyebrow: "Ideas para cualquier día",
  intro:
    "Ideas rápidas según su estado de ánimo, el clima y la energía de su hijo. No necesita materiales especiales.",
};

/** Labels on a featured activity card and in its step-by-step dialog. */
export const activityLabels: Translation<typeof en.activityLabels> = {
  time: "Tiempo",
  age: "Edad",
  difficulty: "Dificultad",
  materialsHeading: "Lo que necesita",
  stepsHeading: "Paso a paso",
  printLabel: "Imprimir estos pasos",
  connectLabel: "Reciba actividades pensadas para su familia",
  connectHref: "/es/connect",
};

/** Closing invitation at the bottom of /activities. */
export const activitiesClosing: Translation<typeof en.activitiesClosing> = {
  eyebrow: "Pensado para su familia",
  heading: "¿Quiere actividades pensadas para su hijo?",
  text: "Nuestro Kit para leer juntos incluye actividades complementarias elegidas según la edad y los intereses de su hijo y los valores de su familia, además de una sesión en vivo para mostrarle cómo hacerlas.",
  primary: { label: "Hable con nosotros", href: "/es/connect" },
  secondary: { label: "Vea nuestros servicios", href: "/es/services" },
};

export const featuredActivities: Translation<typeof en.featuredActivities> = [
  {
    id: "story-stones",
    // review: "Story Stones" rendered as "Piedras cuentacuentos"
    title: "Piedras cuentacuentos",
    description:
      "Pinte o dibuje figuras sencillas en piedras lisas. Luego sáquenlas de una bolsa, una por una, para inventar juntos un cuento completamente nuevo.",
    timeRequired: "45 minutos",
    ageRange: "De 3 a 8 años",
    difficulty: "Fácil",
    level: "easy",
    rating: 4.9,
    category: "Arte y manualidades",
    materials: [
      "De 8 a 12 piedras lisas y planas",
      "Marcadores de pintura, pintura acrílica o marcadores permanentes",
      "Una bolsita de tela o una caja pequeña",
      "Un libro ilustrado favorito para inspirarse",
    ],
    steps: [
      "Lean juntos un libro ilustrado favorito y conversen sobre sus personajes, lugares y objetos.",
      "Lave y seque las piedras. Luego dibuje una figura sencilla en cada una: un personaje, un lugar, un animal o un objeto.",
      "Deje secar las piedras y póngalas en la bolsa.",
      "Túrnense para sacar una piedra y agregar una oración al cuento a partir del dibujo.",
      "Sigan hasta vaciar la bolsa y luego pónganle un título a su cuento.",
      "Pídale a su hijo que vuelva a contar el cuento a la hora de dormir, o que dibuje una piedra nueva para el cuento de mañana.",
    ],
  },
  {
    id: "family-book-walk",
    // review: "Family Book Walk" rendered as "Paseo de cuento en familia"
    title: "Paseo de cuento en familia",
    description:
      "Elija un libro ilustrado y salgan a buscar en el camino cosas del cuento: colores, formas, animales y mucho más.",
    timeRequired: "De 30 a 60 minutos",
    ageRange: "De 2 a 10 años",
    difficulty: "Fácil",
    level: "easy",
    rating: 4.8,
    category: "Al aire libre",
    materials: [
      "Un libro ilustrado sobre la naturaleza, un vecindario o un viaje",
      "Una libretita o una tabla con sujetapapeles",
      "Un lápiz o crayones",
      "Zapatos cómodos y agua",
    ],
    steps: [
      "Lean juntos el libro antes de salir y hagan una lista corta de cosas que buscar.",
      "Lleven el libro en su paseo por la cuadra, por un parque o por un sendero.",
      "Marquen cada cosa que vean y agreguen las sorpresas que el libro no mencionaba.",
      "A mitad del camino, deténganse a releer una página favorita en una banca o sobre el pasto.",
      "En casa, dibujen o escriban sobre lo mejor que encontraron.",
    ],
  },
  {
    id: "make-your-own-picture-book",
    // review: "Make-Your-Own Picture Book" rendered from the child's voice as "Mi propio libro ilustrado"
    title: "Mi propio libro ilustrado",
    description:
      "Su hijo se convierte en autor e ilustrador de un libro de verdad sobre su vida, su familia o una aventura que se invente.",
    timeRequired: "De 1 a 2 horas (a lo largo de varios días)",
    ageRange: "De 5 a 12 años",
    // review: "Medium" rendered as "Media" (read as "Dificultad: Media")
    difficulty: "Media",
    level: "medium",
    rating: 4.7,
    category: "Escritura y creatividad",
    materials: [
      "De 6 a 8 hojas de papel dobladas por la mitad",
      // review: "ribbon or yarn" rendered as "listón o estambre" (common in US/Mexican Spanish; "cinta o lana" elsewhere)
      "Engrapadora, listón o estambre para encuadernar",
      "Crayones, marcadores o lápices de colores",
      "Fotos familiares o recortes de revistas (opcional)",
    ],
    steps: [
      "Fíjense en cómo están hechos algunos de sus libros ilustrados favoritos: una portada, un título, y dibujos y palabras en cada página.",
      "Ayude a su hijo a elegir un tema, como “Mi familia”, “Nuestro fin de semana” o una aventura inventada.",
      "Planeen el cuento con un dibujito rápido para cada página antes de empezar las páginas de verdad.",
      "Escriban juntos el texto. Los niños más pequeños pueden dictarle las palabras mientras usted las escribe.",
      // review: the English byline "by" rendered as "por" ("por Ana"), the usual form on a Spanish cover
      "Ilustren cada página, diseñen una portada y escriban “por” seguido del nombre de su hijo como autor.",
      "Encuadernen el libro, organicen una lectura en familia llena de orgullo y luego pónganlo en su librero.",
    ],
  },
];

export const activityCategories: Translation<typeof en.activityCategories> = [
  {
    id: "indoor",
    title: "Actividades en casa",
    description: "Ideas acogedoras para días de lluvia, tardes tranquilas y para relajarse antes de dormir.",
    icon: "Home",
    ideas: [
      "Construyan un fuerte con cobijas y lean adentro con una linterna",
      "Representen un cuento favorito con peluches",
      "Preparen una receta de un libro infantil",
      "Jueguen a las rimas en la mesa",
    ],
  },
  {
    id: "outdoor",
    title: "Actividades al aire libre",
    description: "Lleve los cuentos afuera y descubra la magia de los libros en el mundo que los rodea.",
    icon: "TreePine",
    ideas: [
      "Lean bajo un árbol o sobre un mantel de pícnic",
      "Busquen letras en los letreros de su vecindario",
      "Hagan un diario de la naturaleza después de leer un libro de ciencias",
      "Caminen a la biblioteca y elijan libros juntos",
    ],
  },
  {
    id: "arts",
    title: "Arte y manualidades",
    description: "Deje que su hijo dibuje, construya y cree para adentrarse aún más en los libros que le encantan.",
    icon: "Palette",
    ideas: [
      "Hagan títeres de los personajes principales",
      "Diseñen una portada nueva para un libro favorito",
      "Hagan un separador de libros para cada miembro de la familia",
      "Pinten un mapa del mundo de un cuento",
    ],
  },
  {
    id: "sports",
    title: "Deportes y movimiento",
    // review: "wiggly readers" rendered as "lectores inquietos"; "build words, stories and focus" loosened to fit Spanish
    description: "Para lectores inquietos: muévanse mientras aprenden palabras, crean historias y ganan concentración.",
    icon: "Footprints",
    ideas: [
      "Salten a la siguiente página: un salto por cada página que lean",
      "Jueguen a “Simón dice” con verbos de acción de un cuento",
      "Lean la biografía de un deportista y luego prueben su deporte",
      "Armen una pista de obstáculos inspirada en el viaje de un cuento",
    ],
  },
];
