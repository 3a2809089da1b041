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
    // Site content's page, then an editor by its link. With JavaScript she goes there by the menu
    // or the editor's way back (navigations in the browser, no reload); without, each is a page.
    const openEditor = async (title: string) => {
      if (js) {
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
        const back = page.getByRole("link", { name: "Back to site content" });
        if (await back.count()) await back.click();
        else {
          const nav = page.getByRole("navigation", { name: "Back office" });
          await nav.locator("summary").click();
          await nav.getByRole("link", { name: "Site content" }).click();
        }
        await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
      } else await page.goto(at("/admin/content"));
      await page.getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    };

    await phone();
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    expect(await visitorSees("/mission")).toContain("mailto:hello@kindredpagesreading.com");

    // Business details: a bad address and an http link are refused under their fields; then hers is published.
    await openEditor("Business details");
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
    // A video as her phone's Share button gives it: its id is kept.
    await page.locator("#content-videos-0-id").fill("https://youtu.be/dQw4w9WgXcQ?si=Xb3kLp0QzT9aV1cd");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    await expect(page.locator("#content-videos-0-id")).toHaveValue("dQw4w9WgXcQ");
    for (const path of ["/mission", "/es/services", "/connect"]) {
      const html = await visitorSees(path);
      expect(html, path).toContain("mailto:elena@kindredtest.example");
      expect(html, path).not.toContain("hello@kindredpagesreading.com");
    }
    expect(await visitorSees("/research")).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");

    // Preview of a draft: /connect with the banner, and "Back to editing" returns to this editor.
    await page.locator("#content-founderName").fill("Elena Brooks-Reyes");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/connect\?preview=business$/);
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
    await page.getByRole("link", { name: "Back to editing" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/business$/);
    await expect(page.locator("#content-founderName")).toHaveValue("Elena Brooks-Reyes");
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("button", { name: "Discard draft" })).toHaveCount(0);

    // The announcement with the editor's defaults: "Show the announcement" starts ticked for a new
    // message, so what she publishes as the form opens is on the site, and the page says so.
    await page.goto(at("/admin/content/announcement"));
    const status = page.getByTestId("announcement-status");
    await expect(status).toHaveText("Not on the site: no message is published.");
    await expect(page.locator('input[name="on"]')).toBeChecked();
    await page.locator("#content-en-text").fill("New reading groups start in January");
    await page.locator("#content-es-text").fill("Los nuevos grupos de lectura empiezan en enero");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Your announcement is published.")).toBeVisible();
    await expect(status).toHaveText("On the site now, until you turn it off.");
    if (js) await expectAxeClean(page, "/admin/content/announcement");
    await phone();
    expect(await visitorSees("/")).toContain("New reading groups start in January");
    expect(await visitorSees("/es")).toContain("Los nuevos grupos de lectura empiezan en enero");

    // The announcement: from tomorrow, not shown today; from yesterday to today, shown. Each
    // published on the editor as the last publish left it (opened afresh only when elsewhere);
    // `says` is what the editor's status says after it (a change from before: the publish is done).
    const publishAnnouncement = async (start: string, end: string, text: string, says?: string) => {
      if (new URL(page.url()).pathname !== "/admin/content/announcement") await page.goto(at("/admin/content/announcement"));
      await page.locator('input[name="on"]').check();
      await page.locator("#content-startDate").fill(start);
      await page.locator("#content-endDate").fill(end);
      await page.locator("#content-en-text").fill(text);
      await page.locator("#content-es-text").fill(`${text} (es)`);
      await page.getByRole("button", { name: "Publish" }).click();
      if (says) await expect(status).toContainText(says);
      await expect(page.getByText("Your announcement is published.")).toBeVisible();
    };
    await publishAnnouncement(day(1), day(3), "Closed for the holidays from tomorrow", "Not on the site yet: it shows from ");
    expect(await visitorSees("/")).not.toContain("Closed for the holidays");
    await publishAnnouncement(day(-1), day(0), "Closed for the holidays until tonight", "On the site now: from ");
    expect(await visitorSees("/")).toContain("Closed for the holidays until tonight");
    expect(await visitorSees("/es/faq")).toContain("Closed for the holidays until tonight (es)");
    await publishAnnouncement(day(-3), day(-1), "Closed for the holidays until yesterday", "No longer on the site: its last day was ");
    expect(await visitorSees("/")).not.toContain("Closed for the holidays");
    await publishAnnouncement(day(0), day(0), "Closed today", "On the site now: from ");

    // Preview: her draft's bar on the public page (a whole page load, so the site-wide part is read
    // again with her draft), kept by no cache; a visitor still sees the published one.
    await page.locator("#content-en-text").fill("A draft nobody else sees");
    await page.locator("#content-es-text").fill("Un borrador que nadie más ve");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/\?preview=announcement$/);
    await expect(page.getByRole("region", { name: "Announcement" })).toContainText("A draft nobody else sees");
    // The home page's preview has the banner too, with the way back.
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
    if (js) await expectAxeClean(page, "/ in a preview of the announcement");
    await phone();
    expect((await page.request.get(page.url())).headers()["cache-control"]).toBe("private, no-store");
    expect(await visitorSees("/")).toContain("Closed today");
    expect(await visitorSees("/")).not.toContain("A draft nobody else sees");
    await page.getByRole("link", { name: "Back to editing" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/announcement$/);
    await expect(page.locator("#content-en-text")).toHaveValue("A draft nobody else sees");
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("button", { name: "Discard draft" })).toHaveCount(0);

    // The school program: its length changed, previewed on /schools, back to its editor, published.
    await openEditor("School program");
    if (js) await expectAxeClean(page, "/admin/content/program");
    await phone();
    await page.locator("#content-en-length").fill("About ninety minutes, on a weeknight evening.");
    await page.locator("#content-es-length").fill("Unos noventa minutos, una tarde entre semana.");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/schools\?preview=program$/);
    await expect(page.getByTestId("program-at-a-glance")).toContainText("About ninety minutes, on a weeknight evening.");
    expect(await visitorSees("/schools")).not.toContain("About ninety minutes");
    await page.getByRole("link", { name: "Back to editing" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/program$/);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    expect(await visitorSees("/schools")).toContain("About ninety minutes, on a weeknight evening.");
    expect(await visitorSees("/es/schools")).toContain("Unos noventa minutos, una tarde entre semana.");

    // The terms' payment and refund section (issue 43): one paragraph changed and one added, published.
    await openEditor("Payment and refunds");
    if (js) await expectAxeClean(page, "/admin/content/terms");
    await phone();
    const terms = page.locator("#content-en-text");
    await terms.fill(`${(await terms.inputValue()).split("\n\n")[0]}\n\nAsk within 14 days for a full refund of the sessions you have not used.`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    const published = await visitorSees("/terms-of-service");
    expect(published).toContain("<p>Ask within 14 days for a full refund of the sessions you have not used.</p>");
    expect(published).not.toContain("processing fee");

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
