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
    await page.locator("#content-packages-1-price").fill("700");
    // A bad price elsewhere: the error summary (focused) names the field; nothing else is lost.
    await page.locator("#content-addOns-0-price").fill("12.50");
    await page.getByRole("button", { name: "Save draft" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Add-on: 1:1 Virtual Strategy Session, Price in dollars");
    if (axe) await expect(summary).toBeFocused();
    await expect(page.locator("#content-packages-1-price")).toHaveValue("700");
    if (axe) await expectAxeClean(page, "/admin/content/packages with an error");
    await phone();
    await page.locator("#content-addOns-0-price").fill("250");

    // Preview: her draft on the public page, marked; a visitor still sees $650 and cannot open it.
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/services\?preview$/);
    await expect(page.getByRole("note", { name: "Preview" })).toBeVisible();
    await expect(page.locator("#read-together-toolkit")).toContainText("$700");
    expect(await visitorSees("/services")).not.toContain("$700");
    const other = await page.context().browser()!.newPage();
    await other.goto(at("/services?preview"));
    await expect(other).toHaveURL(/\/admin\/sign-in/);
    await other.close();
    await page.goto(at("/es/services?preview"));
    await expect(page.getByRole("note", { name: "Vista previa" })).toBeVisible();
    await expect(page.locator("#read-together-toolkit")).toContainText("$700");

    // Publish: /services, /es/services and the home page show $700 at once, and the Offer says 700.
    await page.goto(at("/admin/content/packages"));
    await expect(page.locator("#content-packages-1-price")).toHaveValue("700");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    if (axe) await expectAxeClean(page, "/admin/content/packages");
    for (const path of ["/services", "/es/services", "/", "/es"]) {
      const html = await visitorSees(path);
      expect(html, path).toContain("$700");
      expect(html, path).not.toContain("$650");
      expect(html, path).not.toContain('role="note"');
    }
    expect(toolkitOffer(await visitorSees("/services"))).toBe("700");
    expect(toolkitOffer(await visitorSees("/es/services"))).toBe("700");
    expect(await visitorSees("/services")).toMatch(/<meta name="description" content="[^"]*\(\$700\)/);

    // Restore the site's first version: $650 is back everywhere.
    await page.getByRole("button", { name: "Restore this version (The site’s first version)" }).click();
    await expect(page.getByText("That version is published again. The site shows it now.")).toBeVisible();
    await expect(page.locator("#content-packages-1-price")).toHaveValue("650");
    for (const path of ["/services", "/es/services", "/"]) expect(await visitorSees(path), path).toContain("$650");
    expect(toolkitOffer(await visitorSees("/services"))).toBe("650");

    // The FAQ: a question added first, in both languages; restoring takes it away again.
    await page.goto(at("/admin/content/faq"));
    await page.locator("#content-items-new-en-question").fill("Do you offer gift certificates?");
    await page.locator("#content-items-new-en-answer").fill("Yes. Ask us by email and we will send one the same week.");
    await page.locator("#content-items-new-es-question").fill("¿Ofrecen certificados de regalo?");
    await page.locator("#content-items-new-es-answer").fill("Sí. Escríbanos y le enviaremos uno esa misma semana.");
    await page.locator("#content-items-new-position").fill("1");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    if (axe) await expectAxeClean(page, "/admin/content/faq");
    const faq = await visitorSees("/faq");
    expect(faq.indexOf("Do you offer gift certificates?")).toBeGreaterThan(-1);
    expect(faq.indexOf("Do you offer gift certificates?")).toBeLessThan(faq.indexOf("What ages do you work with?"));
    expect(await visitorSees("/es/faq")).toContain("¿Ofrecen certificados de regalo?");
    await page.getByRole("button", { name: "Restore this version (The site’s first version)" }).click();
    await expect(page.getByText("That version is published again. The site shows it now.")).toBeVisible();
    expect(await visitorSees("/faq")).not.toContain("Do you offer gift certificates?");
  } finally {
    fresh.stop();
  }
}
