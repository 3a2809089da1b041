import { expect, type Page } from "@playwright/test";
import { dateInBusinessZone, expectAxeClean, signInAsOwner, startFreshServer, visitorView } from "./support";

/**
 * The owner's business details and announcement bar (issue 35) on a 390 px phone, on a server of
 * its own (an announcement shows on every page the other browser tests read): the contact email
 * she publishes is in every page's footer at once, without a restart; an announcement shows only
 * between its two days (in the business's zone); a visitor who closes it does not see it again
 * (with JavaScript), or sees it stay (without). Shared by e2e/admin/business.spec.ts and
 * e2e/no-js/business.spec.ts.
 */
export async function businessEndToEnd(page: Page, { js }: { js: boolean }) {
  const fresh = await startFreshServer();
  try {
    const at = (path: string) => fresh.origin + path;
    const visitorSees = visitorView(fresh.origin);
    const phone = () => page.setViewportSize({ width: 390, height: 844 });
    const day = (offset: number) => dateInBusinessZone(Date.now() + offset * 86_400_000);

    await phone();
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    expect(await visitorSees("/mission")).toContain("mailto:hello@kindredpagesreading.com");

    // Business details: a bad address and an http link are refused under their fields; then hers is published.
    await page.goto(at("/admin/content"));
    await page.getByRole("link", { name: "Business details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Business details" })).toBeVisible();
    await expect(page.locator("#content-contactEmail")).toHaveValue("hello@kindredpagesreading.com");
    await page.locator("#content-contactEmail").fill("elena at kindred");
    await page.locator("#content-socialUrl").fill("http://www.instagram.com/kindred");
    await page.getByRole("button", { name: "Publish" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Contact email");
    await expect(summary).toContainText("Social page link");
    if (js) await expect(summary).toBeFocused();
    if (js) await expectAxeClean(page, "/admin/content/business with errors");
    await phone();
    expect(await visitorSees("/mission")).toContain("mailto:hello@kindredpagesreading.com");
    await page.locator("#content-contactEmail").fill("elena@kindredtest.example");
    await page.locator("#content-socialUrl").fill("https://www.instagram.com/kindredtest");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    for (const path of ["/mission", "/es/services", "/connect"]) {
      const html = await visitorSees(path);
      expect(html, path).toContain("mailto:elena@kindredtest.example");
      expect(html, path).not.toContain("hello@kindredpagesreading.com");
    }

    // The announcement: from tomorrow, not shown today; from yesterday to today, shown.
    const publishAnnouncement = async (start: string, end: string, text: string) => {
      await page.goto(at("/admin/content/announcement"));
      await page.locator('input[name="on"]').check();
      await page.locator("#content-startDate").fill(start);
      await page.locator("#content-endDate").fill(end);
      await page.locator("#content-en-text").fill(text);
      await page.locator("#content-es-text").fill(`${text} (es)`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    };
    await publishAnnouncement(day(1), day(3), "Closed for the holidays from tomorrow");
    expect(await visitorSees("/")).not.toContain("Closed for the holidays");
    await publishAnnouncement(day(-1), day(0), "Closed for the holidays until tonight");
    expect(await visitorSees("/")).toContain("Closed for the holidays until tonight");
    expect(await visitorSees("/es/faq")).toContain("Closed for the holidays until tonight (es)");
    await publishAnnouncement(day(-3), day(-1), "Closed for the holidays until yesterday");
    expect(await visitorSees("/")).not.toContain("Closed for the holidays");
    await publishAnnouncement(day(0), day(0), "Closed today");

    // Preview: her draft's bar on the public page (a whole page load, so the site-wide part is read
    // again with her draft), kept by no cache; a visitor still sees the published one.
    await page.goto(at("/admin/content/announcement"));
    await page.locator("#content-en-text").fill("A draft nobody else sees");
    await page.locator("#content-es-text").fill("Un borrador que nadie más ve");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/\?preview$/);
    await expect(page.getByRole("region", { name: "Announcement" })).toContainText("A draft nobody else sees");
    expect((await page.request.get(page.url())).headers()["cache-control"]).toBe("private, no-store");
    expect(await visitorSees("/")).toContain("Closed today");
    expect(await visitorSees("/")).not.toContain("A draft nobody else sees");
    await page.goto(at("/admin/content/announcement"));
    await page.getByRole("button", { name: "Discard draft" }).click();

    // A visitor on her phone.
    const visitorContext = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto(at("/"));
      const bar = visitor.getByRole("region", { name: "Announcement" });
      await expect(bar).toContainText("Closed today");
      const close = visitor.getByRole("button", { name: "Close the announcement" });
      if (!js) {
        // Without JavaScript the bar simply stays, with no button that would do nothing.
        await expect(close).toBeHidden();
        await visitor.goto(at("/mission"));
        await expect(bar).toBeVisible();
        return;
      }
      await expectAxeClean(visitor, "/ with the announcement");
      await visitor.setViewportSize({ width: 390, height: 844 });
      await close.click();
      await expect(bar).toBeHidden();
      // Her next pages: hidden before the first paint (the bar is in the HTML, hidden by the inline script as it is parsed).
      await visitor.goto(at("/mission"));
      expect(await visitor.evaluate(() => document.getElementById("announcement")?.hidden)).toBe(true);
      await expect(bar).toBeHidden();
      await visitor.goto(at("/es"));
      await expect(visitor.getByRole("region", { name: "Aviso" })).toBeHidden();
      // A new announcement is a new version: it shows again.
      await publishAnnouncement(day(0), day(0), "Open again on Monday");
      await visitor.goto(at("/mission"));
      await expect(bar).toContainText("Open again on Monday");
    } finally {
      await visitorContext.close();
    }
  } finally {
    fresh.stop();
  }
}
