/**
 * "Paint first, then load the app": rewrites a page's HTML so the browser paints the
 * server-rendered page before it downloads any JavaScript.
 *
 * React Router puts a `<link rel="modulepreload">` in the head for every chunk of the page and a
 * module script that imports the route modules at once. On a slow phone connection those
 * downloads (about 150 KiB) compete with the page itself, and on a slow CPU their evaluation runs
 * before the first frame. The page is complete without JavaScript (its text, links and images
 * are all in the HTML), so we let it paint first:
 *
 * - the modulepreload links are taken out of the HTML;
 * - the bootstrap module script waits for the first contentful paint (or 500 ms, since a
 *   background tab paints nothing), then adds the same modulepreload links, so every chunk is
 *   still fetched in parallel, evaluates the chunks one per task (a slow phone's main thread is
 *   never held for long), then imports the route modules and starts hydration as before.
 *
 * Only the production build is rewritten (the dev server's bootstrap also loads the HMR runtime).
 * The rewrite is checked against React Router's output in paint-first.server.test.ts and, in the
 * browser, by every test that waits for the page to hydrate.
 */

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const bootstrapScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*;?\s*import (?:\* as (\w+) from )?("[^"]+");?[ \t]*$/gm;

/**
 * Waits for the first contentful paint (reported by the Paint Timing API, buffered in case it has
 * already happened), or 500 ms where there is none to report: a background tab paints nothing.
 */
const afterFirstPaint = [
  "await new Promise((go) => {",
  "  setTimeout(go, 500);",
  "  try { new PerformanceObserver((list) => list.getEntriesByName(\"first-contentful-paint\").length && go()).observe({ type: \"paint\", buffered: true }); }",
  "  catch { requestAnimationFrame(() => setTimeout(go, 0)); }",
  "});",
].join("\n");

export function paintFirst(html: string): string {
  const match = bootstrapScript.exec(html);
  if (!match) return html;
  const [whole, open, code, close] = match as unknown as [string, string, string, string];

  const imports: { name: string | undefined; url: string }[] = [];
  const rest = code.replace(staticImport, (_line, name: string | undefined, url: string) => {
    imports.push({ name, url: JSON.parse(url) as string });
    return "";
  });
  // Not the shape we know: leave the page as React Router wrote it.
  if (imports.length === 0) return html;

  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreloadLink, (_tag, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return "";
  });

  // The hydration entry is imported last, by React Router's own line; every other chunk is
  // evaluated first, one per task.
  const entry = /import\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  // React Router writes the page's part of the route manifest indented (JSON.stringify with 2
  // spaces): about 2 KiB of every page's HTML is its whitespace. The same JSON, written compact.
  const compact = rest.replace(/(window\.__reactRouterManifest = )(\{[\s\S]*?\});(\s*window\.__reactRouterRouteModules)/, (whole, before: string, json: string, after: string) => {
    try {
      return `${before}${JSON.stringify(JSON.parse(json))};${after}`;
    } catch {
      return whole;
    }
  });
  const names = imports.map(({ name }, index) => name ?? `_unused${index}`);
  const bootstrap = [
    afterFirstPaint,
    // Each link starts a fetch, which costs the main thread about a millisecond on a fast
    // machine and four on a slow phone: a few links per task keeps every task short.
    `const nextTask = () => new Promise((go) => { const channel = new MessageChannel(); channel.port1.onmessage = () => go(); channel.port2.postMessage(null); });`,
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < preloads.length; i += 4) {`,
    `  const links = document.createDocumentFragment();`,
    `  for (const href of preloads.slice(i, i + 4)) links.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  document.head.appendChild(links);`,
    `  await nextTask();`,
    `}`,
    // Evaluating all the chunks at once is one long task on a slow phone (React alone takes a
    // while); one chunk per task, with the browser free in between, keeps each task short.
    `for (const chunk of preloads) { if (chunk !== ${entry ?? "null"}) { await import(chunk); await nextTask(); } }`,
    `const [${names.join(", ")}] = await Promise.all(${JSON.stringify(imports.map(({ url }) => url))}.map((url) => import(url)));`,
    compact.trim(),
  ].join("\n");

  return withoutPreloads.replace(whole, () => `${open}${bootstrap}${close}`);
}
