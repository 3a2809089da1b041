// Spanish copy of ../book-selection-extra.ts.
import type * as en from "../book-selection-extra";
import type { Translation } from "#common/content/translation.ts";

export const bookSelectionExtras: Translation<typeof en.bookSelectionExtras> = {
  forExample: "Por ejemplo:",
};
