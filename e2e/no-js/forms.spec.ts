import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { startFreshServer } from "../admin/support";
import { expectStored, isFormPost, storedRows } from "../support";

// Every form without JavaScript: a real POST to its page, the spec's messages under the fields
// (values kept), then the success message, and exactly one stored row. Nothing in a URL.

function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

// The test servers have no form-token floor (FORM_TOKEN_MIN_AGE_MS=0, scripts/e2e-server.mjs): this
// test alone runs on the real clock, on a server of its own with the real floor. It posts the form
// as a browser without JavaScript does, straight after receiving the page (a browser typing the
// answers in can take longer than the floor on a busy machine), then again 3 seconds later.
test("on the real clock, a form sent at once asks for a moment and stores nothing; sent after 3 seconds, it is stored", async ({ page }) => {
  const fresh = await startFreshServer({ NODE_ENV: "production" });
  try {
    const email = `too.fast.${Date.now()}@example.org`;
    const stored = () => {
      const db = new Database(fresh.databasePath, { readonly: true, fileMustExist: true });
      try {
        return (db.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = ?").get(email) as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const send = async (wait: number) => {
      const html = await (await page.request.get(`${fresh.origin}/connect`)).text();
      const token = /name="form_token" value="([^"]+)"/.exec(html)![1]!;
      if (wait) await page.waitForTimeout(wait);
      return page.request.post(`${fresh.origin}/connect`, {
        headers: { Origin: fresh.origin },
        form: { form_token: token, website: "", idempotency_key: "", first_name: "Ana", last_name: "Pérez", email, phone: "555-234-5678", child_age: "7", block: "explorers", message: "We are looking for chapter books our son will love." },
        maxRedirects: 0,
      });
    };
    const early = await send(0);
    expect(early.status()).toBe(400);
    expect(await early.text()).toContain("Please take a moment to review your submission");
    expect(stored()).toBe(0);
    // 2 seconds from the end of the token's second.
    const later = await send(3_100);
    expect(later.status()).toBeGreaterThanOrEqual(300);
    expect(later.headers().location).toMatch(/\/connect\?sent/);
    expect(stored()).toBe(1);
  } finally {
    fresh.stop();
  }
});

// axe needs scripts in the page, so its checks run in the desktop project (e2e/accessibility.spec.ts).

test("contact form: field errors with the values kept, then 'Message Sent!' and one stored message", async ({ page }) => {
  const email = `ana.nojs.${Date.now()}@example.org`;
  const urls = watchUrls(page);
  await page.goto("/connect");
  const form = page.locator("#contact-form");
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Your message").fill("Short");
  const post = page.waitForRequest((r) => isFormPost(r.url(), r.method(), "/connect"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await post).method()).toBe("POST");
  await expect(page.getByRole("alert").filter({ hasText: "Validation Error" })).toContainText("Please fix the errors in the form and try again.");
  await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Must be at least 10 characters")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Ana");
  await expect(form.getByLabel("Your message")).toHaveValue("Short");

  await form.getByLabel("Last name").fill("Pérez");
  await form.getByLabel("Email").fill(email.toUpperCase());
  await form.getByLabel("Phone").fill("555-234-5678");
  await form.getByLabel("Your child's age").selectOption("7");
  await form.getByLabel("What can we help with?").selectOption("explorers");
  await form.getByLabel("Your message").fill("We are looking for chapter books our son will love.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toContainText("Thank you for your message. We'll get back to you within 24 hours.");
  await expect(page.locator("#contact-form").getByLabel("First name")).toHaveValue("");
  const [row] = await expectStored("contact_messages", "email", email);
  expect(row).toMatchObject({ name: "Ana Pérez", child_age: 7, message: "Block Inquiry: explorers\nMessage: We are looking for chapter books our son will love." });
  expect(urls.filter((url) => url.includes("email=") || url.includes("first_name="))).toEqual([]);
  // Post/Redirect/Get: the confirmation has an address of its own, with nothing the visitor wrote in it.
  const at = new URL(page.url());
  expect(at.pathname + at.search + at.hash).toBe("/connect?sent#form-result");
});

test("a reload, or Back and the same answers sent again, stores nothing new", async ({ page }) => {
  const email = `resend.${Date.now()}@example.org`;
  const fill = async () => {
    const form = page.locator("#partnership-form");
    await form.getByLabel("Your name").fill("Rosa Martínez");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("School or organization").fill("Lincoln Elementary School");
    await form.getByLabel(/Tell us about your community/).fill("A family reading night for our K-2 families this spring.");
    await form.getByRole("button", { name: "Send Partnership Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inquiry Sent!" })).toContainText("Partnership inquiry sent successfully! We'll get back to you within 24-48 hours");
  };
  await page.goto("/schools");
  await fill();
  await expectStored("partnership_inquiries", "email", email);
  // The answer was a redirect: reloading the confirmation asks for it again, it posts nothing.
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && posts++));
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry Sent!" })).toBeVisible();
  expect(posts).toBe(0);
  // Back to the form, the same answers sent again from the same browser: the same inquiry.
  await page.goBack();
  await expect(page).toHaveURL(/\/schools$/);
  await fill();
  expect(posts).toBe(1);
  expect(storedRows("partnership_inquiries", "email", email)).toHaveLength(1);
});

