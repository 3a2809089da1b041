import type * as en from "#common/content/locale.ts";
import type { LocaleInfo } from "#common/content/locale.ts";

/** The Spanish edition: its pages live under /es (see common/content/locale.ts). */
export const locale = {
  language: "es",
  tag: "es-US",
  pathPrefix: "/es",
  inLanguage: "es-US",
  ogLocale: "es_US",
} as const satisfies LocaleInfo;

export type { LocaleInfo };

/** An internal path in Spanish: "/services" -> "/es/services", "/" -> "/es". */
export const localePath: typeof en.localePath = (path) => {
  if (!path.startsWith("/") || path.startsWith("//") || path === "/es" || path.startsWith("/es/") || path.startsWith("/es#") || path.startsWith("/es?")) return path;
  if (path === "/") return locale.pathPrefix;
  if (path.startsWith("/#") || path.startsWith("/?")) return locale.pathPrefix + path.slice(1);
  return locale.pathPrefix + path;
};
