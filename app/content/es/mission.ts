// Spanish copy of ../mission.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "../mission";
import type { Translation } from "#common/content/translation.ts";

export type { LabeledStatement, MissionCta } from "../mission";

export const missionPage: Translation<typeof en.missionPage> = {
  eyebrow: "Nuestra misión",
  // review: "Joyful Reading Life" rendered as "una vida lectora llena de alegría", as in es/seo.ts
  title: "Toda familia merece una vida lectora llena de alegría",
  // review: "in the laps, languages and traditions" rendered as "en el regazo, los idiomas y las tradiciones"
  intro:
    "Creemos que el amor por la lectura nace en casa, en el regazo, los idiomas y las tradiciones de las personas que mejor conocen a un niño. Todo lo que hacemos está pensado para apoyar a esas personas.",
};

export const missionImage: Translation<typeof en.missionImage> = {
  src: "/images/illustrations/family-values.svg",
  alt: "Un árbol genealógico cuyas ramas sostienen libros abiertos de muchos colores, rodeado de pequeños corazones flotantes",
};

export const statementsEyebrow: Translation<typeof en.statementsEyebrow> = "Por qué existimos";
export const statementsHeading: Translation<typeof en.statementsHeading> = "Nuestra misión y nuestra visión";

export const missionStatement: Translation<typeof en.missionStatement> = {
  label: "Nuestra misión",
  // review: "open windows to the wider world" rendered as "les abran ventanas al mundo" (echoes "ventanas y espejos")
  text: "Ayudar a cada familia a crear en casa una vida lectora llena de alegría, con libros que reflejen sus valores, honren sus idiomas y culturas, y les abran ventanas al mundo.",
};

export const visionStatement: Translation<typeof en.visionStatement> = {
  label: "Nuestra visión",
  text: "Un mundo donde cada niño crezca rodeado de historias, se vea reflejado en los libros que lee y comparta esos libros con las personas que más lo quieren.",
};

export const missionStoryEyebrow: Translation<typeof en.missionStoryEyebrow> = "Cómo empezó todo";
export const missionStoryHeading: Translation<typeof en.missionStoryHeading> = "Nuestra historia";

export const missionStory: Translation<typeof en.missionStory> = [
  "En los salones de clase vimos lo mismo una y otra vez: los niños florecían como lectores cuando sus familias se sentían seguras al leer con ellos. Sin embargo, a muchos padres les habían dicho, de forma directa o no, que el idioma de su hogar o sus propios hábitos de lectura eran un problema.",
  // review: "to change that story" kept as "cambiar esa historia" (plays on stories/books)
  "Empezamos este trabajo para cambiar esa historia. Ayudamos a las familias a ver las fortalezas que ya tienen, y sumamos los libros, las técnicas sencillas y el ánimo que convierten la lectura en una alegría de todos los días.",
];

export const guidingPrinciplesEyebrow: Translation<typeof en.guidingPrinciplesEyebrow> = "Lo que nos guía";
export const guidingPrinciplesHeading: Translation<typeof en.guidingPrinciplesHeading> = "Nuestros principios";
export const guidingPrinciplesIntro: Translation<typeof en.guidingPrinciplesIntro> =
  "Seis principios guían cada libro que elegimos y cada conversación que tenemos con las familias.";

// review: principle titles (short labels): "Family-Centered", "Culturally Responsive", "Values-Based", "Personalized", "Justice-Oriented", "Joy-Focused"
export const guidingPrinciples: Translation<typeof en.guidingPrinciples> = [
  {
    title: "Centrados en la familia",
    description:
      "Usted es quien mejor conoce a su hijo. Partimos de sus rutinas, sus fortalezas y sus metas, en lugar de entregarle el plan de otra persona.",
    icon: "Home",
  },
  {
    title: "Culturalmente receptivos",
    description:
      "Sus idiomas, tradiciones e historia son un tesoro. Elegimos libros y estrategias que honran las raíces de su familia.",
    icon: "Globe",
  },
  {
    title: "Basados en valores",
    description:
      "Los libros transmiten mensajes. Elegimos historias que apoyan los valores que usted quiere heredar a sus hijos, desde la bondad y la valentía hasta la fe y la comunidad.",
    icon: "Heart",
  },
  {
    title: "Personalizados",
    description:
      "No hay dos niños que lean de la misma manera. Cada recomendación se ajusta a la edad, los intereses, los idiomas y la personalidad de su hijo.",
    icon: "Sparkles",
  },
  {
    title: "Comprometidos con la justicia",
    description:
      "Todo niño merece verse reflejado en los libros y tener buenos libros a su alcance. Trabajamos para que todas las familias tengan un acceso justo.",
    icon: "Scale",
  },
  {
    title: "Enfocados en la alegría",
    description:
      "Leer debe sentirse como un regalo, no como una obligación. Cuando los niños disfrutan los libros, siguen leyendo toda la vida.",
    icon: "Smile",
  },
];

export const missionCta: Translation<typeof en.missionCta> = {
  heading: "Construyamos juntos la vida lectora de su familia",
  text: "Vea cómo nuestros servicios ponen en práctica estos principios, o escríbanos para contarnos sobre su familia.",
  primary: { label: "Contáctenos", href: "/es/connect" },
  secondary: { label: "Explore nuestros servicios", href: "/es/services" },
};
