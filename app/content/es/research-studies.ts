// Spanish copy of ../research-studies.ts (same exports, same shapes; checked by the type Translation<>).
// Names of studies, reports, journals, authors and the Cooperative Children’s Book Center stay in English.
import type * as en from "../research-studies";
import type { Translation } from "#common/content/translation.ts";

export const researchPage: Translation<typeof en.researchPage> = {
  eyebrow: "Investigación",
  title: "Lo que nos dice la investigación sobre leer juntos",
  // review: "You don’t need a lab coat to raise a reader" kept close to the English ("bata de laboratorio")
  intro:
    "No necesita una bata de laboratorio para criar a un niño lector. Pero ayuda saber por qué las pequeñas cosas que hace cada día importan tanto. Aquí reunimos lo que los investigadores han aprendido sobre leer con los niños, explicado con palabras sencillas y con ideas que puede usar esta misma noche.",
};

export const researchImage: Translation<typeof en.researchImage> = {
  src: "/images/illustrations/brain-science.svg",
  alt: "Un adulto le lee a un niño pequeño; sobre ellos flotan letras y un cerebro ilustrado que brilla",
};

export const researchTabs: Translation<typeof en.researchTabs> = [
  {
    id: "videos",
    label: "Videos",
    heading: "Vea lo que pasa cuando leen juntos",
    intro: "Dos videos cortos que muestran lo que pasa en la mente y el corazón de su hijo cuando comparten un libro.",
  },
  {
    id: "research",
    label: "Investigación",
    heading: "La investigación, en palabras sencillas",
    intro:
      "Seis áreas de investigación que guían la manera en que acompañamos a las familias y elegimos los libros. Elija un estudio para leer el resumen completo.",
  },
  {
    id: "summaries",
    label: "Resúmenes",
    heading: "En pocas palabras: ideas para probar en casa",
    intro: "La versión corta: una tarjeta por estudio, con ideas que puede poner en práctica en casa desde hoy.",
  },
];

export const backToResearchListLabel: Translation<typeof en.backToResearchListLabel> = "Volver a la lista de estudios";
export const readStudyLabel: Translation<typeof en.readStudyLabel> = "Lea el resumen del estudio";
export const researchTabsLabel: Translation<typeof en.researchTabsLabel> = "Maneras de explorar la investigación";
export const summaryStudyLinkLabel: Translation<typeof en.summaryStudyLinkLabel> = "Conozca la investigación detrás de esta idea";
// review: shown right before the date ("Publicado 12 de marzo de 2024"); Spanish would prefer "Publicado el …", which depends on formatStudyDate
export const publishedLabel: Translation<typeof en.publishedLabel> = "Publicado";
export const sourceLabel: Translation<typeof en.sourceLabel> = "Fuente";
export const keyFindingsLabel: Translation<typeof en.keyFindingsLabel> = "Hallazgos clave";
// review: disclaimer (close to legal wording)
export const researchDisclaimer: Translation<typeof en.researchDisclaimer> =
  "Estos son resúmenes en lenguaje sencillo, escritos para madres y padres. Describen los hallazgos generales de investigaciones publicadas y no reemplazan los estudios originales ni los consejos del médico o del maestro de su hijo.";

/** The card that closes the research page. */
export const researchCta: Translation<typeof en.researchCta> = {
  heading: "Convierta la investigación en rutinas",
  text: "Saber por qué es importante leer juntos es el primer paso. En una llamada de orientación gratuita de 15 minutos, hablaremos de su hijo y de los pequeños hábitos diarios que mejor se adaptan a su familia.",
  scheduleLabel: "Reserve una llamada gratuita de 15 minutos",
  link: { label: "Explore nuestros servicios", href: "/es/services" },
};

export const researchVideosIntro: Translation<typeof en.researchVideosIntro> =
  "Leer en voz alta es uno de los regalos más sencillos y poderosos que le puede dar a su hijo. Estos dos videos cortos explican lo que los científicos han aprendido sobre el cerebro de los niños pequeños, el lenguaje y el vínculo que crece cuando leen juntos. Cada uno dura solo unos minutos, así que es fácil verlos cuando los niños ya estén dormidos.";

