// Spanish copy of ../community.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../community";
import type { Translation } from "#common/content/translation.ts";

export const communityPage: Translation<typeof en.communityPage> = {
  eyebrow: "Comunidad",
  // review: "You Don’t Have to Do This Alone" rendered without the gendered "solo/sola"
  title: "No tiene por qué hacerlo sin ayuda",
  intro:
    "Criar a un lector es más fácil en compañía. Conozca a otras familias a las que les encantan los libros, encuentre profesionales de confianza cuando su hijo necesite apoyo adicional y sepa a dónde acudir cuando la vida se pone difícil.",
};

export const communityImage: Translation<typeof en.communityImage> = {
  src: "/images/illustrations/community.svg",
  alt: "Varias familias de distintos orígenes reunidas en el césped, leyendo y riendo juntas",
};

export const supportCategoriesHeading: Translation<typeof en.supportCategoriesHeading> = "Cómo apoyamos a las familias";
export const parentGroupsHeading: Translation<typeof en.parentGroupsHeading> = "Grupos de padres";
export const localServicesHeading: Translation<typeof en.localServicesHeading> = "Servicios profesionales";
export const joinGroupLabel: Translation<typeof en.joinGroupLabel> = "Unirme al grupo";
export const contactServiceLabel: Translation<typeof en.contactServiceLabel> = "Contactar a este servicio";
export const acceptingNewLabel: Translation<typeof en.acceptingNewLabel> = "Acepta pacientes nuevos";
export const notAcceptingNewLabel: Translation<typeof en.notAcceptingNewLabel> = "Solo lista de espera";
export const membersLabel: Translation<typeof en.membersLabel> = "miembros";
export const nextMeetingLabel: Translation<typeof en.nextMeetingLabel> = "Próxima reunión";
export const meetsLabel: Translation<typeof en.meetsLabel> = "Se reúne";
export const locationLabel: Translation<typeof en.locationLabel> = "Dónde";
export const distanceLabel: Translation<typeof en.distanceLabel> = "Distancia";
export const insuranceLabel: Translation<typeof en.insuranceLabel> = "Pago";
export const howToReachLabel: Translation<typeof en.howToReachLabel> = "Cómo contactarlos";

export const supportCategoriesSection: Translation<typeof en.supportCategoriesSection> = {
  eyebrow: "Cómo ayudamos",
  intro: "Ya sea que busque compañía, apoyo de expertos o ayuda inmediata, aquí puede empezar.",
};

export const parentGroupsSection: Translation<typeof en.parentGroupsSection> = {
  // review: "Find Your People" adapted as "Encuentre su grupo"
  eyebrow: "Encuentre su grupo",
  intro:
    "Grupos pequeños y amigables de padres y cuidadores a quienes les encantan los libros. Elija “Unirme al grupo” y le enviaremos los detalles de la próxima reunión.",
};

export const localServicesSection: Translation<typeof en.localServicesSection> = {
  eyebrow: "Recomendaciones de confianza",
  intro:
    "A veces un niño necesita algo más que lectura en casa. Conocemos a profesionales comprometidos y podemos presentárselos personalmente.",
};

/** Subject lines the /connect form prefills from ?subject=. */
// review: prefilled start of the contact message, "Join group: X" rendered as "Solicitud para unirme al grupo: X"
export const joinGroupSubject: Translation<typeof en.joinGroupSubject> = (groupName) =>
  `Solicitud para unirme al grupo: ${groupName}`;
// review: prefilled start of the contact message, "Introduction to: X" rendered as "Solicitud de presentación: X"
export const contactServiceSubject: Translation<typeof en.contactServiceSubject> = (serviceName) =>
  `Solicitud de presentación: ${serviceName}`;

/** Closing invitation at the bottom of /community. */
export const communityClosing: Translation<typeof en.communityClosing> = {
  eyebrow: "Estamos aquí para ayudarle",
  heading: "Cuéntenos qué necesita su familia",
  text: "¿Busca un grupo en su idioma, un especialista cerca de usted o simplemente alguien con quien hablar sobre la lectura? Escríbanos y le indicaremos el camino.",
  primary: { label: "Hable con nosotros", href: "/es/connect" },
  secondary: { label: "Explore el apoyo para la crianza", href: "/es/parenting" },
};

