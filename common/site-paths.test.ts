import { describe, expect, it } from "vitest";
import { englishPath, htmlLang, isAdminPath, languageOfPath, pathInLanguage } from "./site-paths";
import { allSiteRoutes, siteRoutes, spanishSiteRoutes } from "./site-routes";

describe("the two languages' paths", () => {
  it("reads a page's language from its path only", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/services")).toBe("en");
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath("/es/services")).toBe("es");
    expect(languageOfPath("/es/connect.data")).toBe("es");
    // Not a prefix match on letters: a page whose slug starts with "es" stays English.
    expect(languageOfPath("/essays")).toBe("en");
    expect(htmlLang("/es/faq")).toBe("es-US");
    expect(htmlLang("/faq")).toBe("en-US");
  });

  it("finds the same page in the other language, both ways", () => {
    expect(pathInLanguage("/services", "es")).toBe("/es/services");
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/es", "en")).toBe("/");
    expect(pathInLanguage("/es/research/family-bonding", "en")).toBe("/research/family-bonding");
    expect(pathInLanguage("/es/faq", "es")).toBe("/es/faq");
    expect(englishPath("/es/events")).toBe("/events");
  });

  it("lists every public page once in each language", () => {
    expect(spanishSiteRoutes.map((route) => route.path)).toEqual(siteRoutes.map((route) => pathInLanguage(route.path, "es")));
    expect(new Set(allSiteRoutes.map((route) => route.path)).size).toBe(siteRoutes.length * 2);
  });

  it("knows the back office apart", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/inbox")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
  });
});
