/**
 * The web fonts from a visitor's second page load on (decision 1, docs/performance.md).
 *
 * A first page paints in the fallback fonts and requests no font file: on a phone's first visit the
 * two files (57 KiB) would delay the largest paint by about half a second, or, as
 * `font-display: optional` faces, often arrive too late to be used anyway. Once the page is
 * interactive, app/root.tsx loads both files into the browser's cache without applying them to the
 * page (nothing reflows under the reader's eyes) and notes it in her browser under `webFontsKey`.
 * From then on this script, in `<head>` before the stylesheet, puts `webFontsClass` on `<html>`
 * before the first layout, and the stylesheet (app/site.css) uses the cached faces.
 *
 * Without JavaScript the stylesheet uses the web fonts at once (`@media (scripting: none)`).
 * The same bytes on every page: the Content-Security-Policy allows it by its hash
 * (server/security-headers.server.ts).
 */
export const webFontsKey = "web-fonts";
export const webFontsClass = "web-fonts";

export const webFontsScript = `try{localStorage.getItem("${webFontsKey}")&&document.documentElement.classList.add("${webFontsClass}")}catch(e){}`;
