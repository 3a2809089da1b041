import { expect, test, type Page } from "@playwright/test";
import { decode, storedEventMonths } from "../support";
import { faqItems } from "#common/editing/content/faq.ts";
import { researchStudies, researchTabs } from "#app/content/research-studies";

/**
 * The FAQ, the research page and the events calendar with JavaScript switched off (the no-js
 * project): everything a visitor can read or reach with scripts is there without them.
 */

async function robots(page: Page): Promise<string | null> {
  return page.locator('meta[name="robots"]').getAttribute("content");
}

/** The robots meta tag's content in served HTML (the page as this project's browser shows it, scripts being off). */
function servedRobots(html: string): string | null {
  const tags = [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map((match) => match[0]);
  expect(tags.length, "robots meta tags").toBeLessThanOrEqual(1);
  return tags[0] ? decode(/\bcontent="([^"]*)"/.exec(tags[0])![1]!) : null;
}

/** The text of the served page's first level-1 heading, tags left out and white space collapsed. */
function servedHeading1(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return decode(inner.replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
}

test.describe("/faq without JavaScript", () => {
  test("every answer is in the served HTML", async ({ page }) => {
    const res = await page.request.get("/faq");
    expect(res.status()).toBe(200);
    const main = decode(await res.text()).split("<main")[1]!.split("</main>")[0]!;
    for (const item of faqItems) {
      expect(main).toContain(item.question);
      for (const paragraph of item.answer) expect(main).toContain(`<p>${paragraph}</p>`);
    }
  });

  test("each question opens its answer when clicked, one at a time", async ({ page }) => {
    await page.goto("/faq");
    const openItems = page.locator("main details[open]");
    await expect(openItems).toHaveCount(0);
    for (const [index, item] of faqItems.entries()) {
      const answer = page.getByText(item.answer[0]!);
      await expect(answer).toBeHidden();
      await page.getByRole("heading", { level: 3, name: item.question }).click();
      for (const paragraph of item.answer) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(openItems).toHaveCount(1);
      if (index > 0) await expect(page.getByText(faqItems[index - 1]!.answer[0]!)).toBeHidden();
    }
    // Chosen again, the open one closes.
    await page.getByRole("heading", { level: 3, name: faqItems.at(-1)!.question }).click();
    await expect(openItems).toHaveCount(0);
  });
});

test.describe("/research without JavaScript", () => {
  const paths: Record<string, string> = { videos: "/research", research: "/research?tab=research", summaries: "/research?tab=summaries" };

  test("each tab is a link that shows its panel, and every tab is reachable with the Tab key", async ({ page }) => {
    await page.goto("/research");
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Videos" })).toBeVisible();
    for (const tab of [...researchTabs.slice(1), researchTabs[0]!]) {
      await page.getByRole("tab", { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`${paths[tab.id]!.replace(/[?]/g, "\\$&")}$`));
      await expect(page.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      const panel = page.getByRole("tabpanel", { name: tab.label });
      await expect(panel.getByRole("heading", { level: 2, name: tab.heading })).toBeVisible();
      for (const other of researchTabs.filter((t) => t.id !== tab.id)) {
        await expect(page.getByRole("tab", { name: other.label })).toHaveAttribute("aria-selected", "false");
        await expect(page.getByRole("heading", { level: 2, name: other.heading })).toBeHidden();
      }
    }

    // Back on the first tab (the loop ends there): the other two are the ones to reach.
    await test.step("every tab is reachable with the Tab key", async () => {
      await page.getByRole("tab", { name: "Videos" }).focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tab", { name: "Research" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tab", { name: "Summaries" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/research\?tab=summaries$/);
    });
  });

  test("a study opens at its own address and 'Back to Research List' returns", async ({ page }) => {
    const study = researchStudies[2]!;
    await page.goto("/research?tab=research");
    const list = page.getByRole("tabpanel", { name: "Research" });
    await expect(list.getByRole("article")).toHaveCount(researchStudies.length);
    await list.getByRole("article", { name: study.title }).getByRole("link", { name: /Read the study summary/ }).click();
    await expect(page).toHaveURL(new RegExp(`/research/${study.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
    await expect(page.getByText(study.fullText.at(-1)!)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Research" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Back to Research List" }).first().click();
    await expect(page).toHaveURL(/\/research\?tab=research$/);
    await expect(page.getByRole("tabpanel", { name: "Research" }).getByRole("article")).toHaveCount(researchStudies.length);
    await expect(page.getByRole("heading", { level: 2, name: study.title })).toHaveCount(0);
  });
});

test.describe("/events without JavaScript", () => {
  // The two events the database starts with (server/db/migrations.ts).
  const firstEventMonth = "2025-10";

  /** "2026-11" plus `n` months, as YYYY-MM. */
  function addMonths(month: string, n: number): string {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const index = y * 12 + m - 1 + n;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  }
  const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" })
    .format(new Date())
    .slice(0, 7);
  const sorted = (months: string[]) => [...months].sort();
  // From the first event's month to a year after the last one's, this month included, and no
  // further than two years either way of today.
  /**
   * The calendar's window as the events stored now make it (the back-office tests add events of
   * their own while they run).
   */
  function window() {
    const months = storedEventMonths();
    const first = sorted([sorted([months[0]!, thisMonth])[0]!, addMonths(thisMonth, -24)])[1]!;
    const last = sorted([sorted([addMonths(months.at(-1)!, 12), thisMonth])[1]!, addMonths(thisMonth, 24)])[0]!;
    return { first, last };
  }
  const label = (month: string) =>
    new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

  test("months change through the previous and next links", async ({ page }) => {
    const { first, last } = window();
    test.skip(first === last, "a window of one month has nowhere to go");
    const before = addMonths(last, -1);
    await page.goto(`/events?month=${last}`);
    await expect(page.getByRole("heading", { level: 2, name: label(last) })).toBeVisible();
    await page.getByRole("link", { name: "Previous month" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${before}$`));
    await expect(page.getByRole("heading", { level: 2, name: label(before) })).toBeVisible();
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${last}$`));
    await expect(page.getByRole("heading", { level: 2, name: label(last) })).toBeVisible();
  });

  test("the window's edges have no further link, and a month beyond them is a 404", async ({ page }) => {
    const { first, last } = window();
    await page.goto(`/events?month=${first}`);
    await expect(page.getByRole("heading", { level: 2, name: label(first) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous month" })).toHaveCount(0);
    await page.goto(`/events?month=${last}`);
    await expect(page.getByRole("heading", { level: 2, name: label(last) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Next month" })).toHaveCount(0);

    // The 404 as served (what this browser shows, scripts being off): status, heading and robots tag.
    for (const month of [addMonths(first, -1), addMonths(last, 1), "1999-01", "2101-12", "2025-13", "soon"]) {
      const response = await page.request.get(`/events?month=${month}`);
      expect(response.status(), month).toBe(404);
      const html = await response.text();
      expect(servedHeading1(html), month).toBe("Oops! Page not found");
      expect(servedRobots(html), month).toBe("noindex, nofollow");
    }
  });

  test("an event's details are reachable from its calendar entry", async ({ page }) => {
    await page.goto(`/events?month=${firstEventMonth}`);
    await page.getByRole("table").getByRole("link", { name: "Family Stories Cultural Celebration" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${firstEventMonth}#event-1$`));
    const details = page.locator("#event-1");
    await expect(details).toBeInViewport();
    await expect(details.getByRole("heading", { name: "Family Stories Cultural Celebration" })).toBeVisible();
    for (const text of [
      "Cultural Event",
      "An afternoon of stories, songs and books from many cultures",
      "Bring the whole family for bilingual read-alouds",
      "Saturday, October 25, 2025",
      "4:00 PM - 7:00 PM",
      "Community library meeting room (address shared with registration)",
    ]) {
      await expect(details).toContainText(text);
    }
    await expect(details.locator("img")).toHaveAttribute("src", "/images/events/cultural-celebration.svg");
    // No ticket link for this event; the calendar file is there.
    await expect(details.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(details.getByRole("link", { name: /^Add to calendar/ })).toHaveAttribute("href", "/api/events/1.ics");
  });

  test("months without events are kept out of search results", async ({ page }) => {
    // The robots tag is served HTML: read without a page.
    expect(servedRobots(await (await page.request.get(`/events?month=${firstEventMonth}`)).text())).toBe("index, follow");
    // The month after the seeded events: no test adds an event that far back.
    const empty = addMonths(firstEventMonth, 2);
    await page.goto(`/events?month=${empty}`);
    await expect(page.getByRole("heading", { level: 2, name: label(empty) })).toBeVisible();
    await expect(page.getByRole("table").getByRole("link")).toHaveCount(0);
    expect(await robots(page)).toBe("noindex, nofollow");
    // The events page itself always is in them: it lists every event.
    expect(servedRobots(await (await page.request.get("/events")).text())).toBe("index, follow");
  });
});
