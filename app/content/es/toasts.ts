// Spanish copy of ../toasts.ts.
import type * as en from "../toasts";
import type { Translation } from "../translation";

export const toastLabels: Translation<typeof en.toastLabels> = {
  region: "Notificaciones",
  close: "Cerrar el aviso",
};
