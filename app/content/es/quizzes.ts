// Spanish copy of ../quizzes.ts (same exports, same shapes; checked by the type Translation<>).
// Every answer `value` is a scoring key from ~/lib/quiz/scoring: kept exactly as in English.
import type * as en from "../quizzes";
import type { Translation } from "#common/content/translation.ts";

/* ----------------------------- Parent-Readiness ---------------------------- */

// review: quiz questions and answers (all of this block)
export const parentReadinessQuestions: Translation<typeof en.parentReadinessQuestions> = [
  {
    question: "¿Cómo se siente al elegir libros para su hijo?",
    answers: [
      { value: "overwhelmed", label: "Me abruman tantas opciones" },
      { value: "values", label: "Quiero libros que reflejen los valores de nuestra familia" },
      // review: "quality writing and art" rendered as "buena escritura y buenas ilustraciones"
      { value: "quality", label: "Busco sobre todo buena escritura y buenas ilustraciones" },
      { value: "representation", label: "Quiero que mi hijo se vea a sí mismo y a los demás en los libros" },
    ],
  },
  {
    question: "¿Qué tan importante es para usted que los libros de su hijo reflejen la cultura, los idiomas y los valores de su familia?",
    answers: [
      { value: "essential", label: "Esencial: es el centro de lo que leemos" },
      { value: "very-important", label: "Muy importante para nosotros" },
      { value: "somewhat", label: "Algo importante" },
      { value: "unsure", label: "Todavía no lo sé. No lo he pensado mucho" },
    ],
  },
  {
    question: "¿Cómo es hoy el momento de leer con su hijo?",
    answers: [
      { value: "struggle", label: "Es una lucha. Mi hijo se resiste o pierde el interés rápido" },
      { value: "questions", label: "Es agradable, pero nunca sé bien qué preguntarle ni de qué hablar" },
      { value: "engaged", label: "Mi hijo participa y los dos lo disfrutamos" },
      // review: "it doesn’t go much deeper" rendered as "no vamos mucho más allá"
      { value: "basic", label: "Leemos las palabras, pero no vamos mucho más allá" },
    ],
  },
  {
    question: "¿De dónde vienen casi todos los libros de su hijo?",
    answers: [
      { value: "random", label: "De lo que encontramos por casualidad en la tienda o en la biblioteca" },
      { value: "bestsellers", label: "De las listas de los más vendidos y los libros populares" },
      { value: "social", label: "De las redes sociales o de lo que recomiendan otros padres" },
      // review: "reviewers" rendered as "críticos de libros"
      { value: "expert", label: "De listas confiables de bibliotecarios, maestros o críticos de libros" },
    ],
  },
  {
    question: "¿Qué se parece más a su manera de elegir libros hoy?",
    answers: [
      // review: "hope for the best" rendered as "espero que salga bien"
      { value: "quick", label: "Tomo algo rápido y espero que salga bien" },
      // review: idiom "hit or miss" adapted as "es cuestión de suerte"; "land" as "funcionan"
      { value: "hit-miss", label: "Es cuestión de suerte: algunos libros funcionan y muchos no" },
      // review: "second-guess my choices" rendered as "dudo de lo que elijo"
      { value: "overthink", label: "Lo pienso demasiado y dudo de lo que elijo" },
      { value: "systematic", label: "Tengo un sistema que nos funciona bien" },
    ],
  },
  {
    question: "¿Qué tipo de apoyo le ayudaría más a su familia en este momento?",
    answers: [
      { value: "curation", label: "Alguien que elija por nosotros los libros adecuados" },
      { value: "guidance", label: "Orientación para leer juntos de una manera más profunda" },
      { value: "strategy", label: "Una estrategia clara para poder elegir buenos libros por mi cuenta" },
      { value: "consultation", label: "Una conversación individual sobre las necesidades de mi hijo" },
    ],
  },
];

