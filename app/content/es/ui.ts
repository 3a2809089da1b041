// Spanish copy of ../ui.ts.
import type * as en from "../ui";
import type { Translation } from "#common/content/translation.ts";

export const uiCopy: Translation<typeof en.uiCopy> = {
  newTab: "(se abre en una pestaña nueva)",
  close: "Cerrar",
  emailPlaceholder: "nombre@ejemplo.com",
  playVideo: (title) => `Reproducir el video: ${title}`,
  scrollToTop: "Volver arriba",
  logoHome: (name) => `Página de inicio de ${name}`,
  // The server's reason phrase ("Internal Server Error") is English: the status number alone.
  errorStatus: (status) => `Error ${status}`,
};