// review: the six titles must stay in line with the short labels in es/breadcrumb-labels.ts
// review: "American Academy of Pediatrics" rendered as "Academia Americana de Pediatría" (the AAP's own Spanish name) and "Annie E. Casey Foundation" as "Fundación Annie E. Casey"; the other organizations keep their English names
export const researchStudies: Translation<typeof en.researchStudies> = [
  {
    id: "multilingual-benefits",
    title: "El regalo de crecer con más de un idioma",
    summary:
      "Los niños que crecen con dos o más idiomas no se confunden ni se quedan atrás. Mantener fuerte el idioma del hogar apoya la lectura en inglés, fortalece los lazos familiares y les da a los niños una conciencia duradera de cómo funciona el lenguaje.",
    source:
      "Resumen de investigaciones sobre el desarrollo bilingüe, incluido el trabajo de Ellen Bialystok y sus colegas (por ejemplo, “Bilingual Minds”, Psychological Science in the Public Interest, 2009), y de las orientaciones de la American Speech-Language-Hearing Association.",
    published: "2024-03-12",
    fullText: [
      "Muchos padres temen que hablar en casa un idioma que no sea el inglés retrase a sus hijos en la escuela. Décadas de investigación indican lo contrario. Los niños pueden aprender más de un idioma desde que nacen, y crecer siendo bilingüe no causa retrasos ni trastornos del lenguaje. Los especialistas en habla y lenguaje animan a las familias a seguir usando los idiomas que mejor conocen.",
      // review: "metalinguistic awareness" rendered as "conciencia metalingüística"
      "La psicóloga Ellen Bialystok y sus colegas llevan años estudiando cómo piensan los niños bilingües. Uno de los hallazgos más claros es que los niños bilingües suelen desarrollar desde temprano una conciencia del lenguaje en sí: notan que las palabras son etiquetas, que una misma idea se puede decir de distintas maneras y que las oraciones siguen reglas. Esta “conciencia metalingüística” es una base muy útil para aprender a leer.",
      "Los investigadores también han estudiado si pasar de un idioma a otro fortalece la atención y la flexibilidad mental. Algunos estudios han encontrado ventajas y otros no, y los científicos siguen debatiendo qué tan grandes o constantes son estos efectos. Lo que no está en duda es que saber más de un idioma abre puertas: a la historia familiar, a las amistades, a otras culturas y, más adelante, al trabajo.",
      // review: "prayers" rendered as "rezos" (to avoid "oraciones", used above for "sentences")
      "Su lengua materna lleva mucho más que palabras. Guarda canciones de cuna, chistes, rezos, recetas y las historias de los abuelos. Cuando los niños conservan ese idioma, conservan una conexión plena con las personas que los quieren. Leer juntos en el idioma del hogar también desarrolla el vocabulario y los conocimientos previos, y gran parte de ese conocimiento se transfiere a la lectura en inglés.",
      "El mensaje práctico para las familias es alentador. Hable, cante y lea en el idioma que le resulte más natural. Mezcle idiomas si así se habla en su familia. Busque libros bilingües y libros escritos en su lengua materna, y deje que su hijo vea que cada idioma que usa su familia es también un idioma para leer.",
    ],
    keyFindings: [
      "Crecer con dos o más idiomas no causa retrasos ni trastornos del lenguaje.",
      "Los niños bilingües suelen mostrar desde temprano una conciencia de cómo funciona el lenguaje, lo que les ayuda a aprender a leer.",
      "El vocabulario y el conocimiento de cuentos que se desarrollan en el idioma del hogar pueden trasladarse a la lectura en inglés.",
      "Mantener fuerte el idioma del hogar protege la conexión de los niños con su familia y su cultura.",
    ],
  },
  {
    id: "family-bonding",
    title: "Leer juntos, crecer unidos: la lectura compartida y el cerebro infantil",
    summary:
      "Estudios con imágenes del cerebro en niños de preescolar sugieren que los niños a quienes se les lee más a menudo en casa activan con más fuerza las áreas del cerebro relacionadas con la imaginación y la comprensión de cuentos. La lectura compartida también construye la relación cálida y atenta que todo niño necesita.",
    source:
      "Resumen de Hutton et al. (2015), “Home Reading Environment and Brain Activation in Preschool Children Listening to Stories”, publicado en Pediatrics, y de informes de la Academia Americana de Pediatría sobre las primeras relaciones y la alfabetización.",
    published: "2024-05-20",
    fullText: [
      "Cuando lee con su hijo sentado en sus piernas, pasan dos cosas a la vez. Su hijo escucha un lenguaje rico y descubre ideas nuevas. Y también siente su atención, su voz y su cercanía. Los investigadores están descubriendo que las dos cosas importan.",
      "En un estudio de 2015 publicado en Pediatrics, el Dr. John Hutton y sus colegas usaron imágenes del cerebro (resonancia magnética funcional, o fMRI) con un grupo pequeño de niños de tres a cinco años mientras escuchaban cuentos. Los niños cuyas familias dijeron leer más en casa mostraron más actividad en zonas del lado izquierdo del cerebro que ayudan a comprender historias y a crear imágenes mentales.",
      "Los investigadores sugirieron que estas “imágenes mentales” podrían ayudar a los niños a prepararse para los libros sin ilustraciones que leerán más adelante, cuando tendrán que imaginarse la historia por su cuenta. El estudio fue pequeño y mostró una relación, no una prueba de causa y efecto. Aun así, ofreció una mirada sorprendente a cómo la lectura de todos los días en casa puede moldear un cerebro en desarrollo.",
      "La Academia Americana de Pediatría lleva mucho tiempo animando a los padres a leer con sus hijos desde que son bebés, y subraya que las relaciones seguras, estables y afectuosas son la base de un desarrollo sano. La lectura compartida es una de las maneras más fáciles de construir esas relaciones: es un momento diario de cercanía, conversación y calma.",
      // review: "following your child’s lead" rendered as "dejar que su hijo lleve la iniciativa"; "flashcards" as "tarjetas didácticas"
      "Para las familias, la conclusión es tranquilizadora. No necesita programas especiales ni tarjetas didácticas. Acurrucarse con un libro, usar una voz cálida, hacer pausas para hablar de las ilustraciones y dejar que su hijo lleve la iniciativa alimentan tanto el cerebro como el vínculo.",
    ],
    keyFindings: [
      "Los niños de preescolar con más lectura en casa mostraron más actividad en las áreas del cerebro relacionadas con los cuentos y las imágenes mentales.",
      "Imaginar una historia puede ayudar a los niños a prepararse para libros con menos ilustraciones más adelante.",
      "Los pediatras ven la lectura compartida como una manera sencilla de construir las relaciones afectuosas que los niños necesitan.",
      "El cariño y la conversación durante la lectura importan tanto como las palabras de la página.",
    ],
  },
  {
    id: "print-rich-environments",
    // review: "print-rich environment" rendered as "un hogar lleno de material impreso"
    title: "Libros en casa: por qué importa un hogar lleno de material impreso",
    summary:
      "Un gran estudio realizado en 27 países encontró que los niños que crecen en hogares con más libros tienden a llegar más lejos en sus estudios, incluso después de tener en cuenta la educación y el trabajo de los padres. Hasta una biblioteca modesta en casa parece marcar una verdadera diferencia.",
    source:
      "Resumen de Evans, Kelley, Sikora y Treiman (2010), “Family scholarly culture and educational success: Books and schooling in 27 nations”, publicado en Research in Social Stratification and Mobility.",
    published: "2024-08-06",
    fullText: [
      "Lo que hay en sus estantes importa. En un estudio de 2010, los sociólogos Mariah Evans, Jonathan Kelley, Joanna Sikora y Donald Treiman analizaron datos de encuestas a familias de 27 países. Se hicieron una pregunta sencilla: ¿tiene relación la cantidad de libros que hay en la casa de un niño con lo lejos que llega en sus estudios?",
      "La respuesta fue sí. Los niños criados en hogares con más libros tendían a completar más años de estudios. Esta relación se mantuvo incluso después de que los investigadores tomaran en cuenta la educación de los propios padres, su trabajo y su clase social. Los libros en casa parecían sumar algo más allá de esos factores.",
      // review: "scholarly culture" rendered as "cultura académica"
      "Los investigadores lo describieron como una “cultura académica” familiar: un hogar donde se valora la lectura, los libros están al alcance y las ideas forman parte de la vida diaria. Un detalle importante: el beneficio no era solo para los hogares con bibliotecas enormes. Las mayores ventajas aparecían cuando un hogar pasaba de tener pocos libros a tener una colección modesta.",
      "Un hogar lleno de material impreso no consiste solo en tener libros. También incluye libros de la biblioteca, revistas, tarjetas de recetas, mapas, etiquetas, cartas de familiares y cuentos que escribe su hijo. Lo importante es que haya material de lectura a la vista, al alcance y presente en la vida diaria.",
      "Para las familias, es una noticia esperanzadora. No hace falta gastar mucho. Una colección pequeña y bien elegida en un estante bajo, una visita frecuente a la biblioteca y la costumbre de conversar sobre lo que leen pueden convertir su hogar en un lugar donde leer se siente natural.",
    ],
    keyFindings: [
      "En 27 países, los niños de hogares con más libros tendían a estudiar más años.",
      "La relación se mantuvo incluso después de tomar en cuenta la educación, el trabajo y la clase social de los padres.",
      "Las mayores ventajas aparecieron cuando los hogares pasaron de tener pocos libros a tener una colección modesta.",
      "Los libros de la biblioteca, las revistas y el material impreso de todos los días ayudan a que la lectura forme parte de la vida en casa.",
    ],
  },
  {
    id: "life-success",
    title: "Leer por placer y el éxito más adelante en la vida",
    // review: "high school" rendered as "la escuela secundaria" (the term US schools use in Spanish; "preparatoria" in Mexico)
    summary:
      "Los niños que leen por diversión tienden a avanzar más en vocabulario, ortografía e incluso matemáticas que los niños que casi nunca leen por placer. Leer bien al terminar los primeros grados también se relaciona con terminar la escuela secundaria.",
    source:
      "Resumen de investigaciones que incluyen los análisis de Alice Sullivan y Matt Brown del 1970 British Cohort Study sobre la lectura por placer, y el informe “Double Jeopardy” de la Fundación Annie E. Casey sobre la lectura en tercer grado y la graduación de la escuela secundaria.",
    published: "2024-10-15",
    fullText: [
      "Leer por diversión puede parecer poca cosa al lado de las tareas y los exámenes. La investigación sugiere que es todo lo contrario. Los estudios a largo plazo, que siguen a los niños durante muchos años, nos ayudan a ver cómo los hábitos de lectura de la infancia se relacionan con lo que pasa después.",
      "Los investigadores Alice Sullivan y Matt Brown estudiaron a miles de personas nacidas en Gran Bretaña durante una misma semana de 1970, a quienes se siguió a lo largo de su vida. Encontraron que los niños que a los diez años leían por placer con frecuencia, y que seguían leyendo con regularidad en la adolescencia, avanzaron más en vocabulario, ortografía y matemáticas entre los diez y los dieciséis años. Esto se cumplió incluso al comparar a niños de entornos similares.",
      "En los Estados Unidos, un informe de la Fundación Annie E. Casey llamado “Double Jeopardy” analizó las habilidades de lectura al final del tercer grado. Los niños que todavía no leían bien en ese momento tenían muchas menos probabilidades de terminar la escuela secundaria a tiempo, y el riesgo era mayor para los niños que además crecían en la pobreza.",
      // review: "late bloomers" rendered as "niños que tardan más en arrancar"
      "Estos estudios muestran relaciones, no garantías. Cada niño crece a su propio ritmo, y muchos niños que tardan más en arrancar llegan a ser lectores apasionados. Pero el patrón es lo bastante claro como para actuar: el hábito de leer por gusto es una de las mejores inversiones que puede hacer una familia.",
      "La palabra clave es placer. Los niños que leen porque quieren, y no porque tienen que hacerlo, siguen leyendo. Por eso nos enfocamos en rutinas alegres, en libros que coinciden con los intereses de su hijo y en un hogar donde la lectura es algo que se comparte, no una tarea más que tachar de la lista.",
    ],
    keyFindings: [
      "Los niños que leen por placer tienden a avanzar más en vocabulario, ortografía y matemáticas.",
      "El beneficio apareció incluso al comparar a niños de familias con entornos similares.",
      "Leer bien al final del tercer grado se relaciona con terminar la escuela secundaria a tiempo.",
      "El disfrute es el motor: los niños a quienes les gusta leer siguen leyendo.",
    ],
  },
  {
    id: "windows-and-mirrors",
    title: "Ventanas y espejos: por qué los niños necesitan verse a sí mismos y a los demás en los libros",
    // review: Rudine Sims Bishop's metaphors rendered as "espejos, ventanas y puertas corredizas de vidrio", as in es/book-selection.ts
    summary:
      "La Dra. Rudine Sims Bishop, experta en literatura infantil, describió los libros como espejos, ventanas y puertas corredizas de vidrio. Los niños necesitan historias que reflejen su propia vida e historias que les muestren vidas distintas de la suya.",
    source:
      "Resumen de Rudine Sims Bishop (1990), “Mirrors, Windows, and Sliding Glass Doors”, publicado originalmente en Perspectives: Choosing and Using Books for the Classroom, con los datos que recopila el Cooperative Children’s Book Center sobre la diversidad en los libros infantiles.",
    published: "2025-01-21",
    fullText: [
      "En 1990, la Dra. Rudine Sims Bishop, profesora y especialista en literatura infantil, escribió un breve ensayo que cambió la forma en que maestros y bibliotecarios piensan sobre los libros. Escribió que los libros pueden ser ventanas, puertas corredizas de vidrio y espejos.",
      "Una ventana permite al lector asomarse a un mundo distinto del suyo. Una puerta corrediza de vidrio le permite entrar en ese mundo con la imaginación. Un espejo le devuelve al lector su propia imagen, para que pueda ver su vida, su familia y sus experiencias como parte de la gran historia humana.",
      "Bishop señaló que cuando los niños nunca se encuentran a sí mismos en los libros que leen, aprenden una lección dolorosa sobre cuánto se les valora. Y los niños que solo se ven a sí mismos pierden la oportunidad de comprender y apreciar el mundo más amplio. Todo niño necesita tanto espejos como ventanas.",
      "Desde hace muchos años, grupos como el Cooperative Children’s Book Center llevan la cuenta de quién aparece en los libros infantiles y de quién los escribe. Sus registros muestran que muchas comunidades han estado poco representadas desde hace mucho. Se ha avanzado, pero las familias todavía tienen que buscar más para encontrar libros que reflejen a sus hijos.",
      // review: "family shape" rendered as "su tipo de familia"; "abilities" as "sus capacidades"
      "Este marco es la base de cómo elegimos los libros. Para cada familia, buscamos historias en las que su hijo pueda ver su propio color de piel, su cabello, su idioma, su tipo de familia, su fe, sus capacidades y sus tradiciones, junto con historias que le abran ventanas a personas y lugares que todavía no conoce.",
    ],
    keyFindings: [
      "Los libros pueden ser espejos que reflejan la vida del niño y ventanas hacia otras vidas.",
      "Los niños que casi nunca se ven en los libros pueden aprender que se les valora menos.",
      "Los niños que solo se ven a sí mismos pierden la oportunidad de comprender el mundo más amplio.",
      "Muchas comunidades han estado poco representadas en los libros infantiles desde hace mucho, por eso importa elegir con cuidado.",
    ],
  },
  {
    id: "reading-routines",
    title: "Pequeñas rutinas diarias, grandes resultados: leer desde los primeros meses",
    summary:
      "La Academia Americana de Pediatría recomienda leer en voz alta con los niños desde que son bebés, como una actividad familiar diaria y agradable. Programas como Reach Out and Read demuestran que un poco de ánimo ayuda a las familias a incluir la lectura en su vida diaria.",
    source:
      "Resumen de la declaración de políticas de la Academia Americana de Pediatría “Literacy Promotion: An Essential Component of Primary Care Pediatric Practice” (Pediatrics, 2014) y de investigaciones sobre el programa Reach Out and Read.",
    published: "2025-04-08",
    fullText: [
      "Nunca es demasiado pronto para empezar. En su declaración de 2014 sobre la promoción de la alfabetización, la Academia Americana de Pediatría recomendó que los padres lean en voz alta con sus hijos desde que son bebés. Se anima a los pediatras a hablar de la lectura en las consultas de rutina, igual que hablan del sueño y la nutrición.",
      // review: the "5 Rs" only work in English: kept as "las “5 R”" with the English word in parentheses after each Spanish one
      "La declaración destaca prácticas diarias sencillas que las familias pueden incorporar a su vida cotidiana, conocidas a menudo como las “5 R” por sus nombres en inglés: leer juntos como una actividad familiar divertida (Reading); rimar, conversar, cantar y abrazarse a lo largo del día (Rhyming); tener rutinas para las comidas, el juego y el sueño (Routines); dar recompensas, como elogiar los logros de cada día (Rewards); y cultivar relaciones cálidas y atentas (Relationships).",
      "Reach Out and Read es un programa nacional en el que los pediatras y otros profesionales de la salud infantil regalan libros nuevos a los niños pequeños en sus consultas y orientan a los padres sobre la lectura en voz alta. Los estudios sobre el programa han encontrado que las familias participantes leen juntas con más frecuencia, y que los niños muestran mejores habilidades de lenguaje.",
      "Las rutinas importan porque vuelven la lectura algo automático. Cuando un cuento siempre forma parte de la hora de dormir, o cuando siempre llevan un libro a las citas, los niños empiezan a esperarlo con ganas. Las rutinas predecibles también ayudan a los niños pequeños a sentirse seguros, y eso los hace más abiertos a aprender.",
      "Una rutina no tiene que ser larga. Unos minutos al día, a la hora que le funcione a su familia, son un comienzo maravilloso. La mejor rutina es la que puede mantener, con libros que a su hijo le encantan y un adulto feliz de estar ahí.",
    ],
    keyFindings: [
      "Los pediatras recomiendan leer en voz alta con los niños desde que son bebés.",
      "Leer a diario, rimar, tener rutinas, elogiar y mantener relaciones cálidas apoyan la alfabetización temprana.",
      "Las familias que participan en Reach Out and Read suelen leer juntas más seguido, y los niños muestran mejores habilidades de lenguaje.",
      "Las rutinas breves y predecibles son más fáciles de mantener que las sesiones largas y de vez en cuando.",
    ],
  },
];

