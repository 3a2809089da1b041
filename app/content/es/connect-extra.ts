// Spanish copy of ../connect-extra.ts.
import type * as en from "../connect-extra";
import type { Translation } from "#common/content/translation.ts";

export const connectExtras: Translation<typeof en.connectExtras> = {
  serviceAreaLabel: "Dónde trabajamos",
};
