// Spanish copy of ../site-preview.ts.
import type * as en from "#common/editing/content/site-preview.ts";
import type { Translation } from "#common/content/translation.ts";

export const sitePreview: Translation<typeof en.sitePreview> = {
  label: "Vista previa",
  text: "Está viendo su borrador. Los visitantes siguen viendo la página publicada hasta que la publique.",
  back: "Volver a editar",
};