export const researchSummaries: Translation<typeof en.researchSummaries> = [
  {
    studyId: "multilingual-benefits",
    title: "Todo idioma es un idioma para leer",
    points: [
      "Lea, cante y cuente historias en el idioma que mejor conoce.",
      "Busque en su biblioteca libros bilingües o libros en su lengua materna.",
      "Mezclar idiomas es normal y saludable. Deje que su hijo escuche los dos.",
    ],
  },
  {
    studyId: "family-bonding",
    // review: "The Cuddle Counts" rendered as "El abrazo cuenta" ("Los apapachos cuentan" would be warmer but is mostly Mexican)
    title: "El abrazo cuenta",
    points: [
      "Siéntese cerca, con su hijo en sus piernas o a su lado.",
      // review: the question to the child uses "tú", as parents speak to their children
      "Haga una pausa para preguntar: “¿Qué crees que va a pasar ahora?”.",
      "Deje que su hijo pase las páginas y decida cuándo parar.",
    ],
  },
  {
    studyId: "print-rich-environments",
    title: "Libros al alcance de la mano",
    points: [
      "Ponga algunos libros en un estante bajo o en una canasta que su hijo pueda alcanzar.",
      "Agregue libros de la biblioteca cada una o dos semanas para renovar la colección.",
      "El material impreso de todos los días también cuenta: menús, mapas, etiquetas y cartas.",
    ],
  },
  {
    studyId: "life-success",
    title: "Proteja la lectura por diversión",
    points: [
      "Deje que su hijo elija algunos libros solo por gusto.",
      "Los cómics, los libros de chistes y las revistas también son lectura de verdad.",
      "Hable de los libros como hablaría de su programa favorito.",
    ],
  },
  {
    studyId: "windows-and-mirrors",
    title: "Ofrezca espejos y ventanas",
    points: [
      "Revise su librero: ¿su hijo puede ver a su propia familia en algún cuento?",
      "Agregue un libro sobre un lugar, una cultura o una familia distinta de la suya.",
      "Pregunte: “¿En qué se parece este personaje a ti? ¿En qué es diferente?”.",
    ],
  },
  {
    studyId: "reading-routines",
    title: "Empiece poco a poco y siga adelante",
    points: [
      "Elija un momento del día para un cuento, como la hora de dormir o el desayuno.",
      // review: "Five cozy minutes beats thirty rushed ones" rendered as "Cinco minutos acurrucados valen más que treinta a las carreras"
      "Cinco minutos acurrucados valen más que treinta a las carreras.",
      "Lleve un libro en la bolsa para las salas de espera y los viajes en carro.",
    ],
  },
];
