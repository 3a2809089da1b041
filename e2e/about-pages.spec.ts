import { axe } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectImagesSized, open } from "./support";

/**
 * The about and offer pages: /services, /mission, /founder, /book-selection, /testimonials and
 * /terms-of-service. The key texts are checked in the HTML as served (what a visitor without
 * JavaScript and a search engine get); behaviour is checked in the browser.
 */

type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The served page as a visitor reads it (tags removed, entities decoded) plus its JSON-LD nodes. */
async function served(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");
  const jsonLd: JsonLdNode[] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => {
      const doc = JSON.parse(m[1]!);
      return doc["@graph"] ?? [doc];
    },
  );
  return { res, html, text, jsonLd };
}

function expectTexts(text: string, expected: string[]) {
  for (const phrase of expected) expect(text, `served text contains "${phrase}"`).toContain(phrase);
}

/** Today's date on the business's clock, as the terms page shows it. */
function todayInNewYork() {
  const now = new Date();
  const display = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(now);
  const iso = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return { display, iso };
}

const siteOrigin = "https://www.kindredpagesreading.com";

test.describe("served HTML", () => {
  test("/services shows both packages with every inclusion, prices, add-ons and the duration answers", async ({ request }) => {
    const { text, html } = await served(request, "/services");
    expectTexts(text, [
      "Design Your Library",
      "Read-Together Toolkit",
      "$500",
      "$650",
      "Most Popular",
      "Books billed separately",
      // Design Your Library inclusions (spec section 3).
      "60-minute shelf audit",
      "curated book set",
      "follow-up consultation",
      "Values-aligned selection",
      "Age matching",
      "30 days of email support",
      // Read-Together Toolkit inclusions.
      "90-minute live demonstration",
      "3 dialogic reading techniques",
      "2 extension activities",
      "laminated reference card",
      "Tailored strategies",
      "follow-up check-in",
      // Add-ons.
      "+$250",
      "+$200",
      "per additional child",
      // The five service areas.
      "Parent Empowerment",
      "Curated Book Selection",
      "Print-Rich Home Advocacy",
      "Family-Centered Literacy Coaching",
      "Multilingual and Multicultural Resources",
      // Duration FAQ.
      "How long does each service take?",
      "Design-Your-Library takes 1-2 weeks",
      "The Strategy Session is a single 90-minute session",
      "Book a free 15-minute call",
    ]);
    // The answers are in the page as native disclosures: readable without JavaScript.
    expect(html).toMatch(/<details[^>]*>(?:(?!<\/details>)[\s\S])*How long does each service take\?(?:(?!<\/details>)[\s\S])*takes 1-2 weeks/);
  });

  test("/services 'Most Popular' belongs to the Read-Together Toolkit, not to Design Your Library", async ({ request }) => {
    const { html } = await served(request, "/services");
    const card = (name: string) => html.match(new RegExp(`<article[^>]*>(?:(?!</article>)[\\s\\S])*?${name}[\\s\\S]*?</article>`))?.[0] ?? "";
    expect(card("Read-Together Toolkit")).toContain("Most Popular");
    expect(card("Design Your Library")).not.toContain("Most Popular");
    expect(card("Design Your Library")).toContain("Books billed separately");
  });

  test("/services describes each package as a Service with a priced Offer in US dollars", async ({ request }) => {
    const { jsonLd } = await served(request, "/services");
    const services = jsonLd.filter((node) => node["@type"] === "Service");
    expect(services.map((s) => s.name)).toEqual(["Design Your Library", "Read-Together Toolkit"]);
    const offers = services.map((s) => s.offers as Record<string, string>);
    expect(offers.map((o) => [o["@type"], o.price, o.priceCurrency])).toEqual([
      ["Offer", "500", "USD"],
      ["Offer", "650", "USD"],
    ]);
    for (const service of services) {
      expect(service.provider).toEqual({ "@id": `${siteOrigin}/#organization` });
      expect(service.areaServed).toEqual({ "@type": "Country", name: "United States" });
    }
    const faq = jsonLd.find((node) => node["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name)).toContain("How long does each service take?");
  });

  test("/mission shows the mission, the vision and the six guiding principles", async ({ request }) => {
    const { text, html } = await served(request, "/mission");
    expectTexts(text, [
      "Our Mission",
      "Our Vision",
      "Our Guiding Principles",
      "Family-Centered",
      "Culturally Responsive",
      "Values-Based",
      "Personalized",
      "Justice-Oriented",
      "Joy-Focused",
    ]);
    expect(html).toContain('src="/images/illustrations/family-values.svg"');
    expect(html).toMatch(/<a[^>]+href="\/connect"/);
    expect(html).toMatch(/<a[^>]+href="\/services"/);
  });

  test("/founder shows the biography, education, experience, languages and the philosophy quote", async ({ request }) => {
    const { text, html, jsonLd } = await served(request, "/founder");
    expectTexts(text, [
      "Meet Elena Brooks",
      "licensed ESL",
      "Education and Credentials",
      "M.Ed., Literacy and TESOL",
      "Experience",
      "Classroom ESL Teacher",
      "School Reading Specialist",
      "Languages",
      "English",
      "Spanish",
      "My Philosophy",
    ]);
    const quote = html.match(/<figure[^>]*>(?:(?!<\/figure>)[\s\S])*<blockquote[\s\S]*?<\/figure>/)?.[0] ?? "";
    expect(quote).toMatch(/<blockquote[^>]*>[\s\S]*every language a family speaks is a reading language[\s\S]*<\/blockquote>/);
    expect(quote).toMatch(/<figcaption[^>]*>[^<]*Elena Brooks, licensed ESL educator<\/figcaption>/);
    expect(html).toMatch(/<img[^>]+src="\/images\/founder\.svg"[^>]+width="480"[^>]+height="560"/);

    const people = jsonLd.filter((node) => node["@type"] === "Person");
    expect(people.every((p) => p["@id"] === `${siteOrigin}/founder#person`)).toBe(true);
    const detailed = people.find((p) => "knowsLanguage" in p) as Record<string, unknown> | undefined;
    expect(detailed, "a Person node with the founder's details").toBeTruthy();
    expect(detailed!.description).toMatch(/^Licensed ESL educator/);
    expect((detailed!.knowsLanguage as { name: string }[]).map((l) => l.name)).toEqual(["English", "Spanish"]);
    expect(detailed!.alumniOf).toBeTruthy();
    expect((detailed!.hasCredential as unknown[]).length).toBeGreaterThan(0);
  });

  test("/book-selection shows the three tiers and the Mirrors, Windows and Sliding Glass Doors framework", async ({ request }) => {
    const { text, html } = await served(request, "/book-selection");
    expectTexts(text, [
      "Tier 1: Initial Assessment",
      "Tier 2: Values & Representation Review",
      "Tier 3: Impact & Engagement Analysis",
      "Mirrors",
      "Windows",
      "Sliding Glass Doors",
      "Dr. Rudine Sims Bishop",
      "What Your Family Receives",
    ]);
    expect(html).toContain('src="/images/illustrations/mirrors-windows-doors.svg"');
  });

  test("/testimonials shows the 5.0 rating and an honest pointer to families' stories, without invented quotes", async ({ request }) => {
    const { text, html } = await served(request, "/testimonials");
    expectTexts(text, ["5.0", "Average rating", "What Families Say", "Share Your Story"]);
    expect(html).toContain('aria-label="5.0 out of 5"');
    const slot = html.match(/<section[^>]+id="testimonials-carousel"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(slot).toContain('aria-labelledby="testimonials-carousel-heading"');
    expect(slot).toMatch(/<h2[^>]+id="testimonials-carousel-heading"[^>]*>What Families Say<\/h2>/);
    expect(slot).toMatch(/<a[^>]+href="\/feedback"[^>]*>Share Your Story<\/a>/);
    expect(slot).not.toContain("<blockquote");
  });

  test("/terms-of-service states every business constant", async ({ request }) => {
    const { text } = await served(request, "/terms-of-service");
    expectTexts(text, [
      "60 minutes",
      "at least 24 hours before",
      "less than 24 hours",
      "within 48 hours of your initial consultation",
      "48 hours in advance",
      "7 days’ written notice",
      "15% processing fee",
      "3-5 business days",
      "limited to the amount you paid",
      "binding arbitration",
      "American Arbitration Association",
      "[State], [Country]",
      "do not accept solicitations from authors or publishers",
    ]);
  });

  test("/terms-of-service has a table of contents linking to every section", async ({ request }) => {
    const { html } = await served(request, "/terms-of-service");
    const nav = html.match(/<nav[^>]+aria-labelledby="terms-contents-heading"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect(nav).toContain(">On this page<");
    const anchors = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(anchors.length).toBeGreaterThanOrEqual(11);
    for (const id of anchors) expect(html, `section #${id} exists`).toMatch(new RegExp(`<h2[^>]+id="${id}"`));
  });

  test("/terms-of-service shows today's date on every request and is never served from a prerendered file", async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const today = todayInNewYork();
      const { res, html } = await served(request, "/terms-of-service");
      expect(html).toMatch(
        new RegExp(`Last updated:</span>\\s*<time datetime="${today.iso}">${today.display}</time>`, "i"),
      );
      expect(res.headers()["cache-control"]).toBe("no-cache");
      // A prerendered file's validator is its size and time (W/"size-mtime"); a page the server
      // renders has a hash of its content.
      expect(res.headers()["etag"]).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    }
  });
});

/** Two frames on: whatever a change of the page's media has restyled is drawn. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The page in the visitor's dark theme (the site follows `prefers-color-scheme` in CSS alone,
 * app/site.css), once every colour transition it set off has ended: what a visitor who opens it
 * in the dark theme sees. `light` puts the light theme back the same way.
 */
async function switchTheme(page: Page, colorScheme: "dark" | "light") {
  await page.emulateMedia({ colorScheme });
  await nextFrames(page);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running").length))
    .toBe(0);
  // The theme really is the one asked for: the page's paper is the theme's.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    colorScheme === "dark" ? "rgb(31, 27, 36)" : "rgb(251, 246, 236)",
  );
}

/**
 * The pages in the browser, each loaded once: every former test of a page is a step of its test,
 * read-only checks first, then clicks that go somewhere and come back (the browser's Back, within
 * the site: no new page load), and last the one that leaves the page as it was not.
 */
test.describe("in the browser", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  type AboutPath = "/services" | "/mission" | "/founder" | "/book-selection" | "/testimonials" | "/terms-of-service";
  const linkChecks: { from: AboutPath; to: "/connect" | "/services"; name: RegExp }[] = [
    { from: "/services", to: "/connect", name: /^Get Started with Design Your Library$/ },
    { from: "/services", to: "/connect", name: /^Connect With Us$/ },
    { from: "/mission", to: "/connect", name: /^Connect With Us$/ },
    { from: "/mission", to: "/services", name: /^Explore Our Services$/ },
    { from: "/founder", to: "/services", name: /^Explore Our Services$/ },
    { from: "/book-selection", to: "/services", name: /^View Our Services$/ },
    { from: "/book-selection", to: "/connect", name: /^Connect With Us$/ },
    { from: "/testimonials", to: "/connect", name: /^Connect With Us$/ },
    { from: "/testimonials", to: "/services", name: /^Explore Our Services$/ },
    { from: "/terms-of-service", to: "/connect", name: /^Connect With Us$/ },
  ];

  /** Each page's own checks, after the dark theme, the images and the links every page has. */
  const own: Record<AboutPath, { summary: string; steps: (page: Page) => Promise<void> }> = {
    "/services": {
      summary: "the ribbon, a question, its links and the discovery call dialog",
      steps: async (page) => {
        await test.step("/services: the popular package stands out with its ribbon", async () => {
          const popular = page.getByRole("article", { name: "Read-Together Toolkit" });
          const other = page.getByRole("article", { name: "Design Your Library" });
          await expect(popular.getByText("Most Popular")).toBeVisible();
          await expect(other.getByText("Most Popular")).toHaveCount(0);
          const borderWidth = (card: typeof popular) => card.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth));
          expect(await borderWidth(popular)).toBeGreaterThan(await borderWidth(other));
        });
        await test.step("/services: a question opens to show its answer", async () => {
          const answer = page.getByText("Design-Your-Library takes 1-2 weeks");
          await expect(answer).toBeHidden();
          await page.getByText("How long does each service take?").click();
          await expect(answer).toBeVisible();
          await expect(answer).toContainText("The Strategy Session is a single 90-minute session.");
        });
        await linkSteps(page, "/services");
        await test.step("/services: the discovery call button opens the dialog", async () => {
          await page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }).click();
          await expect(page.getByRole("dialog", { name: "Book a free 15-minute call" })).toBeVisible();
        });
      },
    },
    "/mission": { summary: "its links", steps: (page) => linkSteps(page, "/mission") },
    "/founder": {
      summary: "its link and the booking dialog",
      steps: async (page) => {
        await linkSteps(page, "/founder");
        await test.step("/founder: the booking button (one name, issue 33) opens the dialog", async () => {
          const book = page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" });
          await expect(book).toHaveAttribute("href", "/discovery-call");
          await book.click();
          await expect(page.getByRole("dialog", { name: "Book a free 15-minute call" })).toBeVisible();
        });
      },
    },
    "/book-selection": { summary: "its links", steps: (page) => linkSteps(page, "/book-selection") },
    "/testimonials": {
      summary: "its links and 'Share Your Story'",
      steps: async (page) => {
        await linkSteps(page, "/testimonials");
        await test.step("/testimonials: 'Share Your Story' leads to the feedback form", async () => {
          await page.locator("#testimonials-carousel").getByRole("link", { name: "Share Your Story" }).click();
          await expect(page).toHaveURL(/\/feedback$/);
        });
      },
    },
    "/terms-of-service": {
      summary: "its link and the contents",
      steps: async (page) => {
        await linkSteps(page, "/terms-of-service");
        await test.step("/terms-of-service: a contents link scrolls to its section", async () => {
          await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "8. Payment and Refunds" }).click();
          await expect(page).toHaveURL(/#payment-refunds$/);
          await expect(page.getByRole("heading", { level: 2, name: "8. Payment and Refunds" })).toBeInViewport();
        });
      },
    },
  };

  /** Each link of the page's main content to another page: followed, then Back to the page, hydrated and whole again. */
  async function linkSteps(page: Page, from: AboutPath) {
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    for (const { to, name } of linkChecks.filter((check) => check.from === from)) {
      await test.step(`${from}: "${name.source.replace(/[\^$]/g, "")}" goes to ${to}`, async () => {
        await page.getByRole("main").getByRole("link", { name }).click();
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${from}$`));
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      });
    }
  }

  for (const path of ["/services", "/mission", "/founder", "/book-selection", "/testimonials", "/terms-of-service"] as const) {
    test(`${path}: AA contrast in the dark theme, one h1 and sized images that load, ${own[path].summary}`, async ({ page }) => {
      await open(page, path);
      await test.step(`${path} keeps AA contrast in the dark theme`, async () => {
        await switchTheme(page, "dark");
        const results = await axe(page).withRules(["color-contrast"]).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
        await switchTheme(page, "light");
      });
      await test.step(`${path}: one h1, and every image is same-origin with its size and loads`, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectImagesSized(page, { some: false });
        // Scroll through so lazy images load, then check none is broken.
        await scrollThrough(page);
        const broken = await page.locator("main img").evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
        );
        expect(broken).toEqual([]);
      });
      await own[path].steps(page);
    });
  }
});

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}
