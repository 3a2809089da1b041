import { expect, test } from "@playwright/test";
import { expectStored, storedRows } from "./support";

// A visitor on a slow phone presses Send before the page's JavaScript has run: the form posts
// natively to the page's action, is stored exactly once, and nothing it holds lands in a URL.
test("Send pressed before hydration stores exactly one message, ten times out of ten", async ({ page }) => {
  test.setTimeout(120_000);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  // Hold the page's scripts back, as a slow network would, until the press has been answered:
  // the page cannot hydrate before then.
  let release = () => {};
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue().catch(() => {});
  });
  for (let attempt = 0; attempt < 10; attempt++) {
    const email = `early.${Date.now()}.${attempt}@example.org`;
    await page.goto("/connect", { waitUntil: "domcontentloaded" });
    const form = page.locator("#contact-form");
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Last name").fill("Pérez");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel("Phone").fill("555-234-5678");
    await form.getByLabel("Your child's age").selectOption("4");
    await form.getByLabel("What can we help with?").selectOption("foundations");
    await form.getByLabel("Your message").fill("Bedtime reading has become a struggle lately.");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
    await expectStored("contact_messages", "email", email);
    release();
  }
  expect(urls.filter((url) => /[?&](email|first_name|message)=/.test(url))).toEqual([]);
  expect(storedRows("contact_messages", "name", "Ana Pérez").length).toBeGreaterThanOrEqual(10);
});
