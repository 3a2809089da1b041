// Spanish copy of ../home.ts (same exports, same shapes; checked by the type Translation<>).
// The `ages` of the age groups and the HowTo total time stay exactly as in English (they are identifiers).
import type * as en from "../home";
import type { Translation } from "#common/content/translation.ts";

export type {
  AgeGroup,
  BuildOnValuesSection,
  ClosingCta,
  ComparisonRow,
  FaqBlock,
  HomeHero,
  HomeSection,
  HomeStat,
  MissionVisionSection,
  NewsletterSection,
  QuizPromo,
  ScienceSection,
  ServicesTeaser,
  TestimonialsSection,
  VideoCaption,
  WhatIsCoachingSection,
} from "../home";

/* ------------------------------------------------------------------ */
/* Content, in the order the sections appear on the home page          */
/* ------------------------------------------------------------------ */

export const homeHero: Translation<typeof en.homeHero> = {
  // review: "Family Reading Coaching" rendered as "Coaching de lectura en familia", as in es/seo.ts
  eyebrow: "Coaching de lectura en familia para niños de 0 a 12 años",
  // review: slogan; "Raise a Reader Who Loves Books" rendered as "Críe a un niño que ame los libros"
  headline: "Críe a un niño que ame los libros, en casa y a su manera",
  subheadline:
    "Libros elegidos a mano que reflejan a su familia y un coaching sencillo que convierte el momento de leer en la mejor parte del día. Con la guía de una educadora certificada de inglés como segundo idioma (ESL), para todo tipo de familias.",
  // review: "Start Your Journey" rendered as "Comience ahora", as the package button in es/service-packages.ts
  secondaryCta: { label: "Más información", href: "/es/services" },
};

export const buildOnValues: Translation<typeof en.buildOnValues> = {
  eyebrow: "Su familia, su historia",
  // review: "Build on Your Values" rendered as "Parta de sus valores"
  heading: "Parta de sus valores",
  intro:
    "Usted ya sabe qué es lo más importante en su hogar. Le ayudamos a encontrar libros y hábitos de lectura que celebren sus tradiciones, sus idiomas y el tipo de personas que espera que sean sus hijos.",
  image: {
    src: "/images/illustrations/family-values.svg",
    alt: "Una abuela, una madre o un padre y un niño eligen libros juntos en un librero lleno de color en casa",
  },
  cards: [
    {
      title: "Historias que los reflejan",
      description:
        "Libros en los que su hijo ve celebrados a su propia familia, su piel, su cabello, su fe y sus tradiciones.",
      icon: "Heart",
    },
    {
      title: "Todos los idiomas son bienvenidos",
      description:
        "Inglés, el idioma de su hogar o ambos. Cada idioma que habla su familia es un idioma para leer.",
      icon: "Languages",
    },
    {
      title: "Bondad y valentía",
      description:
        "Cuentos que invitan a conversar sobre la empatía, la justicia, la honestidad y la importancia de defender a los demás.",
      icon: "HandHeart",
    },
    {
      title: "Ventanas al mundo",
      description:
        "Libros que le abren los ojos a su hijo a personas, lugares y formas de vida más allá de la puerta de su casa.",
      icon: "Globe",
    },
  ],
};

export const scienceSection: Translation<typeof en.scienceSection> = {
  eyebrow: "Respaldado por la investigación",
  heading: "La ciencia detrás de leerle a su hijo",
  intro:
    "Cada vez que leen juntos, el cerebro de su hijo crea conexiones para el lenguaje, la imaginación y la comprensión. Y su hijo se siente seguro, querido y cerca de usted. Estos videos cortos explican por qué esos minutos de cariño importan tanto.",
  // The embedded videos are in English: their titles are translated here, and each says so under its title.
  videoLanguage: "Video en inglés",
  videos: [
    {
      title: "La ciencia del desarrollo en la primera infancia",
      caption:
        "En los primeros años de vida, el cerebro de su hijo crea conexiones más rápido que en cualquier otra etapa. Vea cómo las experiencias de todos los días, como los cuentos y las conversaciones, sientan las bases del aprendizaje.",
    },
    {
      // review: "Serve and Return" rendered as "Servir y devolver", the term used in the Spanish materials of Harvard's Center on the Developing Child
      title: "Servir y devolver: cómo los momentos cotidianos construyen el cerebro de un niño",
      caption:
        "Cuando su hijo señala algo, balbucea o hace una pregunta y usted le responde, ese ir y venir moldea su cerebro en crecimiento. Leer juntos está lleno de estos momentos.",
    },
  ],
  link: { label: "Explore la investigación", href: "/es/research" },
  image: {
    src: "/images/illustrations/brain-science.svg",
    alt: "Una madre o un padre le lee a un niño pequeño, con un cerebro ilustrado que brilla y letras que flotan sobre ellos",
  },
};

