// Spanish copy of ../education-categories.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../education-categories";
import type { Translation } from "#common/content/translation.ts";

export const educationPage: Translation<typeof en.educationPage> = {
  eyebrow: "Recursos educativos",
  title: "Apoyo a la lectura en cada edad y etapa",
  intro:
    "Cada niño se convierte en lector a su manera y a su propio ritmo. Elija la edad de su hijo o un enfoque especial para encontrar ideas prácticas, consejos sobre libros y actividades que puede empezar esta misma semana.",
};

export const educationImage: Translation<typeof en.educationImage> = {
  src: "/images/illustrations/education.svg",
  alt: "Niños de distintas edades leyendo en una mesa de la biblioteca: un pequeñito con un libro de cartón, un lector principiante que lee las palabras sonido por sonido y un niño mayor con un libro por capítulos",
};

export const educationExploreLabel: Translation<typeof en.educationExploreLabel> = "Explorar";
export const educationHighlightsHeading: Translation<typeof en.educationHighlightsHeading> = "Ideas para probar esta semana";

export const educationCategoriesSection: Translation<typeof en.educationCategoriesSection> = {
  eyebrow: "Por edad y enfoque",
  title: "Encuentre el mejor punto de partida",
  intro:
    "Elija la tarjeta que mejor describe a su hijo hoy. Seleccione “Explorar” para ver tres ideas que puede probar en casa, y escríbanos si quiere ayuda para armar un plan.",
};
export const educationResourcesLabel: Translation<typeof en.educationResourcesLabel> = "recursos";

