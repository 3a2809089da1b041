import { expect, test, type Page } from "@playwright/test";
import { personalData } from "#common/privacy/inventory.ts";
import { open } from "./support";
import { htmlErrors } from "./vnu";

// The privacy notice (issue 27): in both languages, in the sitemap and the footer, linked from
// each form to its own section, built from the data inventory, and valid HTML. axe checks it with
// every page (accessibility.spec.ts, -g privacy).

const forms = [
  { page: "/discovery-call", id: "discovery-call" },
  { page: "/connect", id: "contact" },
  { page: "/schools", id: "partnership" },
  { page: "/feedback", id: "feedback" },
] as const;

test("/privacy and /es/privacy are in the sitemap and name every entry of the inventory", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/privacy", "/es/privacy"]) {
    expect(sitemap).toContain(`<loc>https://www.kindredpagesreading.com${path}</loc>`);
  }
  const html = await (await request.get("/privacy")).text();
  for (const entry of personalData) expect(html).toContain(entry.what);
  // Nothing on the page is loaded from another site.
  expect(html).not.toMatch(/<(script|img|iframe|link)\b[^>]*\b(src|href)="https?:\/\/(?!www\.kindredpagesreading\.com)/);
});

/** Goes to a form's page by the site's own links (header or footer), within the app: no new load. */
async function followSiteLinkTo(page: Page, path: (typeof forms)[number]["page"]) {
  const nav = page.getByRole("navigation", { name: "Main" });
  if (path === "/connect") {
    await nav.locator("summary", { hasText: "About" }).click();
    await nav.getByRole("link", { name: "Contact Us" }).click();
  } else if (path === "/schools") {
    await nav.getByRole("link", { name: "Partnerships" }).click();
  } else if (path === "/feedback") {
    await page.getByRole("contentinfo").getByRole("link", { name: "Share Your Feedback" }).click();
  } else {
    throw new Error(`no link to ${path} in the header or footer`);
  }
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("each form links \"How we use this\" to its own section of the notice", async ({ page }) => {
  await open(page, forms[0].page);
  for (const [index, { page: path, id }] of forms.entries()) {
    await test.step(`${path}'s form links "How we use this" to its own section of the notice`, async () => {
      if (index > 0) await followSiteLinkTo(page, path);
      const link = page.locator("main form").getByRole("link", { name: "How we use this" });
      await expect(link).toHaveAttribute("href", `/privacy#form-${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/privacy#form-${id}$`));
      const heading = page.locator(`#form-${id}`);
      await expect(heading).toBeVisible();
      // The section lists what the inventory says this form keeps.
      const section = page.locator(`section:has(> #form-${id})`);
      for (const entry of personalData.filter((e) => e.source === id)) await expect(section.getByText(entry.what, { exact: true })).toBeVisible();
    });
  }
});

test("the footer links to the notice, and its newsletter sign-up to the notice's newsletter section, in each language", async ({ page }) => {
  await open(page, "/connect");
  await test.step("in English", async () => {
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
    // The contact form's own link is in main; the footer's is the newsletter's.
    const link = page.getByRole("contentinfo").getByRole("link", { name: "How we use this" });
    await expect(link).toHaveAttribute("href", "/privacy#form-newsletter");
    await link.click();
    await expect(page).toHaveURL(/\/privacy#form-newsletter$/);
    await expect(page.locator("#form-newsletter")).toHaveText("The newsletter");
    await expect(page.locator("#form-newsletter")).toBeInViewport();
  });
  await test.step("in Spanish", async () => {
    await open(page, "/es/services");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacidad", exact: true })).toHaveAttribute("href", "/es/privacy");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cómo usamos estos datos" })).toHaveAttribute("href", "/es/privacy#form-newsletter");
  });
});

test("the Spanish forms link to the Spanish notice", async ({ request }) => {
  for (const { page: path, id } of forms) {
    const html = await (await request.get(`/es${path}`)).text();
    expect(html, path).toContain(`href="/es/privacy#form-${id}"`);
  }
  const html = await (await request.get("/es/privacy")).text();
  for (const { id } of [...forms, { id: "newsletter" }]) expect(html).toContain(`id="form-${id}"`);
});

test("the notice and the form pages are valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const path of ["/privacy", "/es/privacy", ...forms.map((form) => form.page), ...forms.map((form) => `/es${form.page}`)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    pages.set(path, await response.text());
  }
  const { errors, messages } = await htmlErrors(pages);
  expect(errors).toEqual([]);
  expect(messages).toBeGreaterThan(0);
});
