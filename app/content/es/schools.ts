// Spanish copy of ../schools.ts (same exports, same shapes; checked by the type Translation<>).
// The types (MagicReadingRoom, PartnershipForm) are shared from the English module.
import type * as en from "../schools";
import type { Translation } from "#common/content/translation.ts";

export const schoolsPage: Translation<typeof en.schoolsPage> = {
  eyebrow: "Alianzas",
  title: "Reúna a las familias y los libros en su comunidad",
  intro:
    "Colaboramos con escuelas, bibliotecas y organizaciones comunitarias para ayudar a las familias a leer juntas en casa. Nuestros programas dan la bienvenida a todos los idiomas y culturas, y se adaptan a su calendario, a su espacio y a su comunidad.",
};

export const schoolsHeroImage: Translation<typeof en.schoolsHeroImage> = {
  src: "/images/illustrations/school-partnership.svg",
  alt: "Una maestra y un grupo de padres e hijos sentados en círculo en la biblioteca de una escuela, compartiendo libros ilustrados",
};

export const magicReadingRoom: Translation<typeof en.magicReadingRoom> = {
  eyebrow: "Nuestro programa estrella",
  // review: the program's name "The Magic Reading Room" kept in English as a proper name (no Spanish gloss in the English text)
  name: "The Magic Reading Room",
  tagline: "Un evento de lectura en familia que convierte cualquier salón en un mundo de cuentos",
  description: [
    "The Magic Reading Room transforma una biblioteca, un salón de clases o un espacio comunitario en un mundo acogedor y lleno de cuentos durante un evento especial. Las familias recorren rincones de lectura temáticos, escuchan cuentos leídos en voz alta en más de un idioma y se llevan ideas prácticas para usar en casa esa misma noche.",
    "Los padres y cuidadores participan en un taller breve y ameno sobre cómo leer juntos, mientras los niños disfrutan cerca de actividades basadas en cuentos. Después, las familias se reúnen de nuevo para compartir un libro, probar una técnica nueva y celebrar la lectura en comunidad.",
    "Cada Magic Reading Room se diseña pensando en su comunidad: los idiomas que hablan sus familias, las edades de sus niños y los temas que su personal quiere destacar.",
  ],
  image: {
    src: "/images/events/magic-reading-room.svg",
    // review: "reading tents" rendered as "carpas de lectura"
    alt: "Una biblioteca decorada con estrellas de papel y carpas de lectura, donde las familias leen juntas sentadas en cojines",
  },
};

export const whatSchoolsGetHeading: Translation<typeof en.whatSchoolsGetHeading> = "Lo que recibe su organización";

export const whatSchoolsGet: Translation<typeof en.whatSchoolsGet> = [
  {
    // review: "Ready-to-Run" rendered as "listo para realizarse"
    title: "Un evento planificado y listo para realizarse",
    description:
      "Nosotros nos encargamos del diseño del programa, los materiales y la conducción del evento, para que su personal pueda dedicarse a recibir a las familias.",
    icon: "Calendar",
  },
  {
    title: "Talleres para padres",
    description:
      "Sesiones breves y prácticas que enseñan a los cuidadores formas sencillas de leer y conversar sobre libros en casa.",
    icon: "Users",
  },
  {
    title: "Apoyo en varios idiomas",
    description:
      "Actividades y materiales para llevar a casa que dan la bienvenida a las familias que hablan idiomas distintos del inglés.",
    icon: "Languages",
  },
  {
    title: "Recomendaciones de libros seleccionados",
    // review: "family lending shelf" rendered as "estante de préstamo para las familias"
    description:
      "Listas de libros diversos y adecuados para cada edad, para sus salones de clases, su biblioteca o su estante de préstamo para las familias.",
    icon: "Library",
  },
  {
    title: "Recursos para llevar a casa",
    description:
      "Guías sencillas e ideas de actividades que las familias pueden usar esa misma noche, en cualquier idioma.",
    icon: "Home",
  },
  {
    title: "Colaboración con su personal",
    description:
      "Una conversación para planificar antes del evento y un seguimiento después para compartir lo que nos dijeron las familias.",
    icon: "MessageCircle",
  },
];

export const howItWorksHeading: Translation<typeof en.howItWorksHeading> = "Cómo funciona";

