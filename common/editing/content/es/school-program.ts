// Spanish copy of ../school-program.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/editing/content/school-program.ts";
import type { Translation } from "#common/content/translation.ts";

export const schoolProgram: Translation<typeof en.schoolProgram> = {
  format:
    "Un evento de lectura en familia en su escuela, biblioteca o espacio comunitario. Las familias recorren rincones de lectura temáticos y escuchan cuentos leídos en voz alta en más de un idioma; los padres y cuidadores participan en un breve taller sobre cómo leer juntos mientras los niños disfrutan de actividades con cuentos muy cerca, y al final todos se reúnen para compartir un libro.",
  length:
    "Un evento especial, planificado con ustedes. Acordamos su duración y el horario con su equipo en la llamada de planificación, según las tardes de sus familias y su espacio.",
  cost: "Para saber cuánto costaría para su comunidad, envíe el formulario de consulta de abajo (preguntar no tiene costo ni compromiso). Respondemos en un plazo de 24 a 48 horas.",
};

export const schoolProgramLabels: Translation<typeof en.schoolProgramLabels> = {
  heading: "En resumen",
  format: "Formato",
  length: "Duración",
  cost: "Costo",
};
