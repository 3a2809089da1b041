import { expect, test, type Page } from "@playwright/test";
import { open } from "./support";

/** Starts a move to /news within the site (no page load), where the page fetches the articles itself. */
async function startNavigationToNews(page: Page) {
  await open(page, "/faq");
  void page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/news"));
}

async function navigateToNews(page: Page) {
  await startNavigationToNews(page);
  await expect(page).toHaveURL(/\/news$/);
}

test.describe("/news", () => {
  // One load of /news for every check that only reads it.
  test("a page load carries the articles in its HTML and fetches nothing more; they come with date, author and topics; a failed image is hidden; the subscribe button", async ({ page, request }) => {
    const html = await (await request.get("/news")).text();
    let fetched = 0;
    await page.route("**/api/articles", (route) => {
      fetched += 1;
      return route.continue();
    });
    await open(page, "/news");
    await test.step("a page load carries the articles in its HTML, first picture eager, and fetches nothing more", async () => {
      expect(html).toContain("Five Picture Books for Families Who Speak Two Languages");
      expect(html).not.toContain("article-skeleton");
      await expect(page.locator("article")).toHaveCount(3);
      await expect(page.locator("article img").first()).toHaveAttribute("loading", "eager");
      expect(fetched).toBe(0);
    });
    await test.step("lists the newsletter's articles from the feed with date, author and at most 3 categories", async () => {
      const articles = page.locator("article");
      await expect(articles).toHaveCount(3);
      const first = articles.first();
      await expect(first.getByRole("heading", { name: "Five Picture Books for Families Who Speak Two Languages" })).toBeVisible();
      await expect(first.getByRole("link", { name: /Five Picture Books/ }).first()).toHaveAttribute("href", "https://kindredpages.substack.com/p/five-bilingual-picture-books");
      await expect(first.getByRole("link", { name: /Five Picture Books/ }).first()).toHaveAttribute("target", "_blank");
      await expect(first.getByText("November 16, 2026")).toBeVisible();
      await expect(first.getByText("By Elena Brooks")).toBeVisible();
      await expect(first.getByRole("list", { name: "Topics" }).getByRole("listitem")).toHaveText(["Book Lists", "Multilingual Families", "Ages 3-5"]);
      await expect(first.getByText("Bilingual books that feel like home & a few tips")).toBeVisible();
      await expect(first.locator("img")).toBeVisible();
    });
    await test.step("hides an article image that fails to load", async () => {
      const second = page.locator("article").nth(1);
      await expect(second.getByRole("heading", { name: "Bedtime Stories & the Power of Routine" })).toBeVisible();
      await expect(second.locator("img")).toHaveCount(0);
    });
    await test.step("the subscribe button opens the publication in a new tab", async () => {
      const subscribe = page.getByRole("link", { name: /Subscribe to the Newsletter/ });
      await expect(subscribe).toHaveAttribute("href", "https://kindredpages.substack.com");
      await expect(subscribe).toHaveAttribute("target", "_blank");
    });
  });



  test("shows three skeleton rows while loading", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/articles", async (route) => {
      await gate;
      await route.continue();
    });
    await startNavigationToNews(page);
    await expect(page.getByTestId("article-skeleton")).toHaveCount(3);
    release();
    await expect(page.locator("article")).toHaveCount(3);
  });

  test("shows the error with Try again, which reloads the page", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/articles", (route) => {
      calls += 1;
      return route.fulfill({ contentType: "application/json", body: JSON.stringify({ error: "Failed to load articles. Please try again later." }) });
    });
    await navigateToNews(page);
    await expect(page.getByRole("alert")).toContainText("Failed to load articles. Please try again later.");
    // The reload is a page load: it asks the server, whose feed works, so the articles are back.
    await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: "Try again" }).click()]);
    await expect(page.locator("article")).toHaveCount(3);
    expect(calls).toBe(1);
  });

  test("says when there are no articles", async ({ page }) => {
    await page.route("**/api/articles", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ articles: [] }) }));
    await navigateToNews(page);
    await expect(page.getByText("No articles found.")).toBeVisible();
  });

  test("renders feed text as text, never as markup", async ({ page }) => {
    await page.route("**/api/articles", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ articles: [{ title: "<img src=x onerror=alert(1)>", description: "<b>bold</b>", link: "https://kindredpages.substack.com/p/x", pubDate: "", author: "", categories: [], imageUrl: null }] }),
      }),
    );
    let dialogs = 0;
    page.on("dialog", () => (dialogs += 1));
    await navigateToNews(page);
    await expect(page.getByRole("heading", { name: "<img src=x onerror=alert(1)>" })).toBeVisible();
    await expect(page.getByText("<b>bold</b>")).toBeVisible();
    expect(dialogs).toBe(0);
  });

});
