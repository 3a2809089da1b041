// Spanish copy of ../founder.ts (same exports, same shapes; checked by the type Translation<>).
// The types (FounderEducation, FounderExperience, FounderLanguage, FounderQuote, FounderCta) are shared from the English module.
import { business } from "#common/business.ts";
import type * as en from "../founder";
import type { Translation } from "#common/content/translation.ts";

export type { FounderCta, FounderEducation, FounderExperience, FounderLanguage, FounderQuote } from "../founder";

/** First word of the founder’s name, for friendly copy ("Hola, soy ..."). */
export const founderFirstName: Translation<typeof en.founderFirstName> = (name: string) => name.split(" ")[0] ?? name;

export const founderPage: Translation<typeof en.founderPage> = (name: string) => ({
  eyebrow: "Nuestra fundadora",
  title: `Conozca a ${name}`,
  // review: "licensed ESL educator" rendered as "educadora certificada de inglés como segundo idioma (ESL)", as in es/structured-data.ts
  intro:
    "Educadora certificada de inglés como segundo idioma (ESL), especialista en lectura, mamá bilingüe y amante de los libros infantiles de toda la vida. Esta es la historia detrás de nuestro trabajo, y de la persona que conocerá en su llamada de orientación.",
});

export const founderPortrait: Translation<typeof en.founderPortrait> = (name: string) => ({
  src: "/images/founder.svg",
  alt: `Retrato ilustrado de ${name}, sonriente, con un libro ilustrado en las manos frente a un librero alto y lleno`,
});

export const bioEyebrow: Translation<typeof en.bioEyebrow> = "Su historia";
export const bioHeading: Translation<typeof en.bioHeading> = (name: string) => `Acerca de ${founderFirstName(name)}`;

export const founderRole: Translation<typeof en.founderRole> = "Fundadora y coach de lectura en familia";

export const founderBio: Translation<typeof en.founderBio> = (name: string) => [
  // review: "master’s degree in literacy and TESOL" rendered as "maestría en lectoescritura y TESOL"
  `${name} ha dedicado su carrera a ayudar a los niños a enamorarse de la lectura, y a ayudar a los adultos que los rodean a sentirse seguros al acompañarlos. Es educadora certificada de inglés como segundo idioma (ESL) y tiene una maestría en lectoescritura y TESOL.`,
  `Durante ocho años, ${founderFirstName(name)} enseñó a estudiantes de inglés en escuelas primarias públicas, con niños cuyas familias hablaban más de una docena de idiomas. Después trabajó como especialista en lectura en una escuela, apoyando a los maestros y dirigiendo pequeños grupos de lectura para niños que necesitaban un empujoncito.`,
  "En el camino, notó algo muy poderoso. Los niños que más avanzaban no siempre eran los que recibían más clases particulares. Eran aquellos cuyas familias leían con ellos en casa, en cualquier idioma, con libros que les encantaban. Así que empezó a organizar noches de lectura en familia, donde mostraba a los padres formas sencillas de leer y conversar juntos sobre los libros.",
  `Bilingüe en inglés y español y mamá de dos hijos, ${founderFirstName(name)} sabe por experiencia propia lo ajetreada que puede ser la vida en familia, y lo mucho que puede significar un cuento de diez minutos a la hora de dormir. Fundó ${business.name} para llevar a los hogares lo mejor de lo que aprendió en las escuelas, de una manera que honre los valores, los idiomas y la cultura de cada familia.`,
  // review: the program's name "The Magic Reading Room" kept in English (as in es/schools.ts)
  "Hoy trabaja con familias de todo Estados Unidos mediante coaching virtual y selección de libros, y colabora con escuelas, bibliotecas y organizaciones comunitarias a través del programa The Magic Reading Room.",
];

export const educationEyebrow: Translation<typeof en.educationEyebrow> = "Formación";
export const educationHeading: Translation<typeof en.educationHeading> = "Estudios y credenciales";

// review: US degree and license names rendered in Spanish, with the English abbreviations kept (M.Ed., B.A., ESL)
export const founderEducation: Translation<typeof en.founderEducation> = [
  {
    degree: "Maestría en Educación (M.Ed.), Lectoescritura y TESOL",
    institution: "Escuela de posgrado en educación de una universidad pública",
    detail:
      "Estudios de posgrado sobre cómo aprenden a leer los niños y cómo enseñar lectura a estudiantes multilingües, con énfasis en la lectoescritura en la familia y la comunidad.",
  },
  {
    degree: "Licenciatura (B.A.) en Educación Primaria",
    institution: "Universidad pública estatal",
    detail:
      "Formación docente de pregrado con una especialización secundaria en español y prácticas docentes en salones bilingües.",
  },
  {
    degree: "Licencia estatal para enseñar inglés como segundo idioma (ESL)",
    institution: "Departamento de Educación del estado",
    detail:
      "Licencia para enseñar inglés como segundo idioma a estudiantes desde kínder hasta el grado doce.",
  },
  {
    degree: "Certificación de especialista en lectura",
    institution: "Departamento de Educación del estado",
    detail:
      "Certificación adicional en enseñanza de la lectura, apoyo en lectura y acompañamiento a otros maestros.",
  },
];

