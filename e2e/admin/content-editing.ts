import { expect, type Page } from "@playwright/test";
import { expectAxeClean, signInAsOwner, startFreshServer, visitorView } from "./support";

/**
 * The owner edits her site (issue 35) on a 390 px phone, on a server of its own (a published
 * price shows on every page the other browser tests read): the Read-Together Toolkit's price to
 * $700, a preview only she sees, publish, every page that shows the price follows (the Offer in the
 * structured data and the meta description too), then she restores the site's first version and
 * $650 is back. The same steps with JavaScript (e2e/admin/content.spec.ts) and without
 * (e2e/no-js/content-editing.spec.ts); axe only with it.
 */
export async function editPriceEndToEnd(page: Page, { axe }: { axe: boolean }) {
  const fresh = await startFreshServer();
  try {
    const at = (path: string) => fresh.origin + path;
    const visitorSees = visitorView(fresh.origin);
    const toolkitOffer = (html: string) => /"name":"(?:Read-Together Toolkit|Kit para leer juntos)"[^]*?"price":"(\d+)"/.exec(html)?.[1];
    const phone = () => page.setViewportSize({ width: 390, height: 844 });

    await phone();
    await signInAsOwner(page, { server: fresh, name: "Elena Brooks", email: "elena@example.com" });
    expect(await visitorSees("/services")).toContain("$650");
    await page.goto(at("/admin/content"));
    await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
    if (axe) await expectAxeClean(page, "/admin/content");
    await phone();
    await page.getByRole("link", { name: "Packages and prices" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Packages and prices" })).toBeVisible();

    await expect(page.locator("#content-packages-1-price")).toHaveValue("650");
    // A price opens a phone's number pad.
    await expect(page.locator("#content-packages-1-price")).toHaveAttribute("inputmode", "numeric");
    await page.locator("#content-packages-1-price").fill("700");
    // A bad price elsewhere: the error summary (focused) names the field; nothing else is lost.
    await page.locator("#content-addOns-0-price").fill("12.50");
    // And a session that comes with the Toolkit (issue 43) at a length families cannot book.
    await page.locator("#content-packages-1-sessions-0-minutes").fill("92");
    await page.getByRole("button", { name: "Save draft" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Add-on: 1:1 Virtual Strategy Session, Price in dollars");
    await expect(summary).toContainText("Read-Together Toolkit, Session 1, Length in minutes");
    if (axe) await expect(summary).toBeFocused();
    await expect(page.locator("#content-packages-1-price")).toHaveValue("700");
    if (axe) await expectAxeClean(page, "/admin/content/packages with an error");
    await phone();
    await page.locator("#content-addOns-0-price").fill("250");
    await page.locator("#content-packages-1-sessions-0-minutes").fill("75");

    // Preview: her draft on the public page, marked; a visitor still sees $650 and cannot open it.
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/services\?preview=packages$/);
    const banner = page.getByRole("complementary", { name: "Preview" });
    await expect(banner).toBeVisible();
    await expect(page.locator("#read-together-toolkit")).toContainText("$700");
    expect(await visitorSees("/services")).not.toContain("$700");
    const other = await page.context().browser()!.newPage();
    await other.goto(at("/services?preview=packages"));
    await expect(other).toHaveURL(/\/admin\/sign-in/);
    await other.close();
    // The home page shows her draft's packages too, under the banner.
    await page.goto(at("/?preview=packages"));
    await expect(banner).toBeVisible();
    await expect(page.locator("main")).toContainText("$700");
    if (axe) await expectAxeClean(page, "/ in a preview");
    await phone();
    await page.goto(at("/es/services?preview=packages"));
    await expect(page.getByRole("complementary", { name: "Vista previa" })).toBeVisible();
    await expect(page.locator("#read-together-toolkit")).toContainText("$700");
    // "Volver a editar": back to the editor she came from, her draft in it.
    await page.getByRole("link", { name: "Volver a editar" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/packages$/);

    // Publish: /services, /es/services and the home page show $700 at once, and the Offer says 700.
    await expect(page.locator("#content-packages-1-price")).toHaveValue("700");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    if (axe) await expectAxeClean(page, "/admin/content/packages");
    for (const path of ["/services", "/es/services", "/", "/es"]) {
      const html = await visitorSees(path);
      expect(html, path).toContain("$700");
      expect(html, path).not.toContain("$650");
      expect(html, path).not.toContain("preview-banner");
    }
    expect(toolkitOffer(await visitorSees("/services"))).toBe("700");
    expect(toolkitOffer(await visitorSees("/es/services"))).toBe("700");
    expect(await visitorSees("/services")).toMatch(/<meta name="description" content="[^"]*\(\$700\)/);

    // Restore the site's first version: $650 is back everywhere.
    await page.getByRole("button", { name: "Restore this version (The site’s first version)" }).click();
    await expect(page.getByText("That version is published again. The site shows it now.")).toBeVisible();
    await expect(page.locator("#content-packages-1-price")).toHaveValue("650");
    // A price opens a phone's number pad.
    await expect(page.locator("#content-packages-1-price")).toHaveAttribute("inputmode", "numeric");
    for (const path of ["/services", "/es/services", "/"]) expect(await visitorSees(path), path).toContain("$650");
    expect(toolkitOffer(await visitorSees("/services"))).toBe("650");

    // The FAQ: a list of questions she opens one at a time, "Add a question" at the top. A question
    // added first, in English only: published, marked, on /faq and not on /es/faq (which shows the
    // others); the preview's "Back to editing" returns to this editor; restoring takes it away again.
    await page.goto(at("/admin/content/faq"));
    const questions = page.locator("ol > li > details");
    await expect(questions).toHaveCount(7);
    for (const question of await questions.all()) await expect(question).not.toHaveAttribute("open");
    await expect(page.locator("#content-items-0-en-answer")).toBeHidden();
    await page.locator("summary").filter({ hasText: "Add a question" }).click();
    await page.locator("#content-items-new-en-question").fill("Do you offer gift certificates?");
    await page.locator("#content-items-new-en-answer").fill("Yes. Ask us by email and we will send one the same week.");
    await page.locator("#content-items-new-position").fill("1");
    if (axe) await expectAxeClean(page, "/admin/content/faq, a question being added");
    await phone();
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/faq\?preview=faq$/);
    await expect(page.getByRole("heading", { name: "Do you offer gift certificates?" })).toBeVisible();
    await page.getByRole("link", { name: "Back to editing" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await expect(questions.first().locator("summary")).toContainText("1. Do you offer gift certificates?");
    await expect(questions.first().locator("summary")).toContainText("No Spanish yet");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    await expect(page.getByText("Spanish needs updating").first()).toBeVisible();
    await expect(page.getByText("A question with no Spanish yet is not on the Spanish page until you write its Spanish.")).toBeVisible();
    if (axe) await expectAxeClean(page, "/admin/content/faq");
    await phone();
    const faq = await visitorSees("/faq");
    expect(faq.indexOf("Do you offer gift certificates?")).toBeGreaterThan(-1);
    expect(faq.indexOf("Do you offer gift certificates?")).toBeLessThan(faq.indexOf("What ages do you work with?"));
    const spanishFaq = await visitorSees("/es/faq");
    expect(spanishFaq).not.toContain("gift certificates");
    expect(spanishFaq).toContain("¿Con niños de qué edades trabajan?");
    await page.getByRole("button", { name: "Restore this version (The site’s first version)" }).click();
    await expect(page.getByText("That version is published again. The site shows it now.")).toBeVisible();
    expect(await visitorSees("/faq")).not.toContain("Do you offer gift certificates?");
  } finally {
    fresh.stop();
  }
}