export const missionVision: Translation<typeof en.missionVision> = {
  eyebrow: "Por qué lo hacemos",
  heading: "Nuestra misión y nuestra visión",
  missionLabel: "Nuestra misión",
  mission:
    "Ayudar a cada familia a crear en casa una vida lectora llena de alegría, con libros que reflejen sus valores, honren sus idiomas y sus culturas, y abran ventanas al mundo.",
  visionLabel: "Nuestra visión",
  vision:
    "Un mundo donde cada niño crezca rodeado de cuentos, se vea reflejado en los libros que lee y los comparta con las personas que más lo quieren.",
  coreValuesHeading: "Nuestros valores",
  coreValues: [
    {
      title: "La familia primero",
      // review: "a child’s first teachers" rendered as "quienes primero le enseñan a un niño" (avoids "maestros", as in es/service-packages.ts)
      description:
        "Las madres, los padres y los cuidadores son quienes primero le enseñan a un niño. Estamos para apoyarle, nunca para ocupar su lugar.",
      icon: "Home",
    },
    {
      title: "Todas las culturas cuentan",
      description:
        "Celebramos todos los idiomas, todas las culturas y todas las formas de familia, con respeto y cariño.",
      icon: "Globe",
    },
    {
      title: "La alegría de leer",
      // review: "a treat, not a chore" rendered as "un gusto, no una obligación"
      description: "Leer debe sentirse como un gusto, no como una obligación. La diversión es lo primero.",
      icon: "Smile",
    },
    {
      title: "Con base en la investigación",
      description:
        "Nuestros consejos se basan en lo que se sabe sobre cómo los niños aprenden el lenguaje y la lectoescritura.",
      icon: "Brain",
    },
    {
      title: "Acceso para todos",
      description: "Los buenos libros y una buena orientación deben llegar a cada niño, en cada comunidad.",
      icon: "Scale",
    },
  ],
  link: { label: "Lea nuestra misión completa", href: "/es/mission" },
};

export const servicesTeaser: Translation<typeof en.servicesTeaser> = {
  eyebrow: "Cómo ayudamos",
  heading: "Servicios pensados para su familia",
  intro:
    "Desde una biblioteca en casa que refleja quiénes son hasta un coaching que facilita el momento de leer, cada servicio es personal, virtual y se basa en los valores de su familia.",
  cta: { label: "Vea los paquetes y precios", href: "/es/services" },
};

export const quizPromo: Translation<typeof en.quizPromo> = {
  // review: "Free Family Quiz" rendered as "Cuestionario familiar gratuito" (check it matches the quiz modules)
  eyebrow: "Cuestionario familiar gratuito",
  heading: "¿No sabe por dónde empezar?",
  intro:
    "Responda 6 preguntas rápidas sobre su familia y su rutina de lectura. En menos de 3 minutos, recibirá una recomendación personal con el próximo paso que mejor le conviene.",
  facts: ["6 preguntas", "Menos de 3 minutos", "Resultados personales al instante"],
  button: { label: "Haga el cuestionario ahora", href: "/es/interactive-tools" },
  image: {
    src: "/images/illustrations/quiz.svg",
    alt: "Una madre o un padre sostiene un teléfono con un cuestionario amigable en la pantalla, mientras un niño lee cerca",
  },
};

