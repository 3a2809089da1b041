import { readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { siteRoutes, siteRoutesIn } from "#common/site-routes.ts";
import { languageInfo, languages, pathInLanguage } from "#common/languages.ts";
import { resolveBusinessSettings } from "#common/settings.ts";

const spanishSiteRoutes = siteRoutesIn("es");

// Content modules read the business settings Vite injects at build (vite.config.ts): the defaults
// here, as in vitest.config.ts (only the words are compared, not the settings).
(globalThis as { __BUSINESS_IDENTITY__?: unknown }).__BUSINESS_IDENTITY__ = resolveBusinessSettings({});

// The Spanish edition as a crawler and a phone get it: every page under /es with its Spanish head
// and links, no English sentence left from the content modules, and JavaScript no heavier than
// the English twin's; English pages with no Spanish in theirs.

const SITE = "https://www.kindredpagesreading.com";
const contentDir = join(import.meta.dirname, "../app/content");

/** Every string in a content module's exports (nested objects, arrays; functions skipped). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** A sentence worth looking for: four words or more (labels like "Email" are the same in both). */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 4 && !text.includes("${") && !/^https?:|^\//.test(text);

/** The sentences of each language's content modules, without those both languages share (names, quotations, titles). */
async function sentences(): Promise<{ english: string[]; spanish: string[]; labels: string[] }> {
  const english = new Set<string>();
  const spanish = new Set<string>();
  const allSpanish = new Set<string>();
  const englishLabels = new Set<string>();
  for (const name of readdirSync(join(contentDir, "es")).filter((file) => file.endsWith(".ts"))) {
    const en = (await import(join(contentDir, name))) as Record<string, unknown>;
    const es = (await import(join(contentDir, "es", name))) as Record<string, unknown>;
    for (const text of stringsOf(Object.values(en))) if (isSentence(text)) english.add(text.trim());
    for (const text of stringsOf(Object.values(es))) if (isSentence(text)) spanish.add(text.trim());
    for (const text of stringsOf(Object.values(en))) if (!isSentence(text) && /[a-z]{2}/i.test(text) && !/^https?:|^\/|^#/.test(text)) englishLabels.add(text.trim());
    for (const text of stringsOf(Object.values(es))) allSpanish.add(text.trim());
  }
  const shared = [...english].filter((text) => spanish.has(text));
  for (const text of shared) {
    english.delete(text);
    spanish.delete(text);
  }
  // Short words (a heading, a button) the same in both languages are not a leak: "Blog", "Email";
  // nor is the language switch's "English", each language named in itself (common/languages.ts).
  const names = new Set(languages.map((language) => languageInfo(language).nativeName));
  return { english: [...english], spanish: [...spanish], labels: [...englishLabels].filter((text) => !allSpanish.has(text) && !names.has(text)) };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) =>
    code.startsWith("#x") ? String.fromCodePoint(parseInt(code.slice(2), 16)) : code.startsWith("#") ? String.fromCodePoint(Number(code.slice(1))) : (entities[code] ?? all),
  );

/** What a visitor reads or hears on a served page: its text, and the attributes screen readers and browsers show. */
function readableText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  return decode([body.replace(/<[^>]+>/g, " "), ...attributes].join(" ")).replace(/\s+/g, " ");
}

const scriptTexts = new Map<string, Promise<string>>();
/** The JavaScript files a page loads in the browser until it has hydrated and the network is quiet, and their text (each file fetched once). */
async function scriptsOf(page: Page, request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const urls = new Set<string>();
  const listen = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) urls.add(pathname);
  };
  page.on("response", listen);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  page.off("response", listen);
  const files = new Map<string, string>();
  for (const url of urls) {
    if (!scriptTexts.has(url)) scriptTexts.set(url, request.get(url).then((response) => response.text()));
    files.set(url, await scriptTexts.get(url)!);
  }
  return files;
}

const compressed = new Map<string, number>();
/** Bytes a phone downloads for a script (brotli, as the server sends it); each file measured once. */
const brotliSize = (url: string, text: string) => {
  if (!compressed.has(url)) compressed.set(url, brotliCompressSync(Buffer.from(text)).length);
  return compressed.get(url)!;
};

