// Spanish copy of ../parenting.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../parenting";
import type { Translation } from "#common/content/translation.ts";

export const parentingPage: Translation<typeof en.parentingPage> = {
  eyebrow: "Apoyo para la crianza",
  title: "La crianza de cada día, un cuento a la vez",
  intro:
    "Los libros ayudan con mucho más que la lectura. Abren conversaciones sobre los sentimientos, las amistades y los grandes cambios. Aquí encontrará ideas prácticas y amables para los momentos que vive toda familia.",
};

export const parentingImage: Translation<typeof en.parentingImage> = {
  src: "/images/illustrations/bedtime-story.svg",
  alt: "Un niño acurrucado en la cama con su mamá o su papá bajo la luz cálida de una lámpara, compartiendo un cuento antes de dormir",
};

export const expertTipsHeading: Translation<typeof en.expertTipsHeading> = "Consejos de nuestras sesiones de coaching";
export const parentingTopicsHeading: Translation<typeof en.parentingTopicsHeading> = "Explore temas de crianza";
export const commonChallengesHeading: Translation<typeof en.commonChallengesHeading> = "Desafíos comunes, soluciones reales";
export const tryThisLabel: Translation<typeof en.tryThisLabel> = "Pruebe esto";

export const expertTipsSection: Translation<typeof en.expertTipsSection> = {
  eyebrow: "De familias reales",
  intro: "Tres ideas que compartimos en casi todas las sesiones de coaching, porque son las que más ayudan.",
};

export const parentingTopicsSection: Translation<typeof en.parentingTopicsSection> = {
  eyebrow: "Temas",
  intro:
    "Los cuentos son una forma amable de abrir conversaciones importantes. Así puede usarlos para cuatro metas de crianza de todos los días.",
};

export const commonChallengesSection: Translation<typeof en.commonChallengesSection> = {
  // review: "You’re Not Alone" adapted as "Les pasa a todas las familias" (avoids the gendered "solo/sola")
  eyebrow: "Les pasa a todas las familias",
  intro: "Todas las familias pasan por estos baches. Esto es lo que les decimos a los padres con los que trabajamos.",
};

/** Closing invitation at the bottom of /parenting. */
export const parentingClosing: Translation<typeof en.parentingClosing> = {
  eyebrow: "Apoyo a su medida",
  heading: "¿Quiere ideas pensadas para su familia?",
  text: "Cada niño y cada hogar son distintos. Cuéntenos qué pasa a la hora de leer y le ayudaremos a encontrar un enfoque que se sienta adecuado para ustedes.",
  primary: { label: "Hable con nosotros", href: "/es/connect" },
  // review: "Take the Family Quiz" rendered as "Haga el cuestionario familiar" (check it matches the quiz modules)
  secondary: { label: "Haga el cuestionario familiar", href: "/es/interactive-tools" },
};

export const expertTips: Translation<typeof en.expertTips> = [
  {
    // review: "Follow your child’s lead" rendered as "Siga la iniciativa de su hijo"
    title: "Siga la iniciativa de su hijo",
    body: "Deje que su hijo elija el libro, pase las páginas y decida cuándo parar. Cuando los niños sienten que son ellos quienes deciden a la hora de leer, quieren leer más.",
    icon: "Compass",
  },
  {
    title: "Conexión antes que corrección",
    body: "Si a su hijo se le traba una palabra, dele un momento y luego ofrézcale ayuda con cariño. Mantenga un ambiente cálido. Un lector tranquilo aprende más rápido que uno preocupado.",
    icon: "Heart",
  },
  {
    title: "Converse más de lo que lee",
    body: "La conversación alrededor de un libro importa tanto como las palabras que contiene. Pregunte “¿Qué te llama la atención?” y “¿Cómo crees que se siente ella?”, y luego escuche de verdad.",
    icon: "MessageCircle",
  },
];

