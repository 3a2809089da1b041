import { absoluteUrl } from "~/lib/seo";
import { siteRoutes } from "#common/site-routes.ts";
import { pathInLanguage } from "#common/site-paths.ts";

/**
 * Every public page in both languages, prerendered to /sitemap.xml at build. Each URL lists its
 * language versions (hreflang en, es and x-default), as the pages themselves do.
 */
export function loader() {
  const entries = siteRoutes.flatMap((route) => {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl(route.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="es" href="${absoluteUrl(pathInLanguage(route.path, "es"))}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(route.path)}"/>`,
    ].join("\n");
    return [route.path, pathInLanguage(route.path, "es")].map(
      (path) =>
        `  <url>\n    <loc>${absoluteUrl(path)}</loc>\n${alternates}\n    <priority>${route.path === "/" ? "1.0" : "0.7"}</priority>\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
