import { expect, test, type Page } from "@playwright/test";
import { faqItems } from "#common/editing/content/faq.ts";
import { researchStudies, researchTabs } from "#app/content/research-studies";
import { breadcrumbLabels } from "#app/lib/breadcrumbs";
import { siteRoutes } from "#common/site-routes.ts";
import { violations } from "./axe";
import { decode, expectImagesSized, open } from "./support";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "2024-03-12" -> "March 12, 2024", written independently of the app's formatter. */
function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${months[m! - 1]} ${d}, ${y}`;
}

const study = researchStudies.find((s) => s.id === "reading-routines")!;

test.describe("research: served HTML", () => {
  test("/research carries the tab labels and every study for crawlers", async ({ request }) => {
    const res = await request.get("/research");
    expect(res.status()).toBe(200);
    const html = decode(await res.text());
    for (const tab of researchTabs) expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab.label}<`));
    // The Videos tab is the one selected in the served page.
    expect(html).toMatch(/aria-selected="true"[^>]*>Videos</);
    for (const s of researchStudies) {
      expect(html).toContain(s.title);
      expect(html).toContain(`href="/research/${s.id}"`);
    }
  });

  for (const s of researchStudies) {
    test(`/research/${s.id} is served with the whole study`, async ({ request }) => {
      const res = await request.get(`/research/${s.id}`);
      expect(res.status()).toBe(200);
      const raw = await res.text();
      const html = decode(raw);
      expect(html).toContain(s.title);
      expect(html).toContain(s.source);
      expect(html).toContain(longDate(s.published));
      for (const paragraph of s.fullText) expect(html).toContain(paragraph);
      for (const finding of s.keyFindings) expect(html).toContain(finding);
      expect(html).toContain("Back to Research List");
      expect(html).toContain('href="/research?tab=research"');
      // Its own title, canonical URL, breadcrumb trail and Article record.
      expect(html).toMatch(new RegExp(`<title>${s.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| Kindred Pages</title>`));
      expect(raw).toContain(`<link rel="canonical" href="https://www.kindredpagesreading.com/research/${s.id}"/>`);
      const ld = JSON.parse(raw.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
      const article = ld["@graph"].find((node: { "@type": string }) => node["@type"] === "Article");
      expect(article).toMatchObject({ headline: s.title, datePublished: s.published });
      expect(article.publisher["@id"]).toBe("https://www.kindredpagesreading.com/#organization");
      const crumbs = ld["@graph"].find((node: { "@type": string }) => node["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Science", breadcrumbLabels[`/research/${s.id}`]]);
    });
  }

  test("every study is a listed page, in the sitemap and has a breadcrumb label", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const s of researchStudies) {
      const path = `/research/${s.id}`;
      expect(siteRoutes.some((route) => route.path === path), path).toBe(true);
      expect(breadcrumbLabels[path], path).toBeTruthy();
      expect(sitemap).toContain(`<loc>https://www.kindredpagesreading.com${path}</loc>`);
    }
  });

  test("an unknown study answers 404 with the not-found page, kept out of search results", async ({ request, page }) => {
    const res = await request.get("/research/not-a-study");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const response = await page.goto("/research/not-a-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

/** The page is back where a step left it, with the browser's Back: the same document, still hydrated. */
async function expectBackAt(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

const sizes = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 390, height: 844 },
];

/**
 * The research pages in the browser, a few loads instead of one per former test: each former test
 * is a step, checks that only read first, then clicks that are undone, last the one that leaves.
 * axe runs at mobile width on the same load, the viewport narrowed (the layout follows the width in CSS).
 */
test.describe("research: in the browser", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/research: Videos is the default tab with the booking dialog; the tabs from the keyboard", async ({ page }) => {
    await open(page, "/research");
    await test.step("Videos is the default tab and shows two click-to-load videos", async () => {
      await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: "Videos" });
      await expect(panel.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(panel.getByRole("link", { name: /^Play video:/ })).toHaveCount(2);
      await expect(panel.locator("iframe")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: researchStudies[0]!.title })).toBeHidden();
      await expectImagesSized(page);
      // The closing card offers the discovery call.
      await page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectBackAt(page, /\/research$/);
    });
    // Last: it ends by leaving the page with the browser's Back.
    await test.step("keyboard: arrow keys move between tabs and the choice is kept in the URL", async () => {
      // Once hydrated, the tab list is one stop in the Tab order: the selected tab.
      await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("tabindex", "-1");
      await page.getByRole("tab", { name: "Videos" }).focus();
      await page.keyboard.press("ArrowRight");
      const research = page.getByRole("tab", { name: "Research" });
      await expect(research).toBeFocused();
      await expect(research).toHaveAttribute("aria-selected", "true");
      await expect(research).toHaveAttribute("tabindex", "0");
      await expect(page).toHaveURL(/\/research\?tab=research$/);
      await expect(page.getByRole("heading", { name: researchStudies[0]!.title })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Summaries" })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/research\?tab=summaries$/);
      await expect(page.getByRole("heading", { name: "The Cuddle Counts" })).toBeVisible();
      // Past the last tab, the first; before the first, the last.
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Videos" })).toBeFocused();
      await expect(page).toHaveURL(/\/research$/);
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("tab", { name: "Summaries" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/research$/);
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "Summaries" })).toBeFocused();
      await expect(page.getByRole("tabpanel", { name: "Summaries" })).toBeVisible();
      // Tab leaves the tab list for the selected panel.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel", { name: "Summaries" })).toBeFocused();
      // Switching tabs replaced the history entry: Back leaves the page.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/research/);
    });
  });

  test("/research?tab=summaries: selected at load without a hydration error, axe at both widths, a card links to its study; an unknown study", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await open(page, "/research?tab=summaries");
    await test.step("the tab in the URL is selected after a reload, without a hydration error", async () => {
      await expect(page.getByRole("tab", { name: "Summaries" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { name: "Start Small and Keep Going" })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name: "Videos" })).toBeHidden();
      await expect(page.getByRole("tabpanel", { name: "Research" })).toBeHidden();
      expect(errors).toEqual([]);
    });
    for (const size of sizes) {
      await test.step(`axe: the summaries tab at ${size.name} width`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await expect(page.getByRole("tab", { name: "Summaries" })).toHaveAttribute("aria-selected", "true");
        expect(await violations(page)).toEqual([]);
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await test.step("a summary card links to its study", async () => {
      await page.getByRole("link", { name: /Read the research behind this\W+Windows and Mirrors/ }).click();
      await expect(page).toHaveURL(/\/research\/windows-and-mirrors$/);
      await expect(page.getByRole("heading", { level: 2, name: /^Windows and Mirrors/ })).toBeVisible();
    });
    await page.goBack();
    await expectBackAt(page, /\/research\?tab=summaries$/);
    // Last: the not-found page is a page load of its own.
    await test.step("a client-side visit to an unknown study shows the not-found page", async () => {
      await page.evaluate(() => {
        const link = document.createElement("a");
        link.href = "/research/not-a-study";
        link.textContent = "broken";
        document.querySelector("main")!.prepend(link);
      });
      await page.getByRole("link", { name: "broken" }).click();
      await expect(page).toHaveURL(/\/research\/not-a-study$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page).toHaveTitle(/Oops! Page not found/);
    });
  });

  test("/research?tab=research: axe at both widths; a study opens at its own address, survives a reload and leads back to the list", async ({ page }) => {
    await open(page, "/research?tab=research");
    for (const size of sizes) {
      await test.step(`axe: the list tab at ${size.name} width`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("aria-selected", "true");
        expect(await violations(page)).toEqual([]);
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await test.step("a study opens at its own address, survives a reload and leads back to the list", async () => {
      const list = page.getByRole("tabpanel", { name: "Research" });
      await expect(list.getByRole("article")).toHaveCount(researchStudies.length);
      const card = list.getByRole("article", { name: study.title });
      await expect(card.getByText(longDate(study.published))).toBeVisible();
      await expect(card.getByText(study.source)).toBeVisible();
      await card.getByRole("link", { name: /Read the study summary/ }).click();

      await expect(page).toHaveURL(new RegExp(`/research/${study.id}$`));
      const heading = page.getByRole("heading", { level: 2, name: study.title });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("aria-selected", "true");
      for (const paragraph of study.fullText) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Key Findings" })).toBeVisible();
      await expect(page.getByText(study.source)).toBeVisible();
      await expect(page.getByText(longDate(study.published))).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(breadcrumbLabels[`/research/${study.id}`]!);
      await expect(page).toHaveTitle(`${study.title} | Kindred Pages`);

      await page.reload();
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
      await expect(page.getByText(study.fullText.at(-1)!)).toBeVisible();

      await page.getByRole("link", { name: "Back to Research List" }).first().click();
      await expect(page).toHaveURL(/\/research\?tab=research$/);
      await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("aria-selected", "true");
      await expect(list.getByRole("article")).toHaveCount(researchStudies.length);
      // Focus returns to the study the visitor had opened.
      await expect(card.getByRole("link", { name: /Read the study summary/ })).toBeFocused();

      // The browser's back button returns to the study, and forward to the list again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/research/${study.id}$`));
      await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/research\?tab=research$/);
      await expect(list.getByRole("article")).toHaveCount(researchStudies.length);
      await expect(page.getByRole("heading", { level: 2, name: study.title })).toHaveCount(0);
    });
  });

  test(`/research/${study.id}: a deep link opens the study directly, axe and images at both widths; other tabs lead away from it`, async ({ page }) => {
    await open(page, `/research/${study.id}`);
    await test.step("a deep link opens the study directly", async () => {
      await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: study.title })).not.toBeFocused();
    });
    for (const size of sizes) {
      await test.step(`axe: a study page at ${size.name} width, its images same-origin and sized`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        expect(await violations(page)).toEqual([]);
        await expectImagesSized(page);
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await test.step("other tabs lead away from it", async () => {
      await page.getByRole("tab", { name: "Summaries" }).click();
      await expect(page).toHaveURL(/\/research\?tab=summaries$/);
      await expect(page.getByRole("heading", { name: "Start Small and Keep Going" })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
    });
  });
});