export const parentingTopics: Translation<typeof en.parentingTopics> = [
  {
    id: "discipline",
    // review: "Gentle Discipline" rendered as "Disciplina con cariño"
    title: "Disciplina con cariño",
    description: "Use los cuentos para hablar de decisiones, sentimientos y consecuencias sin sermones.",
    icon: "Scale",
    points: [
      "Lea libros en los que los personajes se equivocan y luego lo arreglan.",
      "Pregunte: “¿Qué podría hacer diferente la próxima vez?”",
      "Cuando pase algo parecido en casa, recuerden juntos el cuento que leyeron.",
    ],
  },
  {
    id: "communication",
    title: "Comunicación abierta",
    description: "Cree el hábito de hablar y escuchar para que su hijo siga acudiendo a usted.",
    icon: "MessageCircle",
    points: [
      "Use los sentimientos de un personaje para empezar a hablar de los de su hijo.",
      "Reciba con curiosidad todas las preguntas, incluso las difíciles.",
      "Comparta historias de su propia infancia, en cualquier idioma.",
    ],
  },
  {
    id: "confidence",
    title: "Fortalecer la confianza",
    description: "Ayude a su hijo a creer en sí mismo como lector y como persona.",
    icon: "Star",
    points: [
      "Elogie el esfuerzo y las estrategias, no solo las respuestas correctas.",
      "Relean sus libros favoritos más fáciles. El éxito se siente bien y da fluidez.",
      "Deje que su hijo le lea a un hermanito, a una mascota o a un peluche.",
    ],
  },
  {
    id: "challenges",
    title: "Los grandes desafíos de la vida",
    description:
      "Encuentre los libros adecuados para la llegada de un hermanito, una mudanza, una pérdida, un divorcio y otros grandes cambios.",
    icon: "Shield",
    points: [
      "Elija un libro que se parezca a la situación de su hijo y léanlo juntos.",
      "Haga pausas a menudo y deje que su hijo cuente cómo lo hace sentir el cuento.",
      // review: safety advice ("reach out to a counselor"): check "consejero" and that the meaning stays exact
      "Busque a un consejero si las preocupaciones continúan o aumentan. Los libros son un apoyo, pero no reemplazan la ayuda profesional.",
    ],
  },
];

export const commonChallenges: Translation<typeof en.commonChallenges> = [
  {
    title: "Mi hijo no se queda quieto para escuchar un cuento",
    description:
      "Es completamente normal, sobre todo en los niños pequeños. Muchos niños prestan atención justamente mientras se mueven.",
    tryThis: [
      "Deje que su hijo esté de pie, rebote o juegue en silencio con algo mientras usted lee.",
      "Elija libros cortos e interactivos, con solapas, rimas o sonidos para imitar.",
      "Lean un poquito a la vez, varias veces al día, en lugar de una sola sesión larga.",
    ],
  },
  {
    title: "Mi hijo quiere el mismo libro todas las noches",
    description:
      "Repetir es señal de cariño y de aprendizaje. Cada relectura fortalece el vocabulario, la memoria y la confianza.",
    tryThis: [
      "Disfrútelo. Deje que su hijo complete palabras y termine las oraciones.",
      "Ofrézcale un segundo libro parecido, por ejemplo, uno del mismo autor o sobre el mismo tema.",
      "Haga una pregunta nueva cada vez: “¿Qué ves hoy que no habíamos notado antes?”",
    ],
  },
  {
    title: "Mi hijo dice que leer es aburrido",
    description:
      "Por lo general, significa que todavía no ha llegado el libro indicado o que la lectura empezó a sentirse como una tarea.",
    tryThis: [
      "Siga sus pasiones: deportes, animales, chistes, videojuegos, cocina o el espacio.",
      "Ofrézcale novelas gráficas, revistas y audiolibros. Todo cuenta.",
      // review: "quizzes" here means quizzing the child, rendered as "pruebas" (not the site's "cuestionario")
      "Reserve algunos momentos de lectura totalmente libres de preguntas y pruebas.",
    ],
  },
  {
    title: "Es que no tenemos tiempo",
    description:
      "Las familias ocupadas también pueden ser familias lectoras. Para empezar, bastan unos minutos dentro de lo que ya hacen cada día.",
    tryThis: [
      "Una la lectura a un hábito que ya tienen, como el desayuno o la hora del baño.",
      "Tenga un libro en el carro, en su bolsa y en el baño.",
      "Escuchen audiolibros juntos camino a la escuela o a sus actividades.",
    ],
  },
];
