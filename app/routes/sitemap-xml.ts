import { absoluteUrl } from "~/lib/seo";
import { siteRoutes } from "~/lib/site-routes";

/** Every public page, prerendered to /sitemap.xml at build. */
export function loader() {
  const urls = siteRoutes
    .map((route) => `  <url><loc>${absoluteUrl(route.path)}</loc><changefreq>${route.dynamic ? "daily" : "monthly"}</changefreq><priority>${route.path === "/" ? "1.0" : "0.7"}</priority></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