export const whatIsCoaching: Translation<typeof en.whatIsCoaching> = {
  eyebrow: "Coaching de lectura en familia",
  heading: "¿Qué es el coaching de lectura en familia?",
  // review: "drilling skills" rendered as "hacer que su hijo repita ejercicios"
  definition:
    "El coaching de lectura en familia es una orientación personal para madres, padres y cuidadores que les ayuda a crear en casa una vida lectora alegre y duradera. En lugar de hacer que su hijo repita ejercicios, la coach trabaja con usted: elige libros adecuados para su hijo y para sus valores, le muestra formas sencillas de conversar sobre los cuentos y le ayuda a que la lectura sea un momento cálido en la rutina diaria de su familia.",
  image: {
    src: "/images/illustrations/coaching-call.svg",
    alt: "Una madre o un padre en una videollamada con una coach de lectura amable, con una pila de libros ilustrados sobre la mesa",
  },
  inclusionsHeading: "Lo que incluye el coaching",
  inclusions: [
    "Una mirada amable a sus libros y a su rutina de lectura actuales",
    "Recomendaciones de libros según la edad y los intereses de su hijo, y los valores de su familia",
    "Técnicas sencillas de lectura en voz alta y de conversación que puede usar con cualquier libro",
    "Actividades que dan vida a los cuentos más allá de la página",
    "Apoyo para leer en inglés, en el idioma de su hogar o en ambos",
    "Apoyo continuo a medida que su hijo crece",
  ],
  ageGroupsHeading: "Apoyo para cada etapa",
  ageGroups: [
    {
      ages: "0-2",
      title: "Bebés y niños pequeños",
      // review: "board books" rendered as "libros de cartón"
      description:
        "Canciones, rimas, libros de cartón y mucha conversación para desarrollar el lenguaje temprano y el vínculo con usted.",
    },
    {
      ages: "3-5",
      title: "Bases en preescolar",
      description:
        "Libros ilustrados, juegos con sonidos y actividades divertidas con letras que preparan a su hijo para leer.",
    },
    {
      ages: "6-8",
      title: "Primeros lectores",
      description: "Ánimo y estrategias cuando su hijo empieza a leer por su cuenta.",
    },
    {
      ages: "9-12",
      title: "Lectores independientes",
      description:
        "Encontrar libros que les encanten, leer con profundidad y mantener viva la conversación sobre libros en familia.",
    },
  ],
  howToHeading: "Cómo fomentar el amor por la lectura en casa en cuatro pasos",
  howToName: "Cómo fomentar el amor por la lectura en casa",
  howToIntro:
    "No necesita una formación especial ni un gran presupuesto. Estos cuatro pasos funcionan para cualquier familia, en cualquier idioma, con niños desde que nacen hasta los doce años.",
  howToTotalTime: "P7D",
  steps: [
    {
      step: 1,
      title: "Cree un rincón de lectura",
      description:
        "Elija un rincón acogedor con buena luz y un estante bajo o una canasta con libros que su hijo pueda alcanzar sin ayuda. Que sea un lugar atractivo y que esté a la vista todos los días.",
    },
    {
      step: 2,
      title: "Elija libros adecuados para su hijo",
      description:
        "Escoja libros según la edad y los intereses de su hijo, incluidos cuentos que reflejen a su familia y cuentos sobre personas diferentes a ustedes. Deje que su hijo también elija algunos.",
    },
    {
      step: 3,
      title: "Lean juntos todos los días",
      description:
        "Reserve unos minutos a la misma hora cada día, por ejemplo antes de dormir o durante el desayuno. Es mejor una rutina breve y feliz que pueda mantener que una larga que termine saltándose.",
    },
    {
      step: 4,
      title: "Conversen sobre el cuento",
      // review: the sample questions address the child with "tú"
      description:
        "Haga pausas para hacer preguntas abiertas, como “¿Qué crees que va a pasar?” o “¿Cómo te sentirías tú?”. Escuche las respuestas de su hijo y relacione el cuento con la vida de su propia familia.",
    },
  ],
  credentialsHeading: "Con la guía de una verdadera experta",
  credentialsIntro:
    "Nuestro coaching lo dirige una educadora certificada con años de experiencia en el aula y en la lectoescritura familiar.",
  credentials: [
    "Educadora certificada de inglés como segundo idioma (ESL)",
    // review: "M.Ed. in Literacy and TESOL" rendered as "Maestría en Educación (M.Ed.) en Lectoescritura y TESOL"
    "Maestría en Educación (M.Ed.) en Lectoescritura y TESOL",
    "Exmaestra de ESL en el aula y exespecialista en lectura escolar",
    "Bilingüe en inglés y español",
    "Años de experiencia dirigiendo talleres de lectoescritura familiar para padres",
  ],
  // review: "tutoring" rendered as "clases particulares" (as in es/terms.ts)
  comparisonHeading: "Coaching o clases particulares",
  comparisonIntro:
    "Tanto las clases particulares como el coaching pueden ayudar a los niños. Simplemente cumplen funciones distintas.",
  comparisonColumns: {
    aspect: "Aspecto",
    coaching: "Coaching de lectura en familia",
    tutoring: "Clases particulares tradicionales",
  },
  comparison: [
    {
      aspect: "Enfoque",
      coaching: "La vida lectora de toda la familia y el vínculo entre usted y su hijo",
      tutoring: "Las habilidades académicas específicas de un niño",
    },
    {
      aspect: "Meta",
      coaching: "Un amor por la lectura para toda la vida, que nace en casa",
      tutoring: "Ponerse al día o mejorar las calificaciones y los resultados de los exámenes",
    },
    {
      aspect: "Lugar",
      coaching: "Su hogar y sus rutinas diarias, con apoyo virtual",
      tutoring: "Sesiones en un centro de tutoría, en la escuela o en línea",
    },
    {
      aspect: "Selección de libros",
      coaching: "Libros elegidos a mano que reflejan sus valores, sus idiomas y su cultura",
      // review: "leveled readers" rendered as "libros por niveles"
      tutoring: "Hojas de ejercicios, libros por niveles o materiales escolares",
    },
    {
      aspect: "Papel de los padres",
      coaching: "Usted está en el centro, con las habilidades y la confianza para guiar",
      tutoring: "Por lo general, al margen mientras un tutor trabaja con su hijo",
    },
  ],
  cta: {
    heading: "¿Quiere saber si el coaching es lo adecuado para su familia?",
    text: "Reserve una llamada de orientación amena para hablar de su hijo y de sus metas, o haga nuestro breve cuestionario para recibir una recomendación personal.",
    primary: { label: "Reserve una llamada gratuita de 15 minutos", href: "/es/discovery-call" },
    secondary: { label: "Haga el cuestionario familiar", href: "/es/interactive-tools" },
    notes: ["Consulta gratuita de 15 minutos", "Sin ningún compromiso"],
  },
};

