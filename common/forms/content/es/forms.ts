// Spanish copy of ../forms.ts (same exports, same shapes; checked by the type Translation<>).
import type * as en from "#common/forms/content/forms.ts";
import type { Translation } from "#common/content/translation.ts";

/** Texts the forms share. */
export const formCopy: Translation<typeof en.formCopy> = {
  problemsHeading: "Por favor, revise el formulario",
  honeypotLabel: "Deje este campo vacío",
  optional: "(opcional)",
  // review: "US number" rendered as "número de EE. UU."
  phoneHint: "Número de EE. UU., por ejemplo (555) 234-5678",
  privacyLink: { label: "Cómo usamos estos datos", to: "/es/privacy" },
};
