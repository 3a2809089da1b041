// Spanish copy of ../page-intros.ts (same exports, same shapes; checked by the type Translation<>).
// Option `value` fields (quick start, settings cookies) stay exactly as in English.
import type * as en from "../page-intros";
import type { Translation } from "#common/content/translation.ts";

export const pageIntros: Translation<typeof en.pageIntros> = {
  connect: {
    eyebrow: "Contacto",
    // review: "Your Family’s Reading Journey" rendered as "la lectura en su familia"
    title: "Hablemos de la lectura en su familia",
    intro:
      "¿Tiene alguna pregunta o quiere empezar ya? Envíenos un mensaje o reserve una llamada de orientación gratuita de 15 minutos. Sin presiones ni compromisos: solo una conversación amena sobre su hijo.",
  },
  feedback: {
    eyebrow: "Comentarios de clientes",
    title: "Diseñe su biblioteca",
    intro:
      "Gracias por permitirnos ser parte de la lectura en su familia. Sus comentarios sinceros nos ayudan a mejorar y ayudan a otras familias a decidir si somos lo que buscan. Toma unos diez minutos, y solo su nombre y su correo electrónico son obligatorios.",
  },
  interactiveTools: {
    eyebrow: "Evaluación familiar",
    title: "Encuentre el próximo paso adecuado para su familia",
    // review: quiz names as in es/quizzes.ts ("Descubra sus valores familiares")
    intro:
      "Responda 6 preguntas rápidas sobre su familia y su rutina de lectura. En menos de 3 minutos, recibirá una recomendación personal con el próximo paso que mejor le conviene. ¿Quiere enfocarse en sus valores? Pruebe el cuestionario Descubra sus valores familiares, de 5 preguntas.",
  },
  settings: {
    eyebrow: "Preferencias",
    title: "Las preferencias de su familia",
    intro:
      "Si lo desea, cuéntenos un poco sobre su familia para que la imagen de nuestra página de inicio se sienta más como su hogar. Es completamente opcional. Sus elecciones se guardan solo en las cookies de este navegador durante 1 año, y puede cambiarlas o borrarlas en cualquier momento.",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "¡Uy! No encontramos esta página",
    // review: idiom adapted ("wandered off like a book left at a friend’s house" -> "se fue de paseo, como un libro olvidado en casa de un amigo")
    intro:
      "Parece que esta página se fue de paseo, como un libro olvidado en casa de un amigo. Volvamos a un lugar conocido.",
  },
};

/* -------------------------------- /connect ------------------------------- */

export const connectPage: Translation<typeof en.connectPage> = {
  contactCard: {
    heading: "Información de contacto",
    emailLabel: "Correo electrónico",
    serviceArea: "Atendemos virtualmente a familias en todo Estados Unidos",
    hoursLabel: "Horario de atención",
    hours: (zone: string) => `De lunes a viernes, de 9:00 a. m. a 5:00 p. m., ${zone}`,
  },
  formHeading: "Envíenos un mensaje",
  formIntro:
    "Cuéntenos sobre su hijo y en qué le gustaría recibir ayuda. Cuanto más nos cuente, mejor podremos ayudarle.",
  quickStart: {
    heading: "Inicio rápido",
    intro: "¿Ya sabe lo que necesita? Elija una opción para empezar de inmediato.",
    options: [
      {
        value: "consultation",
        label: "Reserve una llamada gratuita de 15 minutos",
        description:
          "Una conversación amistosa sobre la lectura de su hijo, la rutina en casa y las metas de su familia, para encontrar el siguiente paso adecuado. No es un examen ni un diagnóstico.",
      },
      {
        value: "community",
        label: "Únase a la comunidad de lectura",
        description:
          "Conéctese con otras familias lectoras en nuestra página de redes sociales para recibir consejos, ideas de libros y ánimo.",
      },
    ],
  },
  responseNote: "Respondemos todos los mensajes en un plazo de 24 horas.",
  image: {
    src: "/images/illustrations/coaching-call.svg",
    alt: "Una coach de lectura sonriente en una videollamada, saludando junto a una pila de libros infantiles",
  },
};

/* ------------------------------- /settings ------------------------------- */

export const settingsPageCopy: Translation<typeof en.settingsPageCopy> = {
  privacyNote:
    "Estas preferencias se usan solo para elegir la imagen de nuestra página de inicio. Se guardan en cookies de este navegador, no están vinculadas a su nombre ni a su correo electrónico, y vencen después de 1 año.",
  formHeading: "Elija lo que le haga sentir en casa",
  ethnicityLegend: "El origen de su familia",
  ethnicityHint: "Elija la opción que mejor la describa, o deje esta pregunta en blanco.",
  // review: background labels are feminine to agree with "familia" (legend "El origen de su familia"); check the wording of each group
  ethnicityOptions: [
    { value: "asian", label: "Asiática" },
    { value: "latino", label: "Latina o hispana" },
    { value: "caucasian", label: "Blanca o caucásica" },
    { value: "multiracial", label: "Multirracial" },
    { value: "middle-eastern", label: "Del Medio Oriente" },
    { value: "native-american", label: "Nativa americana o indígena" },
    { value: "other", label: "De otro origen" },
    { value: "", label: "Prefiero no decirlo" },
  ],
  familyTypeLegend: "Su familia",
  familyTypeHint: "Aquí todas las familias son bienvenidas.",
  // review: family types: "Two parents"/"Single parent" rendered as "Familia biparental"/"Familia monoparental" ("Dos padres" would clash with "Dos papás"); "Blended family" as "Familia ensamblada"; "Foster" as "de crianza temporal"
  familyTypeOptions: [
    { value: "lesbian", label: "Dos mamás" },
    { value: "gay", label: "Dos papás" },
    { value: "two-parent", label: "Familia biparental" },
    { value: "single-parent", label: "Familia monoparental" },
    { value: "grandparent-led", label: "Abuelos que crían a sus nietos" },
    { value: "blended", label: "Familia ensamblada" },
    { value: "foster-adoptive", label: "Familia de crianza temporal o adoptiva" },
    { value: "", label: "Prefiero no decirlo" },
  ],
  saveLabel: "Guardar preferencias",
  clearLabel: "Borrar mis preferencias",
  savingLabel: "Guardando…",
  // review: status messages shown after saving / clearing
  savedMessage: "Sus preferencias se guardaron en este navegador.",
  clearedMessage: "Sus preferencias se borraron.",
  homeLinkLabel: "Vea su página de inicio",
  previewHeading: "La imagen de su página de inicio",
  previewIntro:
    "Una vista previa de la imagen que aparece arriba en nuestra página de inicio. Cambia a medida que elige y se queda así cuando guarda.",
};

/* --------------------------------- 404 ---------------------------------- */

export const notFoundHomeLinkLabel: Translation<typeof en.notFoundHomeLinkLabel> = "Volver al inicio";

export const notFoundImage: Translation<typeof en.notFoundImage> = {
  src: "/images/illustrations/library-visit.svg",
  alt: "Un niño se asoma por el extremo de un estante alto de la biblioteca, con un libro ilustrado en la mano",
};
