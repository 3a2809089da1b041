// Spanish copy of ../feedback-form.ts (same exports, same shapes; checked by the type Translation<>).
// The types (FeedbackQuestion, FeedbackTextField, FeedbackSection) are shared from the English module.
import type * as en from "#common/forms/content/feedback-form.ts";
import type { Translation } from "#common/content/translation.ts";

/** The six sections of the Design Your Library feedback form, in order. */
export const feedbackSections: Translation<typeof en.feedbackSections> = {
  aboutYou: {
    id: "about-you",
    title: "Sobre usted",
    // review: "whose kind words these are" rendered as "de quién son estas palabras tan amables"
    intro: "Así sabremos de quién son estas palabras tan amables. Solo su nombre y su correo electrónico son obligatorios.",
  },
  overall: {
    id: "overall-experience",
    title: "Su experiencia en general",
    intro: "Primero, lo general: ¿cómo se sintió su familia al trabajar con nosotros?",
  },
  ratings: {
    id: "rating-our-services",
    title: "Califique nuestros servicios",
    intro: "Califique cada parte de su servicio Diseñe su biblioteca. No hay respuestas incorrectas.",
  },
  home: {
    id: "changes-at-home",
    title: "Cambios en casa",
    // review: "Small shifts count" rendered as "Los pequeños cambios también cuentan"
    intro: "Los pequeños cambios también cuentan. Cuéntenos qué ha notado desde que llegaron sus libros.",
  },
  story: {
    id: "your-story",
    title: "Su historia",
    intro: "Sus palabras ayudan a otras familias a imaginar cómo podría ser para ellas leer juntos.",
  },
  ahead: {
    id: "looking-ahead",
    title: "Lo que viene",
    intro: "Ayúdenos a decidir qué ofrecer a continuación.",
  },
};

export const feedbackQuestions: Translation<typeof en.feedbackQuestions> = {
  full_name: { label: "Nombre completo" },
  email_address: { label: "Correo electrónico" },
  phone_number: { label: "Número de teléfono" },
  // review: the date format stays MM/DD/AAAA (US order, as the English asks); "AAAA" is the Spanish abbreviation for YYYY
  session_date: { label: "Fecha de su sesión", hint: "MM/DD/AAAA, por ejemplo 03/14/2025", placeholder: "MM/DD/AAAA" },
  children_ages: { label: "Edades de sus hijos", hint: "Por ejemplo: 4 y 7" },
  most_valuable_aspect: {
    label: "¿Qué fue lo más valioso de trabajar con nosotros?",
    // review: "shelf audit" rendered as "la revisión de su librero"
    placeholder: "Por ejemplo: la revisión de su librero, los libros en sí o, simplemente, tener un plan.",
  },
  diverse_book_collection: {
    label: "¿Cómo ha cambiado la lectura de su hijo una colección de libros más diversa?",
    // review: "saw themselves" rendered as "se vio reflejado"
    hint: "Piense en libros en los que su hijo se vio reflejado o conoció a alguien nuevo.",
  },
  encouraging_reading_discussions: {
    label: "¿Los libros nuevos han dado pie a conversaciones en casa? Cuéntenos sobre alguna.",
  },
  positive_changes_observed: {
    label: "¿Qué otros cambios positivos ha notado en su hijo o en su familia?",
  },
  experience_story: {
    label: "En sus propias palabras, ¿cómo fue su experiencia con nosotros?",
    hint: "Bastan unas pocas oraciones. ¿Cómo era la lectura antes y cómo es ahora?",
  },
  service_improvements: {
    label: "¿Cómo podríamos mejorar nuestros servicios para familias como la suya?",
  },
  additional_services_interest: {
    label: "¿Hay otros servicios o recursos que le encantaría que ofreciéramos?",
    // review: "reading coaching sessions" rendered as "sesiones de coaching de lectura"
    placeholder: "Por ejemplo: sesiones de coaching de lectura, clubes de lectura o listas de libros en otro idioma.",
  },
  other_comments: { label: "¿Hay algo más que quiera contarnos?" },
};