export const educationCategories: Translation<typeof en.educationCategories> = [
  {
    title: "Bebés y niños pequeños",
    description:
      "Fortalezca el lenguaje y el vínculo desde los primeros meses con canciones, libros de cartón y mucha conversación.",
    path: "/es/education/ages-0-2",
    topics: ["Libros de cartón", "Canciones de cuna y rimas", "Hablar y nombrar", "Rutinas para dormir"],
    resourceCount: 45,
    ageLabel: "De 0 a 2 años",
    icon: "Baby",
    highlights: [
      {
        title: "Hable, cante, repita",
        description:
          "Los bebés aprenden el idioma al escucharlo. Cuéntele lo que va haciendo durante el día, cante las mismas canciones a menudo y responda a cada gorjeo y balbuceo como si fuera una conversación.",
      },
      {
        title: "Los libros son para tocarlos",
        description:
          "Morder, palmear y mover las páginas es la forma en que los más pequeños exploran. Elija libros de cartón resistentes, con caras, fotos de colores vivos y texturas para tocar.",
      },
      {
        // review: idiom "Short and sweet" adapted as "Cortito y con cariño"
        title: "Cortito y con cariño",
        description:
          "A esta edad, una o dos páginas son una sesión de lectura perfecta. Cuando su hijo se escape, deje el libro e inténtelo más tarde.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Pregunte cómo leer con su bebé o niño pequeño",
  },
  {
    title: "Bases en preescolar",
    description:
      "Cultive el amor por los cuentos, los sonidos y las letras con juegos, rimas y lectura en voz alta todos los días.",
    path: "/es/education/ages-3-5",
    topics: ["Rimas y sonidos", "Juegos con letras", "Conversar sobre libros ilustrados", "Las letras en la vida diaria"],
    resourceCount: 67,
    ageLabel: "De 3 a 5 años",
    icon: "Puzzle",
    highlights: [
      {
        title: "Jueguen con los sonidos",
        description:
          "Los juegos de rimas, las canciones divertidas y dar palmadas por cada sílaba ayudan a los niños a oír los sonidos dentro de las palabras, un paso clave antes de leer.",
      },
      {
        title: "Deje que su hijo cuente el cuento",
        description:
          "Haga pausas y hágale preguntas abiertas sobre los dibujos. Cuando su hijo es quien habla, su vocabulario y su confianza crecen rápido.",
      },
      {
        title: "Señale las letras por todas partes",
        description:
          "Los letreros, las cajas de cereal y las etiquetas con nombres también son lectura. Fíjense juntos en las letras, sobre todo en las del nombre de su hijo.",
      },
    ],
    connectTopic: "foundations",
    connectLabel: "Pregunte por las bases de la lectura en preescolar",
  },
  {
    title: "Primeros lectores",
    description:
      "Apoye a su hijo cuando empiece a leer solo, sin dejar de disfrutar juntos la lectura en voz alta.",
    path: "/es/education/ages-6-8",
    // review: "Reading stamina" rendered as "Resistencia lectora"
    topics: ["Fonética en casa", "Primeros libros por capítulos", "Resistencia lectora", "Más confianza al leer"],
    resourceCount: 89,
    ageLabel: "De 6 a 8 años",
    icon: "BookOpen",
    highlights: [
      {
        title: "Siga leyendo en voz alta",
        description:
          "Su hijo puede entender libros mucho más difíciles que los que puede leer solo. La lectura en voz alta le sigue dando grandes ideas y un vocabulario rico.",
      },
      {
        title: "Túrnense",
        description:
          "Prueben con “tú lees una página, yo leo otra”. Así comparten el esfuerzo, el cuento avanza y su hijo escucha cómo suena una lectura fluida.",
      },
      {
        title: "Elogie el esfuerzo",
        description:
          "Fíjese cuando su hijo intenta leer una palabra difícil o relee para corregir un error. Elogiar el esfuerzo construye una confianza duradera.",
      },
    ],
    connectTopic: "explorers",
    connectLabel: "Pregunte cómo apoyar a su pequeño lector",
  },
  {
    title: "Lectores cada vez más independientes",
    description:
      "Ayude a los niños más grandes a encontrar libros que les encanten, a leer con más profundidad y a seguir conversando con usted sobre los cuentos.",
    path: "/es/education/ages-9-12",
    topics: ["Libros por capítulos y series", "Novelas gráficas", "Conversar sobre libros", "Identidad lectora"],
    resourceCount: 73,
    ageLabel: "De 9 a 12 años",
    icon: "Compass",
    highlights: [
      {
        title: "Siga sus intereses",
        description:
          "Deportes, animales, misterios, videojuegos o historia: el tema indicado puede convertir a un lector reacio en uno entusiasta.",
      },
      {
        // review: "Graphic novels count" kept as a play on words ("cuentan" = they count / they tell stories)
        title: "Las novelas gráficas también cuentan",
        description:
          "Los cómics y las novelas gráficas desarrollan el vocabulario, la capacidad de deducir y la resistencia lectora. Son lectura de verdad y un gran puente hacia libros más largos.",
      },
      {
        title: "Lean el mismo libro",
        description:
          "Leer el libro que está leyendo su hijo les da algo de qué hablar y le demuestra que la lectura también es importante para usted.",
      },
    ],
    connectTopic: "adventurers",
    connectLabel: "Pregunte cómo mantener el interés de su lector más grande",
  },
  {
    title: "Diferencias de aprendizaje y necesidades especiales",
    description:
      "Ideas flexibles y amables para leer con niños que aprenden de otra manera, con enfoques auditivos, visuales y adaptados a sus necesidades sensoriales.",
    path: "/es/education/special-needs",
    // review: "Sensory-friendly reading" rendered as "Lectura adaptada a lo sensorial"
    topics: ["Audiolibros", "Lectura adaptada a lo sensorial", "Apoyos visuales", "Trabajo con especialistas"],
    resourceCount: 34,
    ageLabel: "Todas las edades",
    icon: "HandHeart",
    highlights: [
      {
        title: "Muchas formas de entrar en un cuento",
        description:
          "Los audiolibros, los libros con audio para seguir la lectura, los textos con muchas imágenes y representar los cuentos ayudan a amar los libros. Elija lo que funcione para su hijo.",
      },
      {
        title: "Haga que el espacio sea cómodo",
        // review: "wobble cushion" rendered as "cojín de equilibrio"; "something to fidget with" as "algo para mantener las manos ocupadas"
        description:
          "Un rincón tranquilo, luz suave, un cojín de equilibrio o algo para mantener las manos ocupadas pueden ayudar a su hijo a acomodarse para leer.",
      },
      {
        title: "Trabaje en equipo con especialistas",
        // review: scope statement (we don't diagnose or assess): check the meaning stays exact
        description:
          "Nosotros no diagnosticamos ni hacemos evaluaciones. Con gusto trabajamos junto con los maestros y terapeutas de su hijo para que la lectura en casa apoye sus metas.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Pregunte cómo leer con un niño que aprende de otra manera",
  },
  {
    // review: "STEM" kept as the English acronym (common in US schools); no Spanish gloss added
    title: "STEM a través de los cuentos",
    description:
      "Despierte la curiosidad por las ciencias, las matemáticas y el funcionamiento de las cosas con buenos libros de no ficción, experimentos prácticos y problemas que se resuelven a partir de un cuento.",
    path: "/es/education/stem",
    topics: ["Libros ilustrados de no ficción", "Naturaleza y ciencia", "Matemáticas en los cuentos", "Construir y experimentar"],
    resourceCount: 56,
    ageLabel: "De 3 a 12 años",
    icon: "Lightbulb",
    highlights: [
      {
        title: "Lean y luego pruébenlo",
        description:
          "Acompañe un libro sobre puentes, plantas o el clima con un experimento sencillo en casa. La lectura se convierte en una puerta al descubrimiento.",
      },
      {
        title: "La no ficción es para todos",
        description:
          "Muchos niños, sobre todo los curiosos a quienes les encanta coleccionar datos, prefieren los libros sobre cosas reales. Incluir libros de no ficción en su rutina los mantiene leyendo.",
      },
      {
        title: "Conozcan a científicos de verdad",
        description:
          "Las biografías de científicos, ingenieros e inventores, mujeres y hombres de muchos orígenes, ayudan a todos los niños a imaginarse un futuro en STEM.",
      },
    ],
    connectTopic: "general",
    connectLabel: "Pida ideas de libros de STEM para su hijo",
  },
];

/** Closing invitation at the bottom of /education. */
export const educationClosing: Translation<typeof en.educationClosing> = {
  eyebrow: "¿No sabe por dónde empezar?",
  heading: "Encontremos lo que le conviene a su familia",
  text: "Responda nuestro breve cuestionario para ver qué tipo de apoyo le conviene más, o cuéntenos sobre su hijo y le sugeriremos algunos primeros pasos. Es gratis y sin compromiso.",
  // review: "Take the Family Quiz" rendered as "Haga el cuestionario familiar" (check it matches the quiz modules)
  primary: { label: "Haga el cuestionario familiar", href: "/es/interactive-tools" },
  secondary: { label: "Hable con nosotros", href: "/es/connect" },
};

/** "More for families" links shown at the foot of the four family resource pages. */
export const familyResourcesEyebrow: Translation<typeof en.familyResourcesEyebrow> = "Siga explorando";
export const familyResourcesHeading: Translation<typeof en.familyResourcesHeading> = "Más para las familias";
export const familyResourceLinks: Translation<typeof en.familyResourceLinks> = [
  {
    href: "/es/education",
    title: "Lectura por edad y etapa",
    description: "Ideas prácticas de lectura desde los primeros meses hasta la preadolescencia, además de necesidades especiales y STEM.",
    icon: "BookOpen",
  },
  {
    href: "/es/activities",
    title: "Actividades en familia",
    description: "Piedras cuentacuentos, paseos de cuento y libros ilustrados hechos en casa, con instrucciones paso a paso.",
    icon: "Palette",
  },
  {
    href: "/es/parenting",
    title: "Apoyo para la crianza",
    description: "Ideas amables sobre disciplina, confianza y los momentos de todos los días que vive cualquier familia.",
    icon: "Heart",
  },
  {
    href: "/es/community",
    title: "Comunidad",
    description: "Grupos de padres a los que puede unirse y profesionales de confianza que podemos presentarle.",
    icon: "Users",
  },
];