test.describe("the Spanish edition", () => {
  for (const { path } of spanishSiteRoutes) {
    test(`${path} is served in Spanish with its own head and Spanish links`, async ({ request }) => {
      const english = pathInLanguage(path, "en");
      const [esRes, enRes] = [await request.get(path), await request.get(english)];
      expect(esRes.status()).toBe(200);
      const [html, englishHtml] = [await esRes.text(), await enRes.text()];
      expect(html).toContain('<html lang="es-US"');
      expect(englishHtml).toContain('<html lang="en-US"');
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title).toContain("Kindred Pages");
      expect(title).not.toBe(englishHtml.match(/<title>([^<]*)<\/title>/)?.[1]);
      expect(description?.length ?? 0).toBeGreaterThan(50);
      expect(description).not.toBe(englishHtml.match(/<meta name="description" content="([^"]*)"/)?.[1]);
      // A self-referencing canonical, and each language's version of the page on both.
      expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
      for (const page of [html, englishHtml]) {
        expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}${english}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="es" href="${SITE}${path}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}${english}"/>`);
      }
      expect(html).toContain('"inLanguage":"es-US"');
      // Every link to a page of this site stays in Spanish, but the switch to English.
      const links = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"[^>]*>/g)];
      const english_links = links.filter((m) => !m[0].includes("data-language-switch") && !/^\/(es(\/|$|#|\?)|images\/|api\/|admin)/.test(m[1]!) && m[1] !== "/es");
      expect(english_links.map((m) => m[1])).toEqual([]);
      expect(html).toMatch(new RegExp(`<a [^>]*href="${english.replace(/[?]/g, "\\?")}"[^>]*hrefLang="en"`));
    });
  }

  test("no English sentence from the content modules appears on a Spanish page", async ({ request }) => {
    test.setTimeout(120_000);
    const { english } = await sentences();
    expect(english.length).toBeGreaterThan(300);
    const leaks: string[] = [];
    for (const { path } of [...spanishSiteRoutes, { path: "/es/no-such-page" }]) {
      const text = readableText(await (await request.get(path)).text());
      for (const sentence of english) if (text.includes(sentence)) leaks.push(`${path}: ${sentence}`);
    }
    expect(leaks).toEqual([]);
  });

  test("no English label (a heading, a link, a button's words) from the content modules is a whole text of a Spanish page", async ({ request }) => {
    test.setTimeout(120_000);
    const { labels } = await sentences();
    expect(labels.length).toBeGreaterThan(100);
    const english = new Set(labels);
    const leaks: string[] = [];
    for (const { path } of [...spanishSiteRoutes, { path: "/es/no-such-page" }]) {
      const body = (await (await request.get(path)).text())
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<style[\s\S]*?<\/style>/g, " ")
        // The blog's articles are shown as the newsletter publishes them, in English (its tags too).
        .replace(path === "/es/news" ? /<article[\s\S]*?<\/article>/g : /$^/, " ");
      const pieces = [...body.matchAll(/>([^<>]+)</g), ...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => decode(m[1]!).trim());
      for (const piece of new Set(pieces)) if (english.has(piece)) leaks.push(`${path}: ${piece}`);
    }
    expect(leaks).toEqual([]);
  });

  test("a Spanish page's JavaScript is at most 5 KiB larger than its English twin's, and English pages ship no Spanish", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { spanish } = await sentences();
    const report: string[] = [];
    const heavier: string[] = [];
    const spanishInEnglish: string[] = [];
    const seen = new Map<string, string>();
    // Every page as on a first visit (nothing from the browser's cache), four tabs at a time: most
    // of a load is waiting for the network to go quiet.
    const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => page.context().newPage())))];
    for (const tab of tabs) {
      const cdp = await page.context().newCDPSession(tab);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    }
    const queue = siteRoutes.map(({ path }) => path);
    const loaded = new Map<string, [Map<string, string>, Map<string, string>]>();
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          loaded.set(path, [await scriptsOf(tab, request, path), await scriptsOf(tab, request, pathInLanguage(path, "es"))]);
        }
      }),
    );
    for (const { path } of siteRoutes) {
      const es = pathInLanguage(path, "es");
      const [enScripts, esScripts] = loaded.get(path)!;
      const size = (files: Map<string, string>) => [...files].reduce((sum, [url, code]) => sum + brotliSize(url, code), 0);
      const [enSize, esSize] = [size(enScripts), size(esScripts)];
      report.push(`${path}: en ${(enSize / 1024).toFixed(1)} KiB, es ${(esSize / 1024).toFixed(1)} KiB (brotli)`);
      if (esSize - enSize > 5 * 1024) heavier.push(`${es}: ${esSize - enSize} bytes more than ${path}`);
      for (const [url, code] of enScripts) seen.set(url, code);
    }
    for (const [url, code] of seen) {
      for (const sentence of spanish) if (code.includes(sentence)) spanishInEnglish.push(`${url}: ${sentence}`);
    }
    console.log(report.join("\n"));
    expect(heavier).toEqual([]);
    expect(spanishInEnglish).toEqual([]);
  });

  test("the sitemap lists both languages with their alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of siteRoutes) {
      const es = pathInLanguage(path, "es");
      expect(sitemap).toContain(`<loc>${SITE}${es}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}${es}"/>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
  });

  test("an unknown Spanish address answers 404 in Spanish", async ({ request }) => {
    const res = await request.get("/es/no-such-page");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="es-US"');
    expect(html).toMatch(/<h1[^>]*>¡Uy! No encontramos esta página<\/h1>/);
    expect(html).toMatch(/<a[^>]+href="\/es"[^>]*>[\s\S]*?Volver al inicio/);
  });

  test("/services and /es/services: the language switch both ways, and the header on one row from phone to desktop width in each", async ({ page }) => {
    const widths = [390, 768, 1024, 1280, 1536];
    const heights = new Map<string, number[]>();
    /** The page's header at each width, resized in place (the header follows the width through CSS alone). */
    const measureHeader = async (path: string) => {
      const byWidth: number[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px: no sideways scrolling`).toBeLessThanOrEqual(0);
        byWidth.push(Math.round((await page.locator("header").first().boundingBox())!.height));
        // Nothing in the bar runs past the window's edge (the header does not scroll sideways).
        const rightmost = await page.locator("header").first().evaluate((header) =>
          Math.max(...[...header.querySelectorAll("a, button")].filter((el) => el.getBoundingClientRect().width > 0).map((el) => el.getBoundingClientRect().right)),
        );
        expect(rightmost, `${path} at ${width} px: every link and button of the header inside the window`).toBeLessThanOrEqual(width);
        // The switch to the other language shows in the header's bar at every width.
        const name = path.startsWith("/es") ? "English" : "Español";
        await expect(page.locator("header").first().getByRole("link", { name }).filter({ visible: true })).toHaveCount(1);
      }
      heights.set(path, byWidth);
      // Back to the test's own window for what follows.
      await page.setViewportSize(test.info().project.use.viewport!);
    };

    await page.goto("/services");
    await test.step("the English header holds on one row from phone to desktop width", () => measureHeader("/services"));

    await test.step("the language switch leads to the same page in Spanish", async () => {
      await page.locator("footer").getByRole("link", { name: "Español" }).click();
      await expect(page).toHaveURL(/\/es\/services$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    });

    await test.step("the header holds its longer Spanish words on one row, as the English one, from phone to desktop width", async () => {
      await page.waitForLoadState("load");
      await measureHeader("/es/services");
      widths.forEach((width, index) => {
        const [english, spanish] = [heights.get("/services")![index], heights.get("/es/services")![index]];
        expect(spanish, `the Spanish header at ${width} px is as tall as the English one (${english} px)`).toBe(english);
      });
    });

    await test.step("the language switch leads back to the same page in English", async () => {
      await page.locator("footer").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    });
  });
});
