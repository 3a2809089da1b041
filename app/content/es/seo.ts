// Spanish copy of ../seo.ts (same exports, same shapes; checked by the type Translation<>).
// The keys are the English paths (unchanged). `title` is only the page-name part: the
// " | <business name>" suffix is added elsewhere, as in English.
// The types (SeoEntry, SeoRoute) are shared from the English module.
import type * as en from "../seo";
import type { Translation } from "#common/content/translation.ts";

export const seo: Translation<typeof en.seo> = {
  "/": {
    // review: "Family Reading Coaching" rendered as "Coaching de lectura en familia"; "Curated" as "seleccionados"
    title: "Coaching de lectura en familia y libros infantiles seleccionados",
    description:
      "Coaching de lectura personalizado y libros infantiles elegidos a mano que reflejan los valores y los idiomas de su familia. Apoyo virtual para familias con niños de 0 a 12 años.",
  },
  "/services": {
    title: "Servicios y precios",
    // review: "reading life" rendered as "la vida lectora de su familia"
    description:
      "Selección de libros Diseñe su biblioteca ($500) y el paquete de coaching Kit para leer juntos ($650). Apoyo virtual y personalizado para la vida lectora de su familia.",
  },
  "/interactive-tools": {
    title: "Cuestionario de lectura en familia",
    description:
      "Responda 6 preguntas rápidas en menos de 3 minutos y reciba una recomendación personalizada para crear en casa una rutina de lectura alegre con su hijo.",
  },
  "/interactive-tools/parent-readiness": {
    title: "Cuestionario de preparación para la lectura en familia",
    // review: "reading-time coaching" rendered as "coaching para la hora de lectura"; "a plan of your own" as "un plan propio"
    description:
      "Seis preguntas rápidas sobre cómo elige y lee libros con su hijo, y una recomendación personalizada: libros elegidos a mano, coaching para la hora de lectura o un plan propio.",
  },
  "/interactive-tools/family-values": {
    // review: "Family Values Discovery Quiz" rendered as "Cuestionario: descubra sus valores familiares" (breadcrumb uses "Descubra sus valores familiares")
    title: "Cuestionario: descubra sus valores familiares",
    description:
      "Cinco preguntas rápidas sobre lo que más le importa a su familia, y cuál de nuestros programas puede ayudar a que los libros de su hijo y su hora de lectura lo reflejen.",
  },
  "/research": {
    title: "La ciencia de leer juntos",
    description:
      "Resúmenes en palabras sencillas de investigaciones sobre la lectura en voz alta, los niños bilingües, los libros en casa y las historias diversas, con ideas fáciles para probar con su hijo esta noche.",
  },
  "/mission": {
    title: "Nuestra misión y valores",
    description:
      "Ayudamos a cada familia a crear en casa una vida lectora llena de alegría, con libros que honran sus valores, idiomas y culturas. Conozca nuestra misión y nuestros principios.",
  },
  "/faq": {
    title: "Preguntas frecuentes",
    description:
      "Qué es y qué no es el coaching de lectura en familia, qué edades atendemos, la compra de libros, los lectores reacios, las familias multilingües y en qué nos diferenciamos de los programas escolares.",
  },
  "/founder": {
    title: "Conozca a nuestra fundadora",
    // review: "licensed ESL educator" rendered as "educadora certificada de inglés como segundo idioma (ESL)", as in es/structured-data
    description:
      "Conozca a nuestra fundadora: educadora certificada de inglés como segundo idioma (ESL) y exespecialista en lectura, bilingüe en inglés y español, que ayuda a las familias a criar lectores felices y seguros.",
  },
  "/education": {
    title: "Recursos educativos por edad",
    // review: "learning differences" rendered as "diferencias de aprendizaje"; "STEM-loving kids" as "los que aman STEM"
    description:
      "Ideas prácticas de lectura para bebés, niños de preescolar, primeros lectores y preadolescentes, además de recursos para niños con diferencias de aprendizaje y para los que aman STEM.",
  },
  "/activities": {
    title: "Actividades de lectura en familia",
    // review: "Story stones" and "family book walks" follow es/activities ("Piedras cuentacuentos", "Paseo de cuento en familia")
    description:
      "Piedras cuentacuentos, paseos de cuento en familia, libros ilustrados hechos en casa y mucho más: actividades fáciles y económicas que dan vida a los cuentos dentro de casa, al aire libre y de camino.",
  },
  "/parenting": {
    title: "Consejos y apoyo para la crianza",
    description:
      "Ideas de crianza prácticas y amables, con los libros como punto de partida: comunicación, confianza, disciplina y qué hacer cuando su hijo no se queda quieto para escuchar un cuento.",
  },
  "/community": {
    title: "Grupos de padres y comunidad",
    // review: "speech, occupational and family therapy professionals" rendered as "terapeutas del habla, ocupacionales y familiares"; "referrals" as "recomendaciones personales"
    description:
      "Únase a grupos de padres de familias lectoras y encuentre terapeutas del habla, ocupacionales y familiares de confianza gracias a nuestras recomendaciones personales.",
  },
  "/connect": {
    title: "Contáctenos",
    description:
      "Envíenos un mensaje o reserve una llamada de orientación gratuita de 15 minutos sobre la lectura de su hijo. Sin compromiso. Respondemos cada mensaje en un plazo de 24 horas.",
  },
  "/discovery-call": {
    title: "Reserve una llamada gratuita de 15 minutos",
    description:
      "Una llamada gratuita de 15 minutos sobre la lectura de su hijo y los valores de su familia. Sin compromiso.",
  },
  "/subscribe": {
    title: "Suscríbase a nuestro boletín",
    description:
      "Suscríbase a nuestro boletín semanal gratuito: consejos de lectura, recomendaciones de libros y actividades en familia para niños de 0 a 12 años.",
  },
  "/schools": {
    title: "Alianzas con escuelas y bibliotecas",
    // review: the program's name "The Magic Reading Room" kept in English (as in es/schools)
    description:
      "Lleve The Magic Reading Room a su escuela, biblioteca u organización sin fines de lucro: eventos de lectura en familia, talleres para padres y recursos en varios idiomas para su comunidad.",
  },
  "/book-selection": {
    title: "Cómo elegimos los libros",
    // review: "three-tier book evaluation" rendered as "evaluación de libros en tres niveles"; framework name as in es/book-selection ("Espejos, ventanas y puertas corredizas de vidrio")
    description:
      "Nuestra evaluación de libros en tres niveles y el marco de Espejos, ventanas y puertas corredizas de vidrio nos ayudan a elegir libros que reflejan a su hijo y le abren nuevos mundos.",
  },
  "/terms-of-service": {
    title: "Términos del servicio",
    description:
      "Los términos de nuestros servicios de coaching de lectura en familia y selección de libros: programación de citas, pagos, reembolsos, confidencialidad y nuestra política de recomendación de libros.",
  },
  "/privacy": {
    title: "Aviso de privacidad",
    description:
      "Qué guardamos cuando envía un formulario o reserva una llamada, por qué, quién lo ve, cuánto tiempo lo guardamos y cómo ver o borrar su información. Sin rastreadores ni publicidad.",
  },
  "/feedback": {
    title: "Comentarios de clientes",
    description:
      "Cuéntenos cómo fue su experiencia con nuestro servicio Diseñe su biblioteca. Sus comentarios nos ayudan a mejorar y ayudan a otras familias a encontrar el apoyo adecuado para sus pequeños lectores.",
  },
  "/news": {
    title: "Blog para familias lectoras",
    description:
      "Artículos de nuestro boletín para familias lectoras: recomendaciones de libros, consejos de lectura en voz alta, actividades en familia e ideas prácticas para padres y cuidadores.",
  },
  "/testimonials": {
    title: "Testimonios",
    // review: "5.0 average rating" rendered as "calificación promedio de 5.0" (decimal point, as in US Spanish)
    description:
      "Descubra por qué las familias y las escuelas aliadas nos dan una calificación promedio de 5.0 por la selección personalizada de libros y el coaching de lectura en familia. Lea sus historias y empiece hoy.",
  },
  "/events": {
    title: "Calendario de eventos",
    description:
      "Encuentre los próximos eventos de lectura en familia, celebraciones culturales y encuentros de The Magic Reading Room. Consulte el calendario y elija un evento para ver los detalles.",
  },
  "/settings": {
    title: "Preferencias familiares",
    // review: "cookies" kept as the usual word on US Spanish websites
    description:
      "Si lo desea, elija sus preferencias familiares para personalizar la imagen de nuestra página de inicio. Sus elecciones se guardan en las cookies de este navegador durante un año y puede borrarlas.",
  },
  "404": {
    title: "Página no encontrada",
    description:
      "Lo sentimos, no encontramos esa página. Vuelva a nuestra página de inicio para conocer el coaching de lectura en familia, los libros infantiles seleccionados y los recursos de lectura gratuitos.",
  },
};

// review: search keywords written as Spanish-speaking parents in the US would search, not word-for-word translations
export const defaultKeywords: Translation<typeof en.defaultKeywords> = [
  "coaching de lectura en familia",
  "selección de libros infantiles",
  "leer con los niños",
  "consejos para leer en voz alta",
  "alfabetización temprana",
  "libros infantiles diversos",
  "libros bilingües para niños",
  "familias multilingües",
  "biblioteca en casa para niños",
  "niños que no quieren leer",
  "coaching de lectoescritura para padres",
  "educadora de inglés como segundo idioma",
  "libros culturalmente relevantes",
  "lectoescritura familiar",
  "criar lectores",
];
