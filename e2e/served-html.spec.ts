import { expect, test } from "@playwright/test";
import { siteRoutes } from "#common/site-routes.ts";

/** What a crawler gets: the HTML as served, without running any script. */
function parseHead(html: string) {
  const pick = (re: RegExp) => html.match(re)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    h1: pick(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

for (const { path } of siteRoutes) {
  test(`${path} is served with its text and metadata`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();
    const head = parseHead(html);
    expect(head.title, "title").toBeTruthy();
    expect(head.title).toContain("Kindred Pages");
    expect(head.description?.length ?? 0, "meta description").toBeGreaterThan(50);
    expect(head.canonical).toBe(`https://www.kindredpagesreading.com${path === "/" ? "/" : path}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogImage).toMatch(/\/images\/og-default\.png$/);
    expect(head.robots).toBe("index, follow");
    expect(head.h1, "h1").toBeTruthy();
    const types = head.jsonLd.flatMap((doc) => (doc["@graph"] ?? [doc]).map((node: { "@type": string }) => node["@type"]));
    expect(types).toEqual(expect.arrayContaining(["Organization", "Person", "WebSite"]));
    if (path !== "/") expect(types).toContain("BreadcrumbList");
    // The shared layout is in the served HTML too.
    expect(html).toContain("Skip to main content");
    expect(html).toContain('aria-label="Main"');
    // The page's content sits whole in the HTML, not left to a script to reveal: React would
    // otherwise send a big Suspense boundary empty (<!--$?-->) and fill it in later.
    expect(html).not.toContain("<!--$?-->");
    expect(html).toContain("<main");
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).toContain(head.h1!.slice(0, 20));
    // Its stylesheet is inline, and it is the public one: no request for another, and no back office.
    expect(html).toMatch(/<style data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">/);
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).not.toContain("admin");
  });
}

test("unknown routes answer 404 with a page kept out of search results", async ({ request }) => {
  const res = await request.get("/no-such-page");
  expect(res.status()).toBe(404);
  const html = await res.text();
  const head = parseHead(html);
  expect(head.h1).toContain("Oops! Page not found");
  expect(head.robots).toBe("noindex, nofollow");
  expect(html).toMatch(/<a[^>]+href="\/"[^>]*>[\s\S]*?Return to Home/);
});

test("sitemap lists every public route and robots.txt names it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of siteRoutes) {
    expect(sitemap).toContain(`<loc>https://www.kindredpagesreading.com${path}</loc>`);
  }
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Sitemap: https://www.kindredpagesreading.com/sitemap.xml");
});

test("hashed assets are compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get("/services")).text();
  // React Router's chunk: big enough to be precompressed (tiny files are sent as they are).
  const asset = html.match(/\/assets\/framework-[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-encoding"]).toBe("br");
});

// Paint first (app/lib/paint-first.server.ts, decision 1): the served HTML carries no modulepreload
// links, and its bootstrap waits for the first paint before it adds them. The rewrite leaves a page
// as React Router wrote it when React Router's script changes shape, so only this check would notice.
for (const path of ["/services", "/events", "/connect", "/es/feedback", "/admin/sign-in"]) {
  test(`${path} is served with the paint-first bootstrap, and hydrates from it`, async ({ page }) => {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).not.toContain('rel="modulepreload"');
    const bootstrap = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(bootstrap).toHaveLength(1);
    expect(bootstrap[0]).toContain('getEntriesByName("first-contentful-paint")');
    expect(bootstrap[0]).toMatch(/const preloads = \["\/assets\/[^"]+\.js"/);
    expect(bootstrap[0]).toContain('rel: "modulepreload"');
    expect(bootstrap[0]).toContain("window.__reactRouterRouteModules");
    // The chunks the bootstrap preloads, once the page has painted, are fetched.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/assets/") && e.name.endsWith(".js")).length)).toBeGreaterThan(0);
    if (!path.startsWith("/admin")) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
}
