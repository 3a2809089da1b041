// Spanish copy of ../learn-extra.ts.
import type * as en from "../learn-extra";
import type { Translation } from "#common/content/translation.ts";

export const learnExtras: Translation<typeof en.learnExtras> = {
  topicsFor: (name) => `Temas de ${name}`,
  visit: "Visitar",
};
