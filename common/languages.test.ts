import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  defaultLanguagePath,
  htmlLang,
  isLanguage,
  languageAlternates,
  languageInfo,
  languageOfPath,
  languageOfTag,
  languages,
  linkInLanguage,
  otherLanguages,
  parseLanguage,
  pathInLanguage,
  requestLanguage,
} from "./languages";
import { isAdminPath } from "./site-paths";
import { allSiteRoutes, siteRoutes, siteRoutesIn } from "./site-routes";

describe("the list of languages", () => {
  it("has the default first and each other language once, with its tags", () => {
    expect(defaultLanguage).toBe(languages[0]);
    expect(otherLanguages).toEqual(languages.slice(1));
    expect(new Set(languages).size).toBe(languages.length);
    expect(languageInfo("es")).toEqual({ language: "es", tag: "es-US", ogLocale: "es_US", name: "Spanish", nativeName: "Español", pathPrefix: "/es" });
    expect(languageInfo(defaultLanguage).pathPrefix).toBe("");
  });

  it("reads a stored or sent language, or a tag's, through the list: anything else is the default", () => {
    expect(languageOfTag("es-US")).toBe("es");
    expect(languageOfTag("ES")).toBe("es");
    expect(languageOfTag("en-US")).toBe("en");
    expect(languageOfTag("fr-CA")).toBe(defaultLanguage);
    expect(languages.every((language) => parseLanguage(language) === language)).toBe(true);
    for (const other of ["fr", "ES", "", null, undefined, 3, "toString", "__proto__"]) {
      expect(isLanguage(other), String(other)).toBe(false);
      expect(parseLanguage(other)).toBe(defaultLanguage);
    }
  });
});

describe("a page's language is its path", () => {
  it("is read from the path only, pages and .data alike", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/services")).toBe("en");
    expect(languageOfPath("/es")).toBe("es");
    expect(languageOfPath("/es/services")).toBe("es");
    expect(languageOfPath("/es/connect.data")).toBe("es");
    expect(languageOfPath("/es/booking/abc/call.ics")).toBe("es");
    // Not a prefix match on letters: a page whose slug starts with "es" stays English; nor is /en a prefix.
    expect(languageOfPath("/essays")).toBe("en");
    expect(languageOfPath("/en/services")).toBe("en");
    expect(requestLanguage(new Request("https://example.org/es/connect.data?_routes=x", { method: "POST" }))).toBe("es");
    expect(requestLanguage(new Request("https://example.org/connect"))).toBe("en");
    expect(htmlLang("/es/faq")).toBe("es-US");
    expect(htmlLang("/faq")).toBe("en-US");
  });

  it("finds the same page in another language, both ways", () => {
    expect(pathInLanguage("/services", "es")).toBe("/es/services");
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/es", "en")).toBe("/");
    expect(pathInLanguage("/es/research/family-bonding", "en")).toBe("/research/family-bonding");
    expect(pathInLanguage("/es/faq", "es")).toBe("/es/faq");
    expect(defaultLanguagePath("/es/events")).toBe("/events");
    expect(languageAlternates("/faq")).toEqual([
      { hrefLang: "en", path: "/faq" },
      { hrefLang: "es", path: "/es/faq" },
      { hrefLang: "x-default", path: "/faq" },
    ]);
  });

  it("puts a link written in English into a language, once", () => {
    expect(linkInLanguage("/services", "es")).toBe("/es/services");
    expect(linkInLanguage("/", "es")).toBe("/es");
    expect(linkInLanguage("/#faq", "es")).toBe("/es#faq");
    expect(linkInLanguage("/?tab=1", "es")).toBe("/es?tab=1");
    expect(linkInLanguage("/es/services", "es")).toBe("/es/services");
    expect(linkInLanguage("/es", "es")).toBe("/es");
    expect(linkInLanguage("/es#top", "es")).toBe("/es#top");
    expect(linkInLanguage("/essays", "es")).toBe("/es/essays");
    expect(linkInLanguage("https://example.org/x", "es")).toBe("https://example.org/x");
    expect(linkInLanguage("//example.org/x", "es")).toBe("//example.org/x");
    expect(linkInLanguage("/services", "en")).toBe("/services");
  });

  it("lists every public page once in each language", () => {
    expect(siteRoutesIn("es").map((route) => route.path)).toEqual(siteRoutes.map((route) => pathInLanguage(route.path, "es")));
    expect(new Set(allSiteRoutes.map((route) => route.path)).size).toBe(siteRoutes.length * languages.length);
  });

  it("knows the back office apart", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/inbox")).toBe(true);
    expect(isAdminPath("/administrator")).toBe(false);
  });
});
