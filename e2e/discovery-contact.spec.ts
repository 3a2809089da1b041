import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open, settleToasts, skipNewsletterOverlay } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function openDiscoveryFromQuickStart(page: Page) {
  await page.getByRole("combobox", { name: "Quick Start" }).click();
  await page.getByRole("option", { name: "Book a Family Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Your Free Discovery Call" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDiscovery(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your name").fill("Dana Lee");
  await dialog.getByLabel("Email").fill("Dana@Example.com");
  await dialog.getByLabel("Phone").fill("(555) 234-5678");
  await dialog.getByLabel("Your child's age").selectOption("2-3years");
  await dialog.getByLabel("Best time for a call").selectOption("evening-weekday");
  await dialog.getByLabel("What would you like to talk about?").fill("She only wants the same three books every night.");
}

test.describe("discovery call dialog", () => {
  test("a visitor books a call: success toast, dialog closes, and the form is reset", async ({ page }) => {
    await open(page, "/connect");
    const dialog = await openDiscoveryFromQuickStart(page);
    await fillDiscovery(page);
    await page.waitForTimeout(2_100); // the server refuses forms sent within 2 seconds of opening
    const response = page.waitForResponse((r) => r.url().endsWith("/api/submit-discovery-call"));
    await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(typeof (await answer.json()).id).toBe("number");
    await expect(toast(page, "Request Sent!")).toContainText("Your discovery call request has been submitted. We'll contact you shortly via email!");
    await expect(dialog).toBeHidden();
    const again = await openDiscoveryFromQuickStart(page);
    await expect(again.getByLabel("Your name")).toHaveValue("");
  });

  test("invalid input: 'Validation Error', messages under the fields, focus on the first, dialog stays open", async ({ page }) => {
    await open(page, "/connect");
    const dialog = await openDiscoveryFromQuickStart(page);
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form and try again.");
    const name = dialog.getByLabel("Your name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("This field is required");
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Must be at least 10 characters").or(dialog.getByText("This field is required").nth(1))).toBeVisible();
    // Editing a field clears its error.
    await name.fill("Dana");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
  });

  test("a form sent within 2 seconds asks the visitor to take a moment", async ({ page }) => {
    await open(page, "/connect");
    const dialog = await openDiscoveryFromQuickStart(page);
    await fillDiscovery(page);
    await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
    await expect(toast(page, "Error")).toContainText("Please take a moment to review your submission");
    await expect(dialog).toBeVisible();
  });

  test("a server failure shows its message, or the fallback, and keeps what was typed", async ({ page }) => {
    await open(page, "/connect");
    const dialog = await openDiscoveryFromQuickStart(page);
    await fillDiscovery(page);
    await page.waitForTimeout(2_100);
    await page.route("**/api/submit-discovery-call", (route) => route.fulfill({ status: 503, body: "upstream down" }));
    await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to submit request. Please try again.");
    await expect(dialog.getByLabel("Your name")).toHaveValue("Dana Lee");
    await page.route("**/api/submit-discovery-call", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "Session expired. Please refresh the page and try again", fieldErrors: {} }) }),
    );
    await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
    await expect(toast(page, "Session expired. Please refresh the page and try again")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("is accessible while open", async ({ page }) => {
    await open(page, "/connect");
    await openDiscoveryFromQuickStart(page);
    await page.getByRole("dialog").getByRole("button", { name: "Request My Discovery Call" }).click();
    await expect(toast(page, "Validation Error")).toBeVisible();
    await settleToasts(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("contact form on /connect", () => {
  async function fillContact(page: Page) {
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Last name").fill("Pérez");
    await form.getByLabel("Email").fill("ana@example.org");
    await form.getByLabel("Phone").fill("555-234-5678");
    await form.getByLabel("Your child's age").selectOption("7");
    await form.getByLabel("What can we help with?").selectOption("explorers");
    await form.getByLabel("Your message").fill("We are looking for chapter books our son will love.");
    return form;
  }

  test("sends a message: 'Message Sent!' and the form clears", async ({ page }) => {
    await open(page, "/connect");
    const form = await fillContact(page);
    await page.waitForTimeout(2_100);
    const response = page.waitForResponse((r) => r.url().endsWith("/api/submit-contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(201);
    await expect(toast(page, "Message Sent!")).toContainText("Thank you for your message. We'll get back to you within 24 hours.");
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel("Your message")).toHaveValue("");
  });

  test("marks every required field and clears an error when the field is edited", async ({ page }) => {
    await open(page, "/connect");
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form and try again.");
    for (const label of ["First name", "Last name", "Email", "Phone", "Your child's age", "What can we help with?", "Your message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByLabel("First name")).toBeFocused();
    await form.getByLabel("Phone").fill("12");
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  });

  test("a server failure shows 'Failed to send message. Please try again.'", async ({ page }) => {
    await open(page, "/connect");
    const form = await fillContact(page);
    await page.waitForTimeout(2_100);
    await page.route("**/api/submit-contact", (route) => route.abort());
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
    await expect(form.getByLabel("First name")).toHaveValue("Ana");
  });

  test("blocks after 3 attempts a minute with a live countdown, then reopens after 5 minutes", async ({ page }) => {
    await skipNewsletterOverlay(page);
    await page.clock.install();
    await open(page, "/connect");
    const form = page.getByRole("region", { name: "Send Us a Message" });
    const send = form.getByRole("button", { name: "Send Message" });
    for (let i = 0; i < 3; i++) {
      await send.click();
      await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    }
    // Stop the clock so the countdown moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await send.click();
    await page.clock.runFor(50); // toasts are added on a zero-delay timer
    await expect(toast(page, "Too many attempts. Please wait 5 minutes before trying again.")).toBeVisible();
    await expect(form.getByText("Too many attempts. Please wait 300 seconds before trying again.")).toBeVisible();
    await expect(send).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(form.getByText("Too many attempts. Please wait 290 seconds before trying again.")).toBeVisible();
    await page.clock.runFor(290_000);
    await expect(send).toBeEnabled();
    await expect(form.getByText(/Too many attempts/)).toHaveCount(0);
  });

  test("links from other pages prefill the topic and the message", async ({ page }) => {
    await open(page, "/connect?topic=adventurers&subject=Join%20group%3A%20Bilingual%20Storytime");
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await expect(form.getByLabel("What can we help with?")).toHaveValue("adventurers");
    await expect(form.getByLabel("Your message")).toHaveValue(/^Join group: Bilingual Storytime/);
  });

  test("Quick Start: community opens the social page in a new tab", async ({ page, context }) => {
    await context.route("https://www.instagram.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>social</title>" }));
    await open(page, "/connect");
    await page.getByRole("combobox", { name: "Quick Start" }).click();
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("option", { name: "Join the Reading Community" }).click()]);
    expect(popup.url()).toBe("https://www.instagram.com/kindredpagesreading");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The closed select shows the choice, with the link to follow if the new tab was blocked.
    await expect(page.getByRole("combobox", { name: "Quick Start" })).toHaveText(/Join the Reading Community/);
    await expect(page.getByRole("link", { name: /Open our Instagram page/ })).toBeVisible();
  });

  test("Quick Start works by keyboard: Enter opens the list, arrows and Enter choose", async ({ page }) => {
    await open(page, "/connect");
    await page.getByRole("combobox", { name: "Quick Start" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(3);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Book a Family Consultation" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Book Your Free Discovery Call" })).toBeVisible();
  });

  test("Quick Start: a reading assessment opens the discovery call dialog", async ({ page }) => {
    await open(page, "/connect");
    await page.getByRole("combobox", { name: "Quick Start" }).click();
    await page.getByRole("option", { name: "Schedule a Reading Assessment" }).click();
    await expect(page.getByRole("dialog", { name: "Book Your Free Discovery Call" })).toBeVisible();
  });

  test("shows the contact card and the response-time note", async ({ request }) => {
    const html = await (await request.get("/connect")).text();
    expect(html).toContain("Contact Information");
    expect(html).toContain("hello@kindredpagesreading.com");
    expect(html).toContain("We reply to every message within 24 hours.");
    expect(html).toContain("Quick Start");
  });
});