export const testimonialsSection: Translation<typeof en.testimonialsSection> = {
  eyebrow: "Historias de familias",
  heading: "Lo que dicen las familias",
  intro:
    "Madres, padres, abuelos y escuelas aliadas cuentan cómo ha cambiado para ellos la lectura en casa.",
  // review: "Rate Us 5.0" rendered as "nos dan una calificación de 5.0" (decimal point, as in es/seo.ts)
  link: { label: "Vea por qué las familias nos dan una calificación de 5.0", href: "/es/testimonials" },
};

export const newsletterSection: Translation<typeof en.newsletterSection> = {
  eyebrow: "Boletín gratuito",
  heading: "Ideas de lectura en su correo",
  intro:
    "Únase a cientos de madres y padres que reciben ideas sencillas y prácticas para criar niños lectores. Mensajes breves, amenos y fáciles de poner en práctica esa misma noche.",
  // review: "Parent insights" rendered as "Reflexiones para padres"
  benefits: ["Consejos semanales", "Recomendaciones de libros", "Actividades en familia", "Reflexiones para padres"],
  buttonLabel: "Suscríbase al boletín",
  newTabNote: "Abre la página de nuestro boletín en una pestaña nueva.",
};

export const faqBlock: Translation<typeof en.faqBlock> = {
  eyebrow: "Para tener en cuenta",
  heading: "Preguntas frecuentes",
  intro:
    "Le mostramos con claridad lo que hacemos, y lo que no, para que pueda decidir si somos lo adecuado para su familia.",
  isHeading: "Lo que somos",
  isNotHeading: "Lo que no somos",
  scheduleLabel: "Reserve una llamada gratuita de 15 minutos",
  contact: { label: "Contáctenos", href: "/es/connect" },
  moreLink: { label: "Vea todas las preguntas", href: "/es/faq" },
};

export const closingCta: Translation<typeof en.closingCta> = {
  // review: "Reading Adventure" rendered as "aventura lectora"
  heading: "La aventura lectora de su familia empieza aquí",
  text: "Dé el primer paso hacia momentos de lectura acogedores y llenos de confianza en casa. Le escucharemos, responderemos sus preguntas y le sugeriremos un próximo paso que se adapte a su familia.",
  // review: "Start Your Journey Today" rendered as "Comience hoy mismo"
  primary: { label: "Reserve una llamada gratuita de 15 minutos", href: "/es/discovery-call" },
  secondary: { label: "Primero, haga nuestro cuestionario", href: "/es/interactive-tools" },
  urgencyNotice: "Por tiempo limitado: reserve su llamada de orientación este mes",
};

export const homeStats: Translation<typeof en.homeStats> = [
  { value: "500+", label: "Libros seleccionados para familias", icon: "BookOpen" },
  // review: "Increase in reading engagement" rendered as "Más interés por la lectura" (shown under "40%")
  { value: "40%", label: "Más interés por la lectura", icon: "Sparkles" },
  { value: "5.0", label: "Calificación promedio", icon: "Star" },
];

export const joinFamiliesLine: Translation<typeof en.joinFamiliesLine> = "Únase a más de 500 familias";

export const bookingSpotsLeft: Translation<typeof en.bookingSpotsLeft> = (
  count: number,
) =>
  count === 1
    ? "Solo queda 1 lugar este mes"
    : `Solo quedan ${count} lugares este mes`;