// review: quiz results (titles, descriptions, service names and benefits)
export const parentReadinessResults: Translation<typeof en.parentReadinessResults> = {
  curated: {
    // review: "Hand-Picked Library" rendered as "una biblioteca elegida a mano"
    title: "Su mejor próximo paso: una biblioteca elegida a mano",
    description:
      "A usted le importa mucho lo que lee su hijo, y encontrar los libros adecuados es la parte difícil. Permítanos buscarlos por usted. Armaremos una colección personal que refleje los valores y los idiomas de su familia, y que se ajuste a la edad y los intereses de su hijo.",
    serviceName: "Diseñe su biblioteca",
    benefits: [
      "Una revisión de 60 minutos de los libros que ya tiene",
      "Una selección personal de libros, elegida solo para su hijo",
      "Cada libro, elegido para reflejar los valores de su familia",
      "30 días de apoyo por correo electrónico después de recibir su biblioteca",
    ],
    link: { label: "Conozca el paquete Diseñe su biblioteca", href: "/es/services#design-your-library" },
    package: "design-your-library",
  },
  guided: {
    // review: "You’re Ready to Make Reading Time Richer" rendered without "listo/lista" to avoid assuming the parent's gender
    title: "Es hora de enriquecer el momento de leer",
    description:
      "Usted ya lee con su hijo. Lo que más le ayudaría es saber cómo convertir ese momento en conversación y conexión de verdad. El kit le muestra maneras sencillas y comprobadas de lograrlo con los libros que ya tiene.",
    serviceName: "Kit para leer juntos",
    benefits: [
      "Una demostración en vivo de 90 minutos con los libros de su hijo",
      "3 técnicas de lectura dialógica que puede usar esta misma noche",
      "2 actividades complementarias que dan vida a los cuentos",
      // review: "laminated" rendered as "plastificada" ("enmicada" in Mexico); "check-in" as "conversación de seguimiento"
      "Una tarjeta de referencia plastificada y una conversación de seguimiento",
    ],
    link: { label: "Conozca el Kit para leer juntos", href: "/es/services#read-together-toolkit" },
    package: "read-together-toolkit",
  },
  independent: {
    // review: "You’re a Confident Book Chooser" rendered as "Usted ya elige libros con confianza"
    title: "Usted ya elige libros con confianza",
    description:
      "Tiene buen ojo y una rutina de lectura que funciona. Una consulta enfocada puede afinar su manera de elegir, para que siga escogiendo libros maravillosos por su cuenta y con aún más confianza.",
    // review: service name "Book Selection Consultation" rendered as "Consulta para elegir libros"
    serviceName: "Consulta para elegir libros",
    benefits: [
      "Una sesión individual sobre su hijo como lector",
      "Nuestro método de tres niveles para evaluar cualquier libro infantil",
      "Ideas de libros que sean espejos, ventanas y puertas",
      "Fuentes confiables para renovar sus estantes",
    ],
    link: { label: "Vea cómo elegimos los libros", href: "/es/book-selection" },
  },
};

/* ------------------------------ Family Values ------------------------------ */

// review: quiz questions and answers (all of this block)
export const familyValuesQuestions: Translation<typeof en.familyValuesQuestions> = [
  {
    question: "¿Qué es lo que más le importa de los libros que lee su hijo?",
    answers: [
      { value: "diversity", label: "Ver muchas culturas, idiomas y tipos de familia" },
      { value: "education", label: "Desarrollar habilidades y el amor por aprender" },
      { value: "values", label: "Reflejar los valores que enseñamos en casa" },
    ],
  },
  {
    question: "¿Cómo prefiere descubrir libros nuevos?",
    answers: [
      { value: "expert", label: "Con sugerencias de un experto, elegidas a mano" },
      { value: "community", label: "Intercambiando ideas con otras familias" },
      { value: "browse", label: "Revisando listas y guías a mi propio ritmo" },
      // review: "Following my child’s lead" rendered as "dejando que mi hijo me guíe"
      { value: "child-led", label: "Dejando que mi hijo me guíe según sus intereses" },
    ],
  },
  {
    question: "¿Qué se parece más a la lectura en su casa en este momento?",
    answers: [
      { value: "daily", label: "Leemos casi todos los días y queremos que sea aún más enriquecedor" },
      { value: "struggling", label: "Nos cuesta que la lectura se vuelva un hábito" },
    ],
  },
  {
    question: "¿Qué tipo de apoyo valoraría más?",
    answers: [
      { value: "curation", label: "Una colección de libros elegida para mi familia" },
      { value: "guidance", label: "Coaching sobre cómo leer juntos y conversar sobre los libros" },
      { value: "resources", label: "Guías, listas de libros y actividades que pueda usar en cualquier momento" },
      { value: "community", label: "Eventos y grupos con otras familias lectoras" },
    ],
  },
  {
    question: "¿Qué describe mejor a su hijo como lector?",
    answers: [
      // review: "Particular" (picky reader) rendered as "Selectivo"
      { value: "particular", label: "Selectivo: sabe lo que le gusta y deja lo demás" },
      // review: "Reluctant" (reluctant reader) rendered as "Reacio a leer"
      { value: "reluctant", label: "Reacio a leer: preferiría hacer casi cualquier otra cosa" },
    ],
  },
];

