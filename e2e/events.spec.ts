import { violations } from "./axe";
import { expect, test } from "@playwright/test";
import { open } from "./support";

function todayInNewYork() {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return parts; // YYYY-MM-DD
}

test.describe("/events", () => {
  test("/events: the list view holds every event with a calendar file; the current month with today marked, and moving between months", async ({ page, request }) => {
    await open(page, "/events");
    await test.step("a list view holds every event with a calendar file", async () => {
      const list = page.getByRole("region", { name: "All Events" });
      const cultural = list.getByRole("article", { name: "Family Stories Cultural Celebration" });
      await expect(cultural).toBeVisible();
      await expect(cultural).toContainText("An afternoon of stories, songs and books from many cultures");
      await expect(cultural).toContainText("Light snacks provided; all ages welcome.");
      await expect(cultural.getByRole("link", { name: /^Add to calendar\W+Family Stories Cultural Celebration$/ })).toHaveAttribute("href", "/api/events/1.ics");
      await expect(list.getByRole("article", { name: "The Magic Reading Room" })).toContainText("Time TBA");
      const ics = await request.get("/api/events/2.ics");
      expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await ics.text()).toContain("SUMMARY:The Magic Reading Room");
    });
    await test.step("shows the current month with today marked, and moves between months", async () => {
      const today = todayInNewYork();
      const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${today}T00:00:00Z`));
      await expect(page.getByRole("heading", { name: monthLabel })).toBeVisible();
      await expect(page.locator('[aria-current="date"]')).toHaveText(new RegExp(`^${Number(today.slice(8))}`));
      const table = page.getByRole("table", { name: monthLabel });
      await expect(table.getByRole("columnheader")).toHaveCount(7);
      await page.getByRole("link", { name: "Previous month" }).click();
      await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
      await expect(page.getByRole("heading", { name: monthLabel })).toHaveCount(0);
      await page.getByRole("link", { name: "Next month" }).click();
      await expect(page.getByRole("heading", { name: monthLabel })).toBeVisible();
    });
  });

  // One load of October 2025; November is the next month, within the site.
  test("October 2025 holds the cultural event, whose dialog shows every detail and whose entry opens in a new tab; November 2025 holds the Magic Reading Room", async ({ page, context }) => {
    await open(page, "/events?month=2025-10");
    await test.step("October 2025 holds the cultural event; its dialog shows every detail", async () => {
      await expect(page.getByRole("heading", { name: "October 2025" })).toBeVisible();
      const rows = page.getByRole("table", { name: "October 2025" }).locator("tbody tr");
      await expect(rows).toHaveCount(5);
      const entry = page.getByRole("table").getByRole("link", { name: "Family Stories Cultural Celebration" });
      await expect(entry).toHaveAttribute("href", "#event-1");
      await entry.click();
      const dialog = page.getByRole("dialog", { name: "Family Stories Cultural Celebration" });
      await expect(dialog).toBeVisible();
      // The click opened the dialog instead of following the link.
      await expect(page).toHaveURL(/\/events\?month=2025-10$/);
      await expect(dialog).toContainText("An afternoon of stories, songs and books from many cultures");
      await expect(dialog).toContainText("Cultural Event");
      await expect(dialog).toContainText("Saturday, October 25, 2025");
      await expect(dialog).toContainText("4:00 PM - 7:00 PM");
      await expect(dialog).toContainText("Community library meeting room");
      await expect(dialog).toContainText("Bring the whole family for bilingual read-alouds");
      await expect(dialog.locator("img")).toHaveAttribute("src", "/images/events/cultural-celebration.svg");
      await expect(dialog.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", "/api/events/1.ics");
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // Focus goes back to the calendar entry that opened it.
      await expect(entry).toBeFocused();
      // From the keyboard too.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(entry).toBeFocused();
    });
    await test.step("a calendar entry opened in a new tab goes to the event in the list", async () => {
      const entry = page.getByRole("table").getByRole("link", { name: "Family Stories Cultural Celebration" });
      const [tab] = await Promise.all([context.waitForEvent("page"), entry.click({ modifiers: ["ControlOrMeta"] })]);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // The new tab opens blank, then goes to the entry's address: waited for, not read at once.
      await expect(tab).toHaveURL(/\/events\?month=2025-10#event-1$/);
      const details = tab.locator("#event-1");
      await expect(details).toBeInViewport();
      await expect(details.getByRole("heading", { name: "Family Stories Cultural Celebration" })).toBeVisible();
      await expect(details).toContainText("Bring the whole family for bilingual read-alouds");
    });
    await test.step("November 2025 holds the Magic Reading Room with its time to be announced", async () => {
      await page.getByRole("link", { name: "Next month" }).click();
      await expect(page).toHaveURL(/\/events\?month=2025-11$/);
      await page.getByRole("table").getByRole("link", { name: "The Magic Reading Room" }).click();
      const dialog = page.getByRole("dialog", { name: "The Magic Reading Room" });
      await expect(dialog).toContainText("Sunday, November 23, 2025");
      await expect(dialog).toContainText("Time TBA");
    });
  });

  test("the served HTML carries Event structured data and the newsletter button", async ({ request }) => {
    const html = await (await request.get("/events")).text();
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!)["@graph"]);
    const events = graph.filter((node: { "@type": string }) => node["@type"] === "Event");
    expect(events.map((e: { name: string; startDate: string }) => [e.name, e.startDate])).toEqual([
      ["Family Stories Cultural Celebration", "2025-10-25T20:00:00.000Z"],
      ["The Magic Reading Room", "2025-11-23"],
    ]);
    expect(html).toContain("Subscribe to Newsletter");
  });
});
