import { violations } from "./axe";
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectStored, isFormPost, open, passFormFloor, pauseClock, settleToasts, skipNewsletterOverlay, storedRows } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const discoveryDialog = (page: Page) => page.getByRole("dialog", { name: "Book a free 15-minute call" });
const requestCall = (page: Page) => discoveryDialog(page).getByRole("button", { name: "Request My Discovery Call" });

/** A mark no other test uses, for an email address of this test's own (tests share one server and database). */
function uniqueMark() {
  return `${test.info().workerIndex}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Every request the page makes from now on. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** No request carried the visitor's answers in its address: not the mark in their email, not a field name as a parameter. */
function expectNoAnswersInUrls(requests: Request[], mark: string, fieldNames: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const url = new URL(request.url());
    expect(decodeURIComponent(url.pathname + url.search), request.url()).not.toContain(mark);
    for (const key of url.searchParams.keys()) expect(fieldNames, request.url()).not.toContain(key);
  }
}

const discoveryFields = ["parent_name", "parent_email", "parent_phone", "child_age", "preferred_time", "hear_about_us", "challenges", "slot", "parent_time_zone", "form_token", "idempotency_key", "website"];
const contactFields = ["first_name", "last_name", "email", "phone", "child_age", "block", "message", "hear_about_us", "form_token", "idempotency_key", "website"];

/** The Quick Start's consultation link is a link to the discovery call page; once hydrated it opens the dialog there and then. */
async function openDiscoveryFromQuickStart(page: Page, where: "quick start" | "header" = "quick start") {
  // The call has one name (issue 33): the Quick Start's link and the header's say the same.
  const scope = where === "header" ? page.getByRole("banner") : page.getByRole("region", { name: "Quick Start" });
  const link = scope.getByRole("link", { name: "Book a free 15-minute call" });
  await expect(link).toHaveAttribute("href", "/discovery-call");
  await link.click();
  const dialog = discoveryDialog(page);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/connect");
  return dialog;
}

async function fillDiscovery(page: Page, email: string) {
  const dialog = discoveryDialog(page);
  await dialog.getByLabel("Your name").fill("Dana Lee");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("(555) 234-5678");
  await dialog.getByLabel("Your child's age").selectOption("2-3years");
  await dialog.getByLabel("Best time for a call").selectOption("evening-weekday");
  await dialog.getByLabel("What would you like to talk about?").fill("She only wants the same three books every night.");
}

test.describe("discovery call dialog", () => {
  test("a visitor books a call, then starts another and closes it before sending", async ({ page }) => {
    await open(page, "/connect");
    await test.step("a visitor books a call: it is stored once, success toast, the confirmation stays in the dialog above the cleared form until she closes it", async () => {
      const requests = recordRequests(page);
      const mark = uniqueMark();
      const email = `Dana.${mark}@Example.com`;
      const dialog = await openDiscoveryFromQuickStart(page);
      await fillDiscovery(page, email);
      await passFormFloor(page);
      const posted = page.waitForRequest((r) => isFormPost(r.url(), r.method(), "/discovery-call"));
      await requestCall(page).click();
      await posted;
      await expect(toast(page, "Request Sent!")).toContainText("Your discovery call request has been submitted. We'll contact you shortly via email!");
      // The confirmation stays (issue 42): in the dialog, focused, the form below it cleared.
      const confirmation = dialog.locator("#form-result");
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toContainText("Request Sent!");
      await expect(dialog.getByLabel("Your name")).toHaveValue("");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      const [row] = await expectStored("discovery_call_requests", "parent_email", email.toLowerCase());
      expect(row).toMatchObject({
        parent_name: "Dana Lee",
        parent_phone: "(555) 234-5678",
        child_name: "",
        child_age: "2-3years",
        challenges: "She only wants the same three books every night.",
        preferred_time: "evening-weekday",
        timezone: "EST",
        hear_about_us: "",
        status: "new",
      });

      const again = await openDiscoveryFromQuickStart(page);
      for (const label of ["Your name", "Email", "Phone", "Your child's age", "Best time for a call", "What would you like to talk about?"]) {
        await expect(again.getByLabel(label)).toHaveValue("");
      }
      // She moved on: a new visit to the form has no old confirmation.
      await expect(again.locator("#form-result")).toHaveCount(0);
      expectNoAnswersInUrls(requests, mark, discoveryFields);
      // Closed again, empty, for the next step.
      await page.keyboard.press("Escape");
      await expect(again).toBeHidden();
    });

    await test.step("closing the dialog before sending keeps what was typed for next time, and sends nothing", async () => {
      const requests = recordRequests(page);
      const mark = uniqueMark();
      const email = `dana.${mark}@example.com`;
      const dialog = await openDiscoveryFromQuickStart(page);
      await fillDiscovery(page, email);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The header's booking button opens the same dialog, with the answers still there.
      const again = await openDiscoveryFromQuickStart(page, "header");
      await expect(again.getByLabel("Your name")).toHaveValue("Dana Lee");
      await expect(again.getByLabel("Email")).toHaveValue(email);
      await expect(again.getByLabel("Your child's age")).toHaveValue("2-3years");
      await expect(again.getByLabel("Best time for a call")).toHaveValue("evening-weekday");
      await expect(again.getByLabel("What would you like to talk about?")).toHaveValue("She only wants the same three books every night.");
      expect(requests.filter((r) => isFormPost(r.url(), r.method(), "/discovery-call"))).toEqual([]);
      expect(storedRows("discovery_call_requests", "parent_email", email)).toEqual([]);
    });
  });

  test("a failed send in the dialog, then the header's booking button", async ({ page }) => {
    await open(page, "/connect");
    await test.step("a failed send shows the fallback, a refusal shows the server's message; answers stay and a retry is stored once", async () => {
      const mark = uniqueMark();
      const email = `dana.${mark}@example.com`;
      const dialog = await openDiscoveryFromQuickStart(page);
      await fillDiscovery(page, email);
      await passFormFloor(page);

      // The send fails (only the dialog's POST goes to /discovery-call.data; the page behind it, /connect,
      // stays reachable: see the known-bug test below for when it does not).
      await page.route("**/discovery-call.data", (route) => route.fulfill({ status: 503, body: "upstream down" }));
      await requestCall(page).click();
      await expect(toast(page, "Error")).toContainText("Failed to submit request. Please try again.");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your name")).toHaveValue("Dana Lee");
      await expect(requestCall(page)).toBeEnabled();
      await page.unrouteAll({ behavior: "wait" });

      // The real server refuses a form whose signed token is not its own. (The hook writes its
      // current token into the hidden field on every send, so the token is spoilt on the way.)
      await page.route("**/discovery-call.data", (route) => {
        const body = new URLSearchParams(route.request().postData() ?? "");
        expect(body.get("form_token")).toBeTruthy();
        body.set("form_token", "not-a-real-token");
        return route.continue({ postData: body.toString() });
      });
      await requestCall(page).click();
      await expect(toast(page, "Form session expired. Please refresh and try again")).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await expect(dialog.getByLabel("What would you like to talk about?")).toHaveValue("She only wants the same three books every night.");
      await page.unrouteAll({ behavior: "wait" });
      expect(storedRows("discovery_call_requests", "parent_email", email)).toEqual([]);

      // Sending again goes through, and is stored once.
      await requestCall(page).click();
      await expect(toast(page, "Request Sent!")).toBeVisible();
      await expect(dialog.locator("#form-result")).toContainText("Request Sent!");
      await expectStored("discovery_call_requests", "parent_email", email, 1);
      // Closed, for the steps below.
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step("contact form on /connect: the header's booking button opens the discovery call dialog", async () => {
      await openDiscoveryFromQuickStart(page, "header");
    });
  });

});

test.describe("contact form on /connect", () => {
  async function fillContact(page: Page, email: string) {
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Last name").fill("Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("555-234-5678");
    await form.getByLabel("Your child's age").selectOption("7");
    await form.getByLabel("What can we help with?").selectOption("explorers");
    await form.getByLabel("Your message").fill("We are looking for chapter books our son will love.");
    return form;
  }

  test("sends a message to the page's action, then marks every required field of the emptied form", async ({ page }) => {
    await open(page, "/connect");
    await test.step("sends a message to the page's action: stored once, 'Message Sent!' and the form clears", async () => {
      const requests = recordRequests(page);
      const mark = uniqueMark();
      const email = `Ana.${mark}@Example.org`;
      const form = await fillContact(page, email);
      await passFormFloor(page);
      const posted = page.waitForRequest((r) => isFormPost(r.url(), r.method(), "/connect"));
      await form.getByRole("button", { name: "Send Message" }).click();
      await posted;
      await expect(toast(page, "Message Sent!")).toContainText("Thank you for your message. We'll get back to you within 24 hours.");
      await expect(form.getByLabel("First name")).toHaveValue("");
      await expect(form.getByLabel("Email")).toHaveValue("");
      await expect(form.getByLabel("What can we help with?")).toHaveValue("");
      await expect(form.getByLabel("Your message")).toHaveValue("");
      const [row] = await expectStored("contact_messages", "email", email.toLowerCase());
      expect(row).toMatchObject({
        name: "Ana Pérez",
        phone: "555-234-5678",
        child_age: 7,
        message: "Block Inquiry: explorers\nMessage: We are looking for chapter books our son will love.",
        hear_about_us: "",
        status: "new",
        language: "en",
      });
      expect(new URL(page.url()).pathname).toBe("/connect");
      expectNoAnswersInUrls(requests, mark, contactFields);
    });

    await test.step("marks every required field and clears an error when the field is edited", async () => {
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
  });

  test("its checks load at the first interaction, not with the page; a form sent before they have loaded is checked in the browser all the same", async ({ page }) => {
    await open(page, "/connect");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const posts = recordRequests(page);
    // The page has hydrated and sits idle: nothing more is fetched for the form.
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    // Sent at once, with no focus, touch or click before (as a script or a password manager might):
    // the checks load, then the same send is checked in the browser and never posted.
    const form = page.getByRole("region", { name: "Send Us a Message" });
    await page.locator("#contact-form").evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form and try again.");
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First name")).toBeFocused();
    expect(scripts.length).toBeGreaterThan(0);
    expect(posts.filter((request) => isFormPost(request.url(), request.method(), "/connect"))).toEqual([]);
  });

  test("focusing a field starts loading the form's checks", async ({ page }) => {
    await open(page, "/connect");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await page.getByRole("region", { name: "Send Us a Message" }).getByLabel("First name").focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
  });

  test("a failed send of the contact form, then invalid input in the dialog", async ({ page }) => {
    await open(page, "/connect");
    await test.step("a failed send shows 'Failed to send message. Please try again.', keeps the answers, and a retry is stored once", async () => {
      const mark = uniqueMark();
      const email = `ana.${mark}@example.org`;
      const form = await fillContact(page, email);
      await passFormFloor(page);
      // The send is lost on the way (the page itself stays reachable: see the known-bug test below).
      await page.route("**/connect.data", (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
      await expect(form.getByLabel("First name")).toHaveValue("Ana");
      await expect(form.getByLabel("Your message")).toHaveValue("We are looking for chapter books our son will love.");
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
      await page.unrouteAll({ behavior: "wait" });
      expect(storedRows("contact_messages", "email", email)).toEqual([]);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message Sent!")).toBeVisible();
      await expectStored("contact_messages", "email", email, 1);
    });

    await test.step("discovery call dialog: invalid input: 'Validation Error', messages under the fields, focus on the first, dialog stays open", async () => {
      const requests = recordRequests(page);
      const dialog = await openDiscoveryFromQuickStart(page);
      await dialog.getByLabel("Email").fill("not-an-email");
      await requestCall(page).click();
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
      // Nothing went to the server.
      expect(requests.filter((r) => r.method() === "POST")).toEqual([]);
    });
  });

  test("the contact form when the server is down altogether, then the dialog's accessibility while open", async ({ page }) => {
    await open(page, "/connect");
    await test.step("when the server is down altogether, the form stays with the fallback toast and the answers", async () => {
      // No reload of the page's data follows a send, so a server that is down altogether leaves the form,
      // the fallback toast and the answers in place.
      const form = await fillContact(page, `ana.${uniqueMark()}@example.org`);
      await passFormFloor(page);
      await page.route("**/connect.data", (route) => route.fulfill({ status: 503, body: "down" }));
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
      await expect(form.getByLabel("First name")).toHaveValue("Ana");
      await page.unrouteAll({ behavior: "wait" });
    });

    await test.step("discovery call dialog: is accessible while open", async () => {
      await openDiscoveryFromQuickStart(page);
      await requestCall(page).click();
      await expect(toast(page, "Validation Error")).toBeVisible();
      await settleToasts(page);
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  });

  test("a form sent within 2 seconds asks the visitor to take a moment; the contact form blocks after 3 attempts a minute", async ({ page }) => {
    await skipNewsletterOverlay(page);
    await page.clock.install();
    await open(page, "/connect");
    await test.step("discovery call dialog: a form sent within 2 seconds asks the visitor to take a moment", async () => {
      const requests = recordRequests(page);
      const mark = uniqueMark();
      const email = `dana.${mark}@example.com`;
      const dialog = await openDiscoveryFromQuickStart(page);
      // The page's clock stands still while the answers are typed (however long a busy machine takes): sent at once.
      await pauseClock(page);
      await fillDiscovery(page, email);
      await requestCall(page).click();
      await page.clock.resume(); // the checks ran on the click; the toast runs on timers
      await expect(toast(page, "Error")).toContainText("Please take a moment to review your submission");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your name")).toHaveValue("Dana Lee");
      expect(requests.filter((r) => r.method() === "POST").map((r) => r.url())).toEqual([]);
      expect(storedRows("discovery_call_requests", "parent_email", email)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("blocks after 3 attempts a minute with a live countdown, then reopens after 5 minutes", async () => {
      const form = page.getByRole("region", { name: "Send Us a Message" });
      const send = form.getByRole("button", { name: "Send Message" });
      for (let i = 0; i < 3; i++) {
        await send.click();
        await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      }
      // Stop the clock so the countdown moves only when the test says so.
      await pauseClock(page);
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
  });

  test("a link from another page prefills the contact form; the dialog stays open when the server is down altogether", async ({ page }) => {
    await open(page, "/connect?topic=adventurers&subject=Join%20group%3A%20Bilingual%20Storytime");
    await test.step("links from other pages prefill the topic and the message", async () => {
      const form = page.getByRole("region", { name: "Send Us a Message" });
      await expect(form.getByLabel("What can we help with?")).toHaveValue("adventurers");
      await expect(form.getByLabel("Your message")).toHaveValue(/^Join group: Bilingual Storytime/);
    });

    await test.step("discovery call dialog: when the server is down altogether, the dialog stays open with the fallback toast and the answers", async () => {
      // A send does not reload the page's data (the form holds its own token and key), so a server that
      // is down altogether cannot replace the page behind the dialog with the error page.
      const dialog = await openDiscoveryFromQuickStart(page);
      await fillDiscovery(page, `dana.${uniqueMark()}@example.com`);
      await passFormFloor(page);
      await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 503, body: "down" }));
      await requestCall(page).click();
      await expect(toast(page, "Error")).toContainText("Failed to submit request. Please try again.");
      await expect(dialog.getByLabel("Your name")).toHaveValue("Dana Lee");
    });
  });

  test("Quick Start: the community link in a new tab, and every link by keyboard", async ({ page, context }) => {
    await context.route("https://www.instagram.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>social</title>" }));
    await open(page, "/connect");

    await test.step("Quick Start: community opens the social page in a new tab", async () => {
      const community = page.getByRole("region", { name: "Quick Start" }).getByRole("link", { name: /Join the Reading Community/ });
      await expect(community).toHaveAttribute("href", "https://www.instagram.com/kindredpagesreading");
      await expect(community).toHaveAttribute("target", "_blank");
      await expect(community).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(community).toHaveAccessibleName(/opens in a new tab/);
      const [popup] = await Promise.all([page.waitForEvent("popup"), community.click()]);
      await expect(popup).toHaveURL("https://www.instagram.com/kindredpagesreading");
      // The new tab cannot reach back into the site's page.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe("/connect");
    });

    await test.step("Quick Start works by keyboard: Tab reaches each link, Enter on one opens the discovery call dialog", async () => {
      const quickStart = page.getByRole("region", { name: "Quick Start" });
      // The last control of the contact form (its "How we use this" link) comes just before the Quick Start.
      await page.getByRole("main").getByRole("link", { name: "How we use this" }).focus();
      for (const name of ["Book a free 15-minute call", /Join the Reading Community/]) {
        await page.keyboard.press("Tab");
        await expect(quickStart.getByRole("link", { name })).toBeFocused();
      }
      await page.keyboard.press("Shift+Tab");
      await expect(quickStart.getByRole("link", { name: "Book a free 15-minute call" })).toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = discoveryDialog(page);
      await expect(dialog).toBeVisible();
      // Focus moves into the dialog, and the page stays where it was.
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/connect");
      // Closing it hands focus back to the link that opened it (WCAG 2.4.3).
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(quickStart.getByRole("link", { name: "Book a free 15-minute call" })).toBeFocused();
    });
  });

  test("shows the contact card and the response-time note", async ({ request }) => {
    const html = await (await request.get("/connect")).text();
    expect(html).toContain("Contact Information");
    expect(html).toContain("hello@kindredpagesreading.com");
    expect(html).toContain("We reply to every message within 24 hours.");
    expect(html).toContain("Quick Start");
  });
});