// review: quiz results (titles, descriptions, service names and benefits)
export const familyValuesResults: Translation<typeof en.familyValuesResults> = {
  curation: {
    title: "Los valores de su familia merecen un lugar en sus estantes",
    description:
      "Usted sabe lo que es importante para su familia y quiere que los libros de su hijo también lo transmitan. Elegiremos a mano una colección que refleje sus valores, sus culturas y sus idiomas, de acuerdo con la edad y los intereses de su hijo.",
    serviceName: "Servicio Diseñe su biblioteca",
    benefits: [
      "Una colección personal creada en torno a los valores de su familia",
      "Libros adecuados a la edad y los intereses de su hijo",
      "Historias en las que su hijo se ve a sí mismo y a los demás",
      // review: "as you settle in" rendered as "mientras se familiariza con su nueva colección"
      "30 días de apoyo por correo electrónico mientras se familiariza con su nueva colección",
    ],
    link: { label: "Conozca el paquete Diseñe su biblioteca", href: "/es/services#design-your-library" },
    package: "design-your-library",
  },
  coaching: {
    title: "El coaching puede dar vida al momento de leer",
    description:
      "Leer juntos es importante para usted, pero no siempre sale como esperaba. Un coaching amable y práctico le ayuda a convertir la lectura de cada día en un momento que su hijo espera con ilusión.",
    // review: service name "Read-Together Coaching" rendered as "Coaching para leer juntos" (links to the Kit para leer juntos)
    serviceName: "Coaching para leer juntos",
    benefits: [
      "Coaching virtual en vivo, pensado para su hijo",
      "Maneras sencillas de conversar juntos sobre los cuentos",
      "Ideas para lectores selectivos y lectores reacios",
      "Una conversación de seguimiento para ver cómo van las cosas",
    ],
    link: { label: "Conozca el Kit para leer juntos", href: "/es/services#read-together-toolkit" },
    package: "read-together-toolkit",
  },
  community: {
    // review: idiom "You’ll Thrive Among Other Reading Families" adapted as "Crecerá junto a otras familias lectoras"
    title: "Crecerá junto a otras familias lectoras",
    description:
      "A usted le encanta compartir ideas y aprender junto a otros. Nuestros eventos y grupos de madres y padres le permiten conocer a familias que celebran los libros, los idiomas y las culturas, igual que usted.",
    serviceName: "Programas comunitarios",
    benefits: [
      "Eventos llenos de cuentos que celebran muchas culturas",
      "Grupos de madres y padres para intercambiar ideas y consejos sobre libros",
      "Libros y autores nuevos para descubrir juntos",
      "El apoyo cercano de familias que van por el mismo camino",
    ],
    link: { label: "Explore los programas comunitarios", href: "/es/community" },
  },
  resources: {
    title: "Los recursos gratuitos se adaptan al estilo de su familia",
    description:
      "A usted le gusta explorar a su propio ritmo. Con nuestras guías, ideas de libros y actividades para todas las edades, puede elegir lo que le sirve a su familia cada vez que tenga un momento de calma.",
    serviceName: "Acceso a la biblioteca de recursos",
    benefits: [
      "Guías de lectura para todas las edades, de 0 a 12 años",
      "Ideas de libros que reflejan a todo tipo de familias",
      "Actividades sencillas que dan vida a los cuentos",
      "Consejos semanales en nuestro boletín gratuito",
    ],
    link: { label: "Explore los recursos educativos", href: "/es/education" },
  },
};