test.describe("faq", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/faq: images, the cards and questions from the mouse and the keyboard, the chevron, the booking dialog and Contact Us; a research tab click adds no history entry", async ({ page }) => {
    await open(page, "/faq");
    await test.step("images are same-origin and sized", () => expectImagesSized(page));
    await test.step("is / is-not cards and the seven questions, one open at a time", async () => {
      await expect(page.getByRole("heading", { level: 2, name: "What We Are", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "What We Are Not" })).toBeVisible();
      await expect(page.getByText("Not tutoring or test preparation")).toBeVisible();

      const questions = page.getByRole("main").getByRole("heading", { level: 3 });
      await expect(questions).toHaveCount(7);
      await expect(questions).toHaveText(faqItems.map((item) => item.question));

      const first = page.getByRole("heading", { level: 3, name: faqItems[0]!.question });
      const second = page.getByRole("heading", { level: 3, name: faqItems[1]!.question });
      const firstAnswer = page.getByText(faqItems[0]!.answer[0]!);
      const secondAnswer = page.getByText(faqItems[1]!.answer[0]!);
      const openItems = page.locator("main details[open]");
      await expect(firstAnswer).toBeHidden();
      await expect(openItems).toHaveCount(0);

      await first.click();
      await expect(firstAnswer).toBeVisible();
      await expect(page.locator(`#faq-${faqItems[0]!.id}`)).toHaveAttribute("open", "");

      await second.click();
      await expect(secondAnswer).toBeVisible();
      await expect(firstAnswer).toBeHidden();
      await expect(openItems).toHaveCount(1);

      await second.click();
      await expect(secondAnswer).toBeHidden();
      await expect(openItems).toHaveCount(0);
    });
    await test.step("the open question's chevron turns, and keeps still for visitors who ask for less motion", async () => {
      const item = faqItems[0]!;
      const chevron = page.locator(`#faq-${item.id} summary svg`);
      const angle = () => chevron.evaluate((svg) => getComputedStyle(svg).rotate);
      await expect.poll(angle).toBe("none");
      await page.getByRole("heading", { level: 3, name: item.question }).click();
      await expect.poll(angle).toBe("180deg");
      expect(await chevron.evaluate((svg) => getComputedStyle(svg).transitionDuration)).not.toBe("0s");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await chevron.evaluate((svg) => parseFloat(getComputedStyle(svg).transitionDuration))).toBeLessThan(0.001);
      // Put back as loaded: motion as the browser's default, the question closed.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.getByRole("heading", { level: 3, name: item.question }).click();
      await expect(page.locator("main details[open]")).toHaveCount(0);
    });
    await test.step("questions open and close from the keyboard, one at a time", async () => {
      const item = faqItems[4]!;
      const question = page.locator("main summary", { hasText: item.question });
      await question.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(item.answer[1]!)).toBeVisible();
      await page.keyboard.press("Space");
      await expect(page.getByText(item.answer[1]!)).toBeHidden();
      await page.keyboard.press("Space");
      await expect(page.getByText(item.answer[1]!)).toBeVisible();
      // Tab moves on to the next question; opening it closes this one.
      await page.keyboard.press("Tab");
      const next = page.locator("main summary", { hasText: faqItems[5]!.question });
      await expect(next).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText(faqItems[5]!.answer[0]!)).toBeVisible();
      await expect(page.getByText(item.answer[1]!)).toBeHidden();
      expect(await violations(page)).toEqual([]);
    });
    await test.step("the booking button opens the dialog and 'Contact Us' goes to /connect", async () => {
      await page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/connect$/);
    });
    await page.goBack();
    await expectBackAt(page, /\/faq$/);
    // /faq, then /research within the site (the visitor's next page), as a history of two entries.
    await test.step("a click on a tab shows its panel without a new history entry", async () => {
      await page.evaluate(() =>
        (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/research"),
      );
      await expect(page).toHaveURL(/\/research$/);
      await page.getByRole("tab", { name: "Summaries" }).click();
      await expect(page).toHaveURL(/\/research\?tab=summaries$/);
      await expect(page.getByRole("tab", { name: "Summaries" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Summaries" })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name: "Videos" })).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/faq$/);
    });
  });

  test("a link to a question scrolls to it", async ({ page }) => {
    const item = faqItems[6]!;
    await open(page, `/faq#faq-${item.id}`);
    await expect(page.getByRole("heading", { level: 3, name: item.question })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "What We Are", exact: true })).not.toBeInViewport();
  });

  test("FAQPage structured data carries all seven questions with their answers", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const docs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const faq = docs.flatMap((doc) => doc["@graph"] ?? [doc]).find((node: { "@type": string }) => node["@type"] === "FAQPage");
    expect(faq).toBeTruthy();
    expect(faq.mainEntity).toHaveLength(7);
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqItems.map((item) => item.question));
    for (const [index, question] of faq.mainEntity.entries()) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer.text).toBe(faqItems[index]!.answer.join(" "));
    }
    // The questions are in the served page too.
    for (const item of faqItems) expect(decode(html)).toContain(item.question);
  });
});