export const supportCategories: Translation<typeof en.supportCategories> = [
  {
    title: "Grupos de padres",
    description:
      "Grupos pequeños y amigables donde padres y cuidadores intercambian ideas de libros, comparten sus logros y conversan juntos sobre los desafíos.",
    icon: "Users",
  },
  {
    title: "Servicios profesionales",
    description:
      "Cuando su hijo necesita algo más que lectura en casa, le ayudamos a contactar a terapeutas del habla y el lenguaje, terapeutas ocupacionales y terapeutas familiares.",
    icon: "HandHeart",
  },
  {
    title: "Ayuda en momentos difíciles",
    // review: emergency numbers (911, 988, 211): check the wording; 988 also offers help in Spanish
    description:
      "En una emergencia, llame al 911. Si se trata de una crisis de salud mental, llame o envíe un mensaje de texto al 988. Para encontrar ayuda local con alimentos, vivienda o cuidado infantil, marque el 211.",
    icon: "Phone",
  },
];

export const parentGroups: Translation<typeof en.parentGroups> = [
  {
    // review: example group names translated (they are descriptive, not registered names)
    name: "Familias bilingües a la hora del cuento",
    type: "Familias multilingües",
    members: 48,
    meetingFrequency: "Cada dos semanas",
    location: "En línea",
    nextMeeting: "Sábado, 10:00 a. m.",
    rating: 4.9,
    tags: ["Libros bilingües", "Idiomas del hogar", "De 0 a 8 años"],
    about:
      "Para familias que crían a sus hijos en más de un idioma. Compartimos libros bilingües favoritos, canciones y consejos para mantener vivo el idioma del hogar junto con el inglés.",
  },
  {
    name: "Club de lectura en voz alta para papás",
    type: "Papás y figuras paternas",
    members: 36,
    meetingFrequency: "Una vez al mes",
    location: "Sala de reuniones de una biblioteca pública (organizado con bibliotecas aliadas)",
    nextMeeting: "Jueves, 6:30 p. m.",
    rating: 4.8,
    tags: ["Consejos para leer en voz alta", "Intercambio de libros", "Todas las edades"],
    about:
      "Un grupo relajado y acogedor para papás, abuelos, tíos y cualquier figura paterna que quiera leer más con los niños de su vida. Traiga un libro y sus preguntas.",
  },
  {
    // review: "Reluctant Readers" rendered as "lectores reacios"
    name: "Padres de lectores reacios",
    type: "Círculo de apoyo",
    members: 52,
    meetingFrequency: "Cada semana",
    location: "En línea",
    nextMeeting: "Martes, 8:00 p. m.",
    rating: 5.0,
    tags: ["Lectores reacios", "Motivación", "De 6 a 12 años"],
    about:
      "Si la lectura antes de dormir se ha vuelto una batalla, está en el lugar indicado. Compartimos lo que nos funciona, intercambiamos ideas de libros que atrapan a los niños y nos damos ánimo unos a otros.",
  },
];

export const localServices: Translation<typeof en.localServices> = [
  {
    name: "Terapeuta infantil del habla y el lenguaje",
    type: "Patología del habla y el lenguaje",
    specialty: "Niños que tardan en hablar, sonidos del habla y desarrollo del lenguaje en niños bilingües",
    rating: 4.9,
    distance: "Virtual",
    acceptingNew: true,
    // review: insurance terms ("Self-pay" as "Pago por cuenta propia")
    insurance: ["Muchos de los principales seguros médicos", "Pago por cuenta propia"],
    // review: "Ask us for a warm introduction" rendered as "Pídanos que le presentemos personalmente" (the page adds a period)
    contact: "Pídanos que le presentemos personalmente",
  },
  {
    name: "Terapeuta ocupacional infantil",
    type: "Terapia ocupacional",
    specialty: "Atención, necesidades sensoriales, escritura a mano y motricidad fina",
    rating: 4.8,
    distance: "3.2 millas",
    acceptingNew: true,
    insurance: ["Muchos de los principales seguros médicos", "Medicaid (varía según el estado)", "Pago por cuenta propia"],
    contact: "Pídanos que le presentemos personalmente",
  },
  {
    // review: "Family Counselor" rendered as the gender-neutral "Profesional de consejería familiar"
    name: "Profesional de consejería familiar",
    type: "Terapia familiar con licencia",
    specialty: "Cambios en la familia, emociones intensas, ansiedad y el vínculo entre padres e hijos",
    rating: 4.9,
    distance: "Virtual",
    acceptingNew: false,
    // review: "Sliding-scale fees available" rendered as "Tarifas según sus ingresos"
    insurance: ["Pago por cuenta propia", "Tarifas según sus ingresos"],
    contact: "Pídanos que le presentemos personalmente",
  },
];

// review: disclaimer (we don't provide therapy or diagnosis): check the meaning stays exact
export const communityDisclaimer: Translation<typeof en.communityDisclaimer> =
  "Estos listados son ejemplos de los tipos de grupos y profesionales que recomendamos a las familias. Nosotros no ofrecemos terapia ni diagnósticos. Cuéntenos qué necesita su familia y le presentaremos personalmente a un aliado de confianza cerca de usted o en línea.";