/* ------------------------------- The quizzes ------------------------------- */

export const quizzes: Translation<typeof en.quizzes> = {
  "parent-readiness": {
    type: "parent-readiness",
    // review: quiz title follows the glossary ("Parent Readiness") and es/breadcrumb-labels.ts
    title: "Cuestionario de preparación para la lectura en familia",
    summary:
      "Descubra qué tipo de apoyo le conviene hoy: libros elegidos a mano, coaching para el momento de leer o un plan para elegir libros por su cuenta.",
    facts: ["6 preguntas", "Menos de 3 minutos"],
    startLabel: "Comience el cuestionario de preparación para la lectura en familia",
    // Decorative next to the quiz title and summary, so the alt text is empty.
    image: { src: "/images/illustrations/quiz.svg", alt: "" },
    questions: parentReadinessQuestions,
  },
  "family-values": {
    type: "family-values",
    // review: "Family Values Discovery" rendered as "Descubra sus valores familiares", as in es/breadcrumb-labels.ts
    title: "Descubra sus valores familiares",
    summary:
      "Vea cómo los valores de su familia pueden guiar las lecturas de su hijo, y cuál de nuestros programas le conviene más a su familia.",
    facts: ["5 preguntas", "Menos de 3 minutos"],
    startLabel: "Comience el cuestionario de valores familiares",
    image: { src: "/images/illustrations/family-values.svg", alt: "" },
    questions: familyValuesQuestions,
  },
};

/** Order of the cards on the selection screen. */
export const quizOrder: Translation<typeof en.quizOrder> = ["parent-readiness", "family-values"];

/** Interface texts for the quiz screens. */
export const quizCopy: Translation<typeof en.quizCopy> = {
  selection: {
    eyebrow: "Elija su cuestionario",
    title: "Dos cuestionarios breves, un próximo paso claro",
    intro: "No hay respuestas correctas ni incorrectas. Elija la respuesta que mejor describa a su familia hoy.",
  },
  privacyNote: "Usamos sus respuestas solo para mostrarle nuestra recomendación. Nunca las guardamos ni las compartimos.",
  questionOf: (number, total) => `Pregunta ${number} de ${total}`,
  form: {
    eyebrow: "Evaluación familiar",
    title: (total) => `Responda ${total} preguntas breves`,
    intro:
      "Elija una respuesta para cada pregunta y luego seleccione Ver mi recomendación. No hay respuestas correctas ni incorrectas: elija lo que mejor describa a su familia hoy.",
    submit: "Ver mi recomendación",
    submitting: "Buscando su recomendación…",
    chooseDifferent: "Elegir otro cuestionario",
    // review: error messages of the quiz form (errorTitle, errorIntro, missingAnswer)
    errorTitle: "Responda todas las preguntas",
    errorIntro: "Falta responder estas preguntas:",
    missingAnswer: (number) => `Elija una respuesta para la pregunta ${number}.`,
    errorLink: (number, question) => `Pregunta ${number}: ${question}`,
  },
  question: {
    progressLabel: "Progreso del cuestionario",
    stepsLabel: "Preguntas",
    back: "Pregunta anterior",
    chooseDifferent: "Elegir otro cuestionario",
    currentAnswer: "su respuesta actual",
  },
  result: {
    eyebrow: "Su recomendación",
    serviceLabel: "Recomendado para usted",
    priceFor: (name: string) => `por el paquete ${name}`,
    benefitsTitle: "Lo que recibirá",
    resources: "Reciba recursos gratuitos",
    // review: "Book Consultation" (opens the discovery call dialog) rendered as "Reserve una consulta"
    consultation: "Reserve una llamada gratuita de 15 minutos",
    retake: "Repita el cuestionario",
    nextStepsNote:
      "¿Y ahora qué? Empiece con nuestros recursos gratuitos, o converse con nosotros en una llamada de orientación gratuita de 15 minutos, sin compromiso.",
  },
  reset: {
    title: "¿Reiniciar el cuestionario?",
    description: "Esto borra sus respuestas y su recomendación para que pueda empezar de nuevo.",
    keep: "Conservar los resultados actuales",
    confirm: "Sí, empezar de nuevo",
  },
};