export const ratingQuestions: Translation<typeof en.ratingQuestions> = {
  overall_satisfaction: "En general, ¿qué tan satisfecho está con su experiencia de Diseñe su biblioteca?",
  // review: "deliverables" rendered as "lo que recibió"; "shelf audit" as "revisión de su librero"; "curated book list" as "lista de libros seleccionados"
  quality_deliverables_rating:
    "La calidad de lo que recibió: la revisión de su librero, la lista de libros seleccionados y el seguimiento",
  book_selections_rating: "Qué tan bien se ajustan los libros elegidos a la edad, los intereses y el nivel de lectura de su hijo",
  book_collection_family_values_rating: "Qué tan bien refleja su nueva colección de libros los valores de su familia",
  fiction_recommendations_rating: "Nuestras recomendaciones de ficción",
  ongoing_email_support_rating: "Nuestro apoyo continuo por correo electrónico",
};

/** What each point on the 1 to 5 scale means, shown once per section and read out with each choice. */
export const ratingScale: Translation<typeof en.ratingScale> = [
  // review: "Poor" / "Fair" rendered as "Malo" / "Regular" (masculine, agreeing with an implied "servicio")
  { value: 1, meaning: "Malo" },
  { value: 2, meaning: "Regular" },
  { value: 3, meaning: "Bueno" },
  { value: 4, meaning: "Muy bueno" },
  { value: 5, meaning: "Excelente" },
];

export const readingImprovementsQuestion: Translation<typeof en.readingImprovementsQuestion> = {
  label: "¿Qué cambios ha notado desde su sesión?",
  hint: "Elija todas las opciones que correspondan.",
};

export const testimonialPermissionLabel: Translation<typeof en.testimonialPermissionLabel> =
  "Sí, pueden compartir mi historia como testimonio en su sitio web.";

/** The usage-permissions block: five consent checkboxes, in the spec's order. */
export const usagePermissions: Translation<typeof en.usagePermissions> = {
  title: "Cómo podemos usar sus comentarios",
  // review: consent wording; "Tick" rendered as "Marque"
  intro:
    "Marque solo lo que le parezca bien. Si deja una casilla sin marcar, no usaremos sus palabras de esa manera. Puede cambiar de opinión en cualquier momento escribiéndonos un correo electrónico.",
  labels: {
    // review: consent wording; "teaching materials" rendered as "materiales didácticos"
    permission_use_instructional:
      "Pueden usar mis comentarios como testimonio, también en talleres y materiales didácticos.",
    // review: consent wording; "prospective clients" rendered as "posibles clientes"
    permission_share_with_clients:
      "Pueden compartir los resultados de mi familia con posibles clientes, sin nuestro apellido.",
    permission_share_feedback_social: "Pueden compartir mis comentarios en las redes sociales.",
    // review: consent wording; "case studies" rendered as "casos de estudio"
    permission_testimonial_future_stories: "Pueden presentar nuestra historia en futuros casos de estudio.",
    // review: consent wording; "reading space" rendered as "nuestro rincón de lectura"
    permission_contact_marketing:
      "Pueden comunicarse conmigo para usar fotos de nuestro rincón de lectura en materiales promocionales.",
  },
};

export const feedbackFormCopy: Translation<typeof en.feedbackFormCopy> = {
  formLabel: "Comentarios de clientes",
  requiredNote: "Los campos marcados con * son obligatorios.",
  // review: spec's fixed validation message ("This field is required"), same as es/form-rules
  requiredMessage: "Este campo es obligatorio",
  submit: "Enviar comentarios",
  submitting: "Enviando comentarios...",
  privacyNote:
    "Usamos sus respuestas solo para mejorar nuestro servicio y, si usted lo permite, como se describe arriba.",
  // review: spec's fixed message ("Missing Required Fields")
  missingTitle: "Faltan campos obligatorios",
  // review: spec's fixed message
  missingText: "Complete los campos obligatorios (Nombre completo y Correo electrónico).",
  // review: spec's fixed message ("Feedback Submitted")
  successTitle: "Comentarios enviados",
  // review: spec's fixed message
  successText: "¡Gracias por sus comentarios! Su respuesta se envió correctamente.",
  // review: spec's fixed message ("Submission Error")
  errorTitle: "Error al enviar",
  // review: spec's fixed message
  errorText: "Hubo un error al enviar sus comentarios. Inténtelo de nuevo.",
};

/** What the feedback form says when it is sent (the spec's messages, in Spanish). */
export const feedbackMessages: Translation<typeof en.feedbackMessages> = {
  validationTitle: feedbackFormCopy.missingTitle,
  validationText: feedbackFormCopy.missingText,
  successTitle: feedbackFormCopy.successTitle,
  successText: feedbackFormCopy.successText,
  errorTitle: feedbackFormCopy.errorTitle,
  errorFallback: feedbackFormCopy.errorText,
};
