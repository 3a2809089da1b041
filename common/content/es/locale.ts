import type * as en from "#common/content/locale.ts";
import { languageInfo, linkInLanguage } from "#common/languages.ts";

/** The Spanish graph's language (see common/content/locale.ts). */
export const locale: typeof en.locale = languageInfo("es");

export const localePath: typeof en.localePath = (path) => linkInLanguage(path, locale.language);