export const experienceEyebrow: Translation<typeof en.experienceEyebrow> = "Trayectoria";
export const experienceHeading: Translation<typeof en.experienceHeading> = "Experiencia";
export const experienceIntro: Translation<typeof en.experienceIntro> =
  "Catorce años en escuelas públicas y más de una década de noches de lectura en familia, ahora en su hogar.";

export const founderExperience: Translation<typeof en.founderExperience> = [
  {
    title: "Maestra de ESL en el salón de clases",
    years: "8 años",
    description:
      "Enseñó a estudiantes de inglés desde kínder hasta quinto grado, en estrecha colaboración con familias de muchas culturas e idiomas.",
    icon: "School",
  },
  {
    title: "Especialista en lectura escolar",
    years: "6 años",
    description:
      "Dirigió el apoyo de lectura en grupos pequeños, acompañó a los maestros de clase y ayudó a crear bibliotecas de aula diversas.",
    icon: "BookOpen",
  },
  {
    title: "Facilitadora de talleres de lectura en familia",
    years: "Más de 10 años",
    description:
      "Organizó noches bilingües de lectura en familia en escuelas y bibliotecas públicas, donde mostraba a los padres formas sencillas de leer juntos en casa.",
    icon: "Users",
  },
  {
    title: "Fundadora y coach de lectura en familia",
    years: "Hoy",
    description: `Dirige ${business.name} y ofrece coaching virtual, selección personalizada de libros y alianzas con escuelas para familias con niños desde el nacimiento hasta los doce años.`,
    icon: "Heart",
  },
];

export const philosophyEyebrow: Translation<typeof en.philosophyEyebrow> = "En sus palabras";
export const philosophyHeading: Translation<typeof en.philosophyHeading> = "Mi filosofía";

export const founderQuote: Translation<typeof en.founderQuote> = (name: string) => ({
  // review: the founder's own words in Spanish (she is bilingual); "the stories at home sound like home" rendered as "los cuentos en casa suenan a hogar"
  text: "Como educadora certificada de inglés como segundo idioma, he aprendido que cada idioma que habla una familia es un idioma para leer. Los niños florecen cuando los cuentos en casa suenan a hogar. Mi trabajo no es entregarle un programa. Es ayudarle a ver todo lo que usted ya le da a su hijo, y luego sumar los libros adecuados y algunos hábitos sencillos para que la lectura sea el mejor momento de su día.",
  attribution: `${name}, educadora certificada de inglés como segundo idioma (ESL)`,
});

export const languagesEyebrow: Translation<typeof en.languagesEyebrow> = "Coaching en su idioma";
export const languagesHeading: Translation<typeof en.languagesHeading> = "Idiomas";
export const languagesIntro: Translation<typeof en.languagesIntro> =
  "Cada idioma que habla su familia es un idioma para leer. Ofrecemos sesiones y listas de libros en:";

export const founderLanguages: Translation<typeof en.founderLanguages> = [
  { code: "en", language: "Inglés", detail: "Con fluidez. Coaching y selección de libros en inglés" },
  { code: "es", language: "Español", detail: "Con fluidez. Coaching y selección de libros en español, y listas de libros bilingües" },
];

/** Used in the page's structured data (Person). */
export const founderPersonDescription: Translation<typeof en.founderPersonDescription> = (name: string) => `Educadora certificada de inglés como segundo idioma (ESL), exespecialista en lectura escolar y coach de lectura en familia, bilingüe en inglés y español. ${name} fundó ${business.name} para ayudar a las familias a criar lectores felices y seguros.`;

export const founderCta: Translation<typeof en.founderCta> = (name: string) => ({
  heading: `Converse con ${founderFirstName(name)}`,
  text: "Reserve una llamada de orientación gratuita de 15 minutos para contarnos la historia de su familia y hacer todas sus preguntas. Sin ningún compromiso.",
  primary: { label: "Reserve una llamada gratuita de 15 minutos", href: "/es/discovery-call" },
  secondary: { label: "Explore nuestros servicios", href: "/es/services" },
});