export const howItWorks: Translation<typeof en.howItWorks> = [
  {
    step: 1,
    title: "Cuéntenos sobre su comunidad",
    description:
      "Envíenos el formulario de consulta que aparece abajo. Le responderemos en un plazo de 24 a 48 horas para programar una breve llamada de planificación.",
  },
  {
    step: 2,
    title: "Planifiquemos juntos",
    description:
      "Conocemos a sus familias, sus idiomas, las edades de los niños y sus metas, y luego le proponemos un programa, una fecha y un formato a su medida.",
  },
  {
    step: 3,
    title: "Realice el evento",
    description:
      "Nosotros dirigimos los talleres y las actividades con cuentos mientras su equipo recibe a las familias y crea lazos con ellas.",
  },
  {
    step: 4,
    // review: "Keep the momentum going" rendered as "Mantenga el entusiasmo"
    title: "Mantenga el entusiasmo",
    description:
      "Las familias se van a casa con recursos, y su equipo recibe listas de libros e ideas para continuar el trabajo.",
  },
];

export const partnerTypesHeading: Translation<typeof en.partnerTypesHeading> = "Con quiénes colaboramos";

export const partnerTypes: Translation<typeof en.partnerTypes> = [
  {
    title: "Escuelas",
    // review: "PTAs" rendered as "asociaciones de padres y maestros (PTA)"; "family engagement teams" as "equipos de participación familiar"
    description: "Escuelas primarias, asociaciones de padres y maestros (PTA) y equipos de participación familiar.",
    icon: "School",
  },
  {
    title: "Bibliotecas públicas",
    description: "Secciones infantiles y sucursales comunitarias.",
    icon: "Library",
  },
  {
    title: "Organizaciones sin fines de lucro",
    description: "Organizaciones comunitarias, centros de recursos para familias y programas de lectoescritura.",
    icon: "HandHeart",
  },
  {
    // review: "Home-School Co-ops" rendered as "Cooperativas de educación en casa"
    title: "Cooperativas de educación en casa",
    description: "Grupos de familias que educan en casa y quieren compartir experiencias de lectura.",
    icon: "Home",
  },
  {
    // review: "Early Childhood Centers" rendered as "Centros de primera infancia"
    title: "Centros de primera infancia",
    description: "Preescolares, guarderías y programas de aprendizaje temprano.",
    icon: "Baby",
  },
];

export const partnershipForm: Translation<typeof en.partnershipForm> = {
  heading: "Empecemos a hablar de una alianza",
  intro:
    "Cuéntenos un poco sobre su organización y las familias a las que atiende. Preguntar no tiene costo ni compromiso. Nos comunicaremos con usted para ver qué funcionaría mejor para su comunidad.",
};

export const schoolsPrimaryCta: Translation<typeof en.schoolsPrimaryCta> = {
  label: "Empecemos a hablar de una alianza",
  href: "/es/schools#partnership-inquiry",
};

export const whatSchoolsGetSection: Translation<typeof en.whatSchoolsGetSection> = {
  eyebrow: "Qué incluye",
  intro:
    "Todo lo que necesita para un evento de lectura en familia cálido y bien organizado, sin sumarle trabajo a su equipo.",
};

export const howItWorksSection: Translation<typeof en.howItWorksSection> = {
  eyebrow: "Sencillo de principio a fin",
  intro: "Desde el primer saludo hasta el seguimiento, así es colaborar con nosotros.",
};

export const partnerTypesSection: Translation<typeof en.partnerTypesSection> = {
  eyebrow: "Nuestros aliados",
  intro: "Si usted trabaja con niños y familias, nos encantaría saber de usted.",
};

/** The inquiry section's label, the email subject for writing instead, and a note on what to include. */
export const partnershipEmail: Translation<typeof en.partnershipEmail> = {
  eyebrow: "Hablemos",
  subject: "Consulta sobre alianzas",
  note: "Indíquenos el nombre de su organización, las familias a las que atiende y, aproximadamente, a cuántos estudiantes o familias le gustaría llegar.",
};

export const schoolsSecondaryCta: Translation<typeof en.schoolsSecondaryCta> = {
  label: "Ver próximos eventos",
  href: "/es/events",
};
