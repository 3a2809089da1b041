// Spanish copy of ../form-rules.ts: the field checks a Spanish page's forms show (browser and server).
import type * as en from "#common/forms/content/form-rules.ts";
import type { Translation } from "#common/content/translation.ts";

export const validationMessages: Translation<typeof en.validationMessages> = {
  // review: spec's fixed validation message ("This field is required")
  required: "Este campo es obligatorio",
  // review: spec's fixed validation message ("Must be at least n characters")
  minLength: (n) => `Debe tener al menos ${n} ${n === 1 ? "carácter" : "caracteres"}`,
  // review: spec's fixed validation message ("Must be no more than n characters")
  maxLength: (n) => `No puede tener más de ${n} ${n === 1 ? "carácter" : "caracteres"}`,
  // review: spec's fixed validation message; "correo electrónico" for "email address"
  email: "Ingrese un correo electrónico válido",
  // review: spec's fixed validation message
  phone: "Ingrese un número de teléfono válido",
  // review: spec's fixed validation message ("Invalid format")
  pattern: "El formato no es válido",
};

export const fieldMessages: Translation<typeof en.fieldMessages> = {
  ratingRange: "Elija una calificación del 1 al 5",
  trueOrFalse: "Debe ser sí o no",
  listedOption: "Elija una de las opciones de la lista",
  optionOnce: "Cada opción se puede elegir una sola vez",
  mustBeEmpty: "Este campo debe quedar vacío",
};