test("feedback: 'Missing Required Fields' under the two required fields, then 'Feedback Submitted' with every answer stored", async ({ page }) => {
  const email = `fb.nojs.${Date.now()}@example.org`;
  await page.goto("/feedback");
  const form = page.locator("#feedback-form");
  await form.getByLabel(/What was the most valuable part/i).first().fill("The book list.");
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Missing Required Fields" })).toContainText(
    "Please fill in required fields (Full Name and Email Address).",
  );
  await expect(form.getByText("This field is required")).toHaveCount(2);
  await expect(form.getByLabel(/What was the most valuable part/i).first()).toHaveValue("The book list.");

  await form.getByLabel(/Full name/i).fill("Maya Johnson");
  await form.getByLabel(/Email address/i).fill(email);
  await form.getByRole("radiogroup").first().getByLabel(/^5/).check();
  await form.getByLabel("Increased reading frequency").check();
  await form.getByLabel("Better child engagement with books").check();
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Feedback Submitted" })).toContainText("Thank you for your feedback!");
  const [row] = await expectStored("feedback_submissions", "email_address", email);
  expect(row).toMatchObject({ full_name: "Maya Johnson", overall_satisfaction: 5, most_valuable_aspect: "The book list." });
  expect(JSON.parse(String(row!.reading_behavior_improvements))).toEqual(["Increased reading frequency", "Better child engagement with books"]);
});

test("the discovery call buttons lead to its page, whose form sends the request", async ({ page }) => {
  const email = `dana.nojs.${Date.now()}@example.org`;
  await page.goto("/services");
  await page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }).first().click();
  await expect(page).toHaveURL(/\/discovery-call$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a free 15-minute call" })).toBeVisible();
  const form = page.locator("main form");
  await form.getByLabel("Your name").fill("Dana Lee");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel("Your child's age").selectOption("2-3years");
  await form.getByLabel("What would you like to talk about?").fill("She only wants the same three books every night.");
  await page.getByRole("button", { name: "Request My Discovery Call" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request Sent!" })).toContainText(
    "Your discovery call request has been submitted. We'll contact you shortly via email!",
  );
  const [row] = await expectStored("discovery_call_requests", "parent_email", email);
  expect(row).toMatchObject({ parent_name: "Dana Lee", child_age: "2-3years", timezone: "EST", child_name: "" });
});

test("a bot that fills the trap field is refused and nothing is stored", async ({ page }) => {
  const email = `bot.${Date.now()}@example.org`;
  await page.goto("/discovery-call");
  const form = page.locator("main form");
  await form.getByLabel("Your name").fill("Bot Person");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel("Your child's age").selectOption("2-3years");
  await form.getByLabel("What would you like to talk about?").fill("Buy cheap things at our shop today.");
  await page.locator('input[name="website"]').fill("https://spam.example");
  await page.getByRole("button", { name: "Request My Discovery Call" }).click();
  await expect(page.getByRole("alert")).toContainText("Submission rejected: Bot activity detected");
  expect(storedRows("discovery_call_requests", "parent_email", email)).toHaveLength(0);
});

test("the footer's newsletter form opens the subscribe page in a new tab with the email, by POST", async ({ page, context }) => {
  await page.goto("/mission");
  const footer = page.locator("footer");
  const popup = page.waitForEvent("popup");
  // The new tab's way to Substack, asked for (this machine has no internet: the request is what counts).
  const toSubstack = context.waitForEvent("request", (request) => request.url().startsWith("https://kindredpages.substack.com/subscribe"));
  await footer.getByRole("textbox").fill("reader@example.org");
  await footer.getByRole("button", { name: /subscribe/i }).click();
  // A new tab opened (waited for: the test fails when none does).
  await popup;
  const request = await toSubstack;
  expect(new URL(request.url()).searchParams.get("email")).toBe("reader@example.org");
  // The email went to our server in the body of a POST, never in an address of ours.
  const posted = request.redirectedFrom() ?? request;
  expect(posted.method()).toBe("POST");
  expect(new URL(posted.url()).pathname).toBe("/subscribe");
  expect(posted.url()).not.toContain("reader");
  expect(page.url()).not.toContain("reader");
});

test("/subscribe asks for an email when none was given", async ({ page }) => {
  await page.goto("/subscribe");
  // What the newsletter sign-up keeps and why, as on the other forms.
  await expect(page.getByRole("main").getByRole("link", { name: "How we use this" })).toHaveAttribute("href", "/privacy#form-newsletter");
  await page.getByRole("button", { name: "Continue to the newsletter" }).click();
  await expect(page.getByRole("alert")).toContainText("Email Required");
  await expect(page.getByRole("alert")).toContainText("Please enter your email address to continue.");
});
