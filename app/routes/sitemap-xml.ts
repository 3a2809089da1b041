import { absoluteUrl } from "~/lib/seo";
import { siteRoutes } from "#common/site-routes.ts";
import { languageAlternates } from "#common/languages.ts";

/**
 * Every public page in every language (common/languages.ts), rendered to /sitemap.xml. Each URL
 * lists its language versions (hreflang of each language, and x-default), as the pages themselves do.
 */
export function loader() {
  const entries = siteRoutes.flatMap((route) => {
    const versions = languageAlternates(route.path);
    const alternates = versions.map(({ hrefLang, path }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${absoluteUrl(path)}"/>`).join("\n");
    return versions
      .filter(({ hrefLang }) => hrefLang !== "x-default")
      .map(
        ({ path }) =>
          `  <url>\n    <loc>${absoluteUrl(path)}</loc>\n${alternates}\n    <priority>${route.path === "/" ? "1.0" : "0.7"}</priority>\n  </url>`,
      );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
