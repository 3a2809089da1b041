// Spanish copy of ../toasts.ts.
import type * as en from "../toasts";
import type { Translation } from "#common/content/translation.ts";

export const toastLabels: Translation<typeof en.toastLabels> = {
  region: "Notificaciones",
  close: "Cerrar el aviso",
};
