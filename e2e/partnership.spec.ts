import { violations } from "./axe";
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectStored, isFormPost, open, passFormFloor, pauseClock, storedRows } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const inquiryForm = (page: Page) => page.getByRole("form", { name: "Partnership inquiry" });
const send = (page: Page) => inquiryForm(page).getByRole("button", { name: "Send Partnership Inquiry" });

/** A mark no other test uses, for an email address of this test's own (tests share one server and database). */
function uniqueMark() {
  return `${test.info().workerIndex}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

async function fillInquiry(page: Page, email: string) {
  const form = inquiryForm(page);
  await form.getByLabel("Your name").fill("Rosa Martínez");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Phone").fill("(555) 234-5678");
  await form.getByLabel("School or organization").fill("Lincoln Elementary School");
  await form.getByLabel("Approximate number of students or families").fill("about 250 families");
  await form.getByLabel(/Tell us about your community/).fill("We'd love a Magic Reading Room night for our K-2 families this spring.");
  return form;
}

test.describe("partnership inquiry (/schools)", () => {
  test("the form sits in the inquiry section, and a school sends an inquiry", async ({ page }) => {
    await open(page, "/schools");
    await test.step("the form sits in the inquiry section with the required fields marked", async () => {
      const section = page.locator("#partnership-inquiry");
      await expect(section.getByRole("form", { name: "Partnership inquiry" })).toBeVisible();
      for (const label of ["Your name", "Work email", "School or organization", /Tell us about your community/]) {
        await expect(inquiryForm(page).getByLabel(label)).toHaveAttribute("aria-required", "true");
      }
      await expect(inquiryForm(page).getByLabel("Phone")).not.toHaveAttribute("aria-required", "true");
      await expect(inquiryForm(page).getByLabel("Approximate number of students or families")).not.toHaveAttribute("aria-required", "true");
      await expect(section.getByText("We reply to every partnership inquiry within 24-48 hours.")).toBeVisible();
    });

    await test.step("a school sends an inquiry: it is stored once, the success toast shows and the form clears", async () => {
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      const mark = uniqueMark();
      const email = `R.Martinez.${mark}@Lincoln-Elementary.org`;
      const form = await fillInquiry(page, email);
      await passFormFloor(page);
      const posted = page.waitForRequest((r) => isFormPost(r.url(), r.method(), "/schools"));
      await send(page).click();
      await posted;
      await expect(toast(page, "Inquiry Sent!")).toContainText(
        "Partnership inquiry sent successfully! We'll get back to you within 24-48 hours to discuss your literacy program needs.",
      );
      for (const label of ["Your name", "Work email", "Phone", "School or organization", "Approximate number of students or families"]) {
        await expect(form.getByLabel(label)).toHaveValue("");
      }
      await expect(form.getByLabel(/Tell us about your community/)).toHaveValue("");

      const [row] = await expectStored("partnership_inquiries", "email", email.toLowerCase());
      expect(row).toMatchObject({
        contact_name: "Rosa Martínez",
        phone: "(555) 234-5678",
        organization_name: "Lincoln Elementary School",
        students_count: "about 250 families",
        message: "We'd love a Magic Reading Room night for our K-2 families this spring.",
        status: "new",
      });
      // The page stays where it is, and no answer ever travelled in an address.
      expect(new URL(page.url()).pathname).toBe("/schools");
      for (const request of requests) {
        const url = new URL(request.url());
        expect(decodeURIComponent(url.pathname + url.search), request.url()).not.toContain(mark);
        for (const key of url.searchParams.keys()) expect(["contact_name", "email", "phone", "organization_name", "students_count", "message", "form_token"]).not.toContain(key);
      }
    });
  });

  test("a failed send, then invalid input", async ({ page }) => {
    await open(page, "/schools");
    await test.step("a failed send shows 'Failed to send partnership inquiry. Please try again.', keeps the answers, and a retry is stored once", async () => {
      const mark = uniqueMark();
      const email = `r.martinez.${mark}@lincoln-elementary.org`;
      const form = await fillInquiry(page, email);
      await passFormFloor(page);
      // The send fails; the page itself stays reachable (when it does not, the error page replaces the
      // form: a known app bug, see discovery-contact.spec.ts).
      await page.route("**/schools.data", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }) : route.fallback(),
      );
      await send(page).click();
      await expect(toast(page, "Error")).toContainText("Failed to send partnership inquiry. Please try again.");
      await expect(form.getByLabel("School or organization")).toHaveValue("Lincoln Elementary School");
      await expect(form.getByLabel("Work email")).toHaveValue(email);
      await expect(send(page)).toBeEnabled();
      await page.unrouteAll({ behavior: "wait" });
      expect(storedRows("partnership_inquiries", "email", email)).toEqual([]);
      await send(page).click();
      await expect(toast(page, "Inquiry Sent!")).toBeVisible();
      await expectStored("partnership_inquiries", "email", email, 1);
    });

    await test.step("invalid input: 'Validation Error', messages under the fields, focus on the first", async () => {
      const form = inquiryForm(page);
      await form.getByLabel("Work email").fill("not-an-email");
      await form.getByLabel("Phone").fill("12");
      await form.getByLabel(/Tell us about your community/).fill("Hi there");
      await send(page).click();
      await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form and try again.");
      const expected: Array<[string | RegExp, string]> = [
        ["Your name", "This field is required"],
        ["Work email", "Please enter a valid email address"],
        ["Phone", "Please enter a valid phone number"],
        ["School or organization", "This field is required"],
        [/Tell us about your community/, "Must be at least 10 characters"],
      ];
      for (const [label, message] of expected) {
        const field = form.getByLabel(label);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
        const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
        await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
      }
      await expect(form.getByLabel("Your name")).toBeFocused();
      // Editing a field clears its error, and only that field's.
      await form.getByLabel("Your name").fill("Rosa");
      await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");

      expect(await violations(page, "#partnership-inquiry")).toEqual([]);
    });
  });

  test("blocks after 3 attempts a minute with a live countdown, then reopens after 5 minutes", async ({ page }) => {
    await page.clock.install();
    // Five minutes of page time would otherwise bring up the newsletter invitation over the form.
    await page.addInitScript(() => sessionStorage.setItem("newsletter-overlay-dismissed", "true"));
    await open(page, "/schools");
    const form = inquiryForm(page);
    for (let i = 0; i < 3; i++) {
      await send(page).click();
      await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    }
    // Stop the clock so the countdown moves only when the test says so.
    await pauseClock(page);
    await send(page).click();
    await page.clock.runFor(50); // the toast is added on a zero-delay timer
    await expect(toast(page, "Too many attempts. Please wait 5 minutes before trying again.")).toBeVisible();
    await expect(form.getByText("Too many attempts. Please wait 300 seconds before trying again.")).toBeVisible();
    await expect(send(page)).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(form.getByText("Too many attempts. Please wait 290 seconds before trying again.")).toBeVisible();
    await expect(send(page)).toBeDisabled();
    await page.clock.runFor(290_000);
    await expect(send(page)).toBeEnabled();
    await expect(form.getByText(/Too many attempts/)).toHaveCount(0);
  });
});
