/**
 * Which language a path of this site is in, and the same page in the other language. The Spanish
 * edition lives under /es with the English slugs (/es/services is /services in Spanish), so a page's
 * twin is one prefix away. No words here: both languages and the back office share this module.
 */
export type Language = "en" | "es";

export const languages: readonly Language[] = ["en", "es"];

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function languageOfPath(pathname: string): Language {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** `<html lang>`: the business is in the United States, in both languages. */
export function htmlLang(pathname: string): string {
  return languageOfPath(pathname) === "es" ? "es-US" : "en-US";
}

/** The English path of a page in either language: "/es/services" -> "/services", "/es" -> "/". */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The same page in `language`: ("/services", "es") -> "/es/services", ("/es", "en") -> "/". */
export function pathInLanguage(pathname: string, language: Language): string {
  const english = englishPath(pathname);
  if (language === "en") return english;
  return english === "/" ? "/es" : `/es${english}`;
}
