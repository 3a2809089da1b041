import ts from "typescript";
import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first.server";

// The shape React Router 7 writes (lazy route discovery: a partial manifest inline, no manifest import).
const page = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>T</title><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/><link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="n1"/><style data-precedence="default" data-href="/assets/app.css">body{}</style></head><body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {"ssr":true};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/services-D.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-A.js", "imports": [] },
  "url": "/assets/manifest-1.js"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("paintFirst", () => {
  const out = paintFirst(page);
  const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it("takes every modulepreload link out of the HTML", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain("<main>Hello</main>");
    expect(out).toContain('<style data-precedence="default" data-href="/assets/app.css">body{}</style>');
  });

  it("waits for the first contentful paint (or half a second) before anything is fetched", () => {
    expect(script.indexOf("await new Promise")).toBe(0);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('observe({ type: "paint", buffered: true })');
    expect(script).toContain("setTimeout(go, 500)");
    expect(script.indexOf("setTimeout(go, 500)")).toBeLessThan(script.indexOf("document.head.appendChild(links)"));
  });

  it("then preloads the same chunks, once each, and imports the route modules in parallel", () => {
    expect(script).toContain('const preloads = ["/assets/entry.client-A.js","/assets/jsx-runtime-B.js","/assets/root-C.js"];');
    // A few links per task, the browser free in between.
    expect(script).toContain("preloads.slice(i, i + 4)");
    expect(script.indexOf("await nextTask();")).toBeLessThan(script.indexOf("for (const chunk of"));
    expect(script).toContain('const [route0, route1] = await Promise.all(["/assets/root-C.js","/assets/services-D.js"].map((url) => import(url)));');
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("evaluates every chunk but the hydration entry one per task, before the route modules", () => {
    expect(script).toContain('for (const chunk of preloads) { if (chunk !== "/assets/entry.client-A.js") { await import(chunk); await nextTask(); } }');
    expect(script).toContain("new MessageChannel()");
    expect(script.indexOf("for (const chunk of")).toBeLessThan(script.indexOf("Promise.all"));
  });

  it("keeps the rest of React Router's bootstrap, in order, ending with the hydration entry", () => {
    const manifestAt = script.indexOf("window.__reactRouterManifest");
    const modulesAt = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};');
    expect(script.indexOf("Promise.all")).toBeLessThan(manifestAt);
    expect(manifestAt).toBeLessThan(modulesAt);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("writes the route manifest compact, the same JSON", () => {
    expect(script).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":[]},"url":"/assets/manifest-1.js"};');
  });

  it("is a valid module script", () => {
    const { diagnostics } = ts.transpileModule(script, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    expect(diagnostics ?? []).toEqual([]);
  });

  it("also defers a bare import (the route manifest, when routes are not discovered lazily)", () => {
    const eager = page.replace(';\nimport * as route0', 'import "/assets/manifest-1.js";\nimport * as route0');
    const rewritten = paintFirst(eager);
    expect(rewritten).toContain('const [_unused0, route0, route1] = await Promise.all(["/assets/manifest-1.js","/assets/root-C.js","/assets/services-D.js"]');
  });

  it("leaves a page it does not recognise as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
    const noImports = page.replace(/import \* as route\d from "[^"]+";/g, "");
    expect(paintFirst(noImports)).toBe(noImports);
  });

  it("leaves JSON-LD alone", () => {
    const withLd = page.replace("<title>T</title>", '<title>T</title><script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(paintFirst(withLd)).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
  });
});
