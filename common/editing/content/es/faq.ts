// Spanish copy of ../faq.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/editing/content/faq.ts";
import type { Translation } from "#common/content/translation.ts";

export type { FaqCta, FaqItem } from "#common/editing/content/faq.ts";

export const faqPage: Translation<typeof en.faqPage> = {
  eyebrow: "Preguntas frecuentes",
  title: "Respuestas a sus preguntas",
  intro:
    "¿Se pregunta si somos lo que su familia necesita? Empiece aquí. Si no encuentra la respuesta a su pregunta, nos encantará saber de usted.",
};

export const whatWeAreHeading: Translation<typeof en.whatWeAreHeading> = "Lo que somos";
export const whatWeAreNotHeading: Translation<typeof en.whatWeAreNotHeading> = "Lo que no somos";
export const faqQuestionsHeading: Translation<typeof en.faqQuestionsHeading> = "Preguntas comunes";

export const whatWeAre: Translation<typeof en.whatWeAre> = [
  "Un servicio de coaching de lectura en familia que acompaña a padres y cuidadores",
  "Una selección personal de libros pensada para la edad y los intereses de su hijo, y para los valores de su familia",
  // review: "licensed ESL educator" rendered as "educadora certificada de inglés como segundo idioma (ESL)", as in es/structured-data.ts
  "La orientación de una educadora certificada de inglés como segundo idioma (ESL) que da la bienvenida a todos los idiomas y culturas",
  "Estrategias prácticas, basadas en la investigación, que puede usar en casa esta misma noche",
  "Un aliado para escuelas, bibliotecas y organizaciones comunitarias",
];

export const whatWeAreNot: Translation<typeof en.whatWeAreNot> = [
  "No somos educación en casa (homeschooling) ni reemplazamos la escuela de su hijo",
  // review: "assessment service for learning differences" rendered as "evaluación de dificultades de aprendizaje"; check the term parents would expect
  "No somos un servicio de diagnóstico ni de evaluación de dificultades de aprendizaje",
  "No damos clases particulares ni preparación para exámenes",
  "No somos una guardería ni un programa donde se deja a los niños",
  "No somos un programa igual para todos: cada plan se diseña para su familia",
];

export const faqCta: Translation<typeof en.faqCta> = {
  heading: "¿Todavía tiene preguntas?",
  text: "Reserve una llamada de orientación gratuita de 15 minutos o envíenos un mensaje. Con gusto le ayudamos.",
  scheduleLabel: "Reserve una llamada gratuita de 15 minutos",
  contactLabel: "Contáctenos",
};

export const faqItems: Translation<typeof en.faqItems> = [
  {
    id: "age-range",
    question: "¿Con niños de qué edades trabajan?",
    answer: [
      "Acompañamos a familias con niños desde el nacimiento hasta los doce años. Eso incluye a futuros padres que quieren empezar una biblioteca en casa antes de que llegue su bebé.",
      // review: "board books" rendered as "libros de cartón" and "chapter books" as "libros por capítulos"
      "Nuestros consejos cambian a medida que su hijo crece: canciones y libros de cartón para los bebés, juegos con sonidos y libros ilustrados para los preescolares, ánimo para los que empiezan a leer, y muy buenos libros por capítulos y novelas gráficas para los más grandes. Las familias con varios hijos de distintas edades son muy bienvenidas.",
    ],
  },
  {
    id: "buying-books",
    question: "¿Tengo que comprar todos los libros que me recomienden?",
    answer: [
      "Para nada. Nuestra tarifa cubre nuestro tiempo, nuestra experiencia y sus recomendaciones personalizadas. Los libros se cobran aparte, y usted decide cuántos conseguir y dónde.",
      "Muchas familias piden prestados algunos títulos en la biblioteca pública, los compran de segunda mano o van sumando libros poco a poco en cumpleaños y días festivos. Díganos su presupuesto y haremos el plan en torno a él. Nunca aceptamos pedidos de autores ni de editoriales para destacar sus libros, así que nuestras sugerencias siempre se eligen solo pensando en su hijo.",
    ],
  },
  {
    id: "strong-readers",
    question: "Mi hijo ya lee bien. ¿Esto también nos sirve?",
    answer: [
      "Sí. A los buenos lectores a menudo se les acaban los libros que los desafían y que, a la vez, son adecuados para su edad y su etapa emocional. Buscamos libros que hagan pensar a su hijo sin apresurarlo hacia contenidos para los que todavía no está listo.",
      "También le ayudamos a que la lectura siga siendo una experiencia que comparten en familia: conversaciones más profundas sobre los libros, lecturas en voz alta que sigan siendo divertidas a medida que los niños crecen, y una mayor variedad de voces y géneros en el librero.",
    ],
  },
  {
    id: "reluctant-readers",
    question: "¿Y si a mi hijo no le gusta leer?",
    answer: [
      // review: "it’s not a lost cause" rendered as "no es un caso perdido"
      "No es el único, y no es un caso perdido. La mayoría de los niños a quienes les cuesta leer simplemente todavía no han encontrado el libro adecuado, o la lectura empezó a sentirse como un examen.",
      "Empezamos por lo que a su hijo ya le encanta, ya sea el fútbol, los dinosaurios, los chistes o los videojuegos, y buscamos libros, cómics y audiolibros que vayan con eso. Luego le ayudamos a recuperar la diversión con rutinas sin presiones. Si notamos señales de que su hijo podría necesitar a un especialista, se lo diremos con delicadeza y le sugeriremos a quién acudir.",
    ],
  },
  {
    id: "multilingual-families",
    question: "En casa hablamos más de un idioma. ¿Pueden ayudarnos?",
    answer: [
      "Sí, y nos encanta trabajar con familias multilingües. Nuestra fundadora es educadora certificada de inglés como segundo idioma (ESL) y es bilingüe en inglés y español.",
      "La investigación muestra que mantener fuerte el idioma de su hogar también apoya la lectura en inglés. Recomendamos libros bilingües y libros en el idioma de su hogar, y le acompañamos para que lea, cante y converse en el idioma que le resulte más natural. Cada idioma que se habla en su familia es un idioma para leer.",
    ],
  },
  {
    id: "school-programs",
    question: "¿En qué se diferencia esto del programa de lectura de la escuela de mi hijo?",
    answer: [
      "Los programas de lectura de la escuela enseñan destrezas a toda una clase, siguiendo un plan de estudios fijo. Ese trabajo es importante, y no lo reemplazamos.",
      "Nosotros nos enfocamos en el hogar. Le ayudamos a crear una vida lectora que vaya con los valores, los idiomas y las rutinas de su familia, con libros elegidos solo para su hijo. Así se refuerza lo que su hijo aprende en la escuela, y la lectura se vuelve algo que su familia disfruta junta.",
    ],
  },
  {
    id: "librarian-or-influencer",
    question: "¿Por qué no simplemente preguntarle a un bibliotecario o seguir a un influencer de libros?",
    answer: [
      "¡Hágalo, las dos cosas! Los bibliotecarios son maravillosos, y animamos a todas las familias a usar la biblioteca de su comunidad. Las listas de libros en internet también pueden ser una gran fuente de ideas.",
      "Lo que nosotros agregamos es tiempo y un conocimiento personal de su familia. Revisamos los libros que ya tiene, conocemos los intereses de su hijo y sus valores, y preparamos un plan solo para usted. Después seguimos a su lado con apoyo de seguimiento, para que nunca se quede adivinando qué leer después.",
    ],
  },
];
