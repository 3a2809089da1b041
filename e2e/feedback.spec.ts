import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { open, settleToasts } from "./support";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const form = (page: Page) => page.getByRole("form", { name: "Client feedback" });
const section = (page: Page, name: string | RegExp) => form(page).getByRole("group", { name });

/** Picks a rating the keyboard way: focus the group's first point, then arrow keys. */
async function rateByKeyboard(page: Page, group: Locator, rating: number) {
  const radios = group.getByRole("radio");
  await radios.first().focus();
  if (rating === 1) await page.keyboard.press("Space");
  for (let i = 1; i < rating; i++) {
    // Hold the key until focus (and with it the choice) has moved to the next point.
    await page.keyboard.down("ArrowRight");
    await expect(radios.nth(i)).toBeFocused();
    await page.keyboard.up("ArrowRight");
  }
  await expect(group.getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(`^${rating}\\b`));
}

async function fillEverything(page: Page) {
  const about = section(page, /About You/);
  await about.getByLabel("Full name").fill("Maya Okafor");
  await about.getByLabel("Email address").fill("Maya@Example.com");
  await about.getByLabel("Phone number").fill("(555) 234-5678");
  await about.getByLabel("Date of your session").fill("03/14/2025");
  await about.getByLabel("Your children's ages").fill("4 and 7");

  const overall = section(page, /Your Overall Experience/);
  await rateByKeyboard(page, overall.getByRole("radiogroup", { name: /Overall, how satisfied/ }), 5);
  await overall.getByLabel("What was the most valuable part of working with us?").fill("The shelf audit opened our eyes.");

  const ratings = section(page, /Rating Our Services/);
  const groups = ratings.getByRole("radiogroup");
  await expect(groups).toHaveCount(5);
  for (const [index, value] of [5, 4, 5, 3, 4].entries()) await rateByKeyboard(page, groups.nth(index), value);

  const home = section(page, /Changes at Home/);
  await home.getByRole("checkbox", { name: "Increased reading frequency" }).check();
  await home.getByRole("checkbox", { name: "Growth in vocabulary and language skills" }).check();
  await home.getByLabel(/more diverse book collection/).fill("She asks for the books with kids who look like her.");
  await home.getByLabel(/sparked conversations/).fill("We talked about moving to a new city.");
  await home.getByLabel(/other positive changes/).fill("Bedtime is calmer.");

  const story = section(page, /Your Story/);
  await story.getByLabel(/In your own words/).fill("Reading used to be a fight. Now it is the best part of our evening.");
  await story.getByRole("checkbox", { name: /share my story as a testimonial/ }).check();

  const ahead = section(page, /Looking Ahead/);
  await ahead.getByLabel(/even better/).fill("More books in Igbo, please.");
  await ahead.getByLabel(/other services/).fill("A book club for siblings.");
  await ahead.getByLabel(/Anything else/).fill("Thank you!");

  const permissions = section(page, "How We May Use Your Feedback");
  const boxes = permissions.getByRole("checkbox");
  await expect(boxes).toHaveCount(5);
  for (let i = 0; i < 5; i++) await boxes.nth(i).check();
}

test.describe("feedback form (/feedback)", () => {
  test("shows the six sections and the five usage permissions", async ({ page }) => {
    await open(page, "/feedback");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design Your Library");
    await expect(form(page).locator(":scope > fieldset > legend")).toHaveText([
      /About You/,
      /Your Overall Experience/,
      /Rating Our Services/,
      /Changes at Home/,
      /Your Story/,
      /Looking Ahead/,
      /How We May Use Your Feedback/,
    ]);
    const permissions = section(page, "How We May Use Your Feedback").getByRole("checkbox");
    await expect(permissions).toHaveCount(5);
    await expect(permissions.nth(0)).toHaveAccessibleName(/testimonial/);
    await expect(permissions.nth(1)).toHaveAccessibleName(/results/);
    await expect(permissions.nth(2)).toHaveAccessibleName(/social media/);
    await expect(permissions.nth(3)).toHaveAccessibleName(/future case studies/);
    await expect(permissions.nth(4)).toHaveAccessibleName(/photos .* marketing/);
    await expect(section(page, /Changes at Home/).getByRole("checkbox")).toHaveCount(6);
    // The overall rating is marked required with an asterisk; the scale is explained once per section.
    await expect(section(page, /Your Overall Experience/).getByText("*")).toBeVisible();
    for (const name of [/Your Overall Experience/, /Rating Our Services/]) {
      await expect(section(page, name).getByRole("list", { name: "Rating scale:" }).getByRole("listitem")).toHaveText([
        "1 = Poor",
        "2 = Fair",
        "3 = Good",
        "4 = Very good",
        "5 = Excellent",
      ]);
    }
    await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  });

  test("without name and email: 'Missing Required Fields', both fields marked, focus on the first", async ({ page }) => {
    await open(page, "/feedback");
    await rateByKeyboard(page, page.getByRole("radiogroup", { name: /Overall, how satisfied/ }), 4);
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/submit-feedback")) posted = true;
    });
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page, "Missing Required Fields")).toContainText("Please fill in required fields (Full Name and Email Address).");
    for (const label of ["Full name", "Email address"]) {
      const field = form(page).getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const describedBy = await field.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("This field is required");
    }
    await expect(page.getByLabel("Full name")).toBeFocused();
    // Only the missing one stays marked; the overall rating is not enforced.
    await page.getByLabel("Full name").fill("Maya Okafor");
    await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(form(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Email address")).toBeFocused();
    expect(posted).toBe(false);
  });

  test("a complete response is sent, stored (201) and the form is reset", async ({ page }) => {
    await open(page, "/feedback");
    await fillEverything(page);
    // Hold the request a moment so the submitting state is visible, then let the real server answer.
    await page.route("**/api/submit-feedback", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const response = page.waitForResponse((r) => r.url().endsWith("/api/submit-feedback"));
    const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/submit-feedback"));
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    const sending = page.getByRole("button", { name: "Submitting Feedback..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    const body = (await requestPromise).postDataJSON();
    expect(body).toMatchObject({
      full_name: "Maya Okafor",
      email_address: "Maya@Example.com",
      session_date: "03/14/2025",
      overall_satisfaction: 5,
      quality_deliverables_rating: 5,
      book_selections_rating: 4,
      book_collection_family_values_rating: 5,
      fiction_recommendations_rating: 3,
      ongoing_email_support_rating: 4,
      reading_behavior_improvements: ["Increased reading frequency", "Growth in vocabulary and language skills"],
      website_testimonial_permission: true,
      permission_use_instructional: true,
      permission_share_with_clients: true,
      permission_share_feedback_social: true,
      permission_testimonial_future_stories: true,
      permission_contact_marketing: true,
      website: "",
    });
    expect(body.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(typeof (await answer.json()).id).toBe("number");
    await expect(toast(page, "Feedback Submitted")).toContainText("Thank you for your feedback! Your response has been submitted successfully.");
    await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(form(page).getByLabel("Email address")).toHaveValue("");
    await expect(page.getByLabel(/In your own words/)).toHaveValue("");
    await expect(form(page).getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(form(page).getByRole("checkbox", { checked: true })).toHaveCount(0);

    // The next response gets a new idempotency key, so it is stored as a new row.
    await page.unrouteAll();
    await page.getByLabel("Full name").fill("Maya Okafor");
    await form(page).getByLabel("Email address").fill("maya@example.com");
    const second = page.waitForRequest((r) => r.url().endsWith("/api/submit-feedback"));
    const secondAnswer = page.waitForResponse((r) => r.url().endsWith("/api/submit-feedback"));
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    expect((await second).postDataJSON().idempotency_key).not.toBe(body.idempotency_key);
    expect((await (await secondAnswer).json()).id).not.toBe((await answer.json()).id);
  });

  test("a server failure shows 'Submission Error' and keeps the answers", async ({ page }) => {
    await open(page, "/feedback");
    await page.route("**/api/submit-feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await form(page).getByLabel("Full name").fill("Maya Okafor");
    await form(page).getByLabel("Email address").fill("maya@example.com");
    await rateByKeyboard(page, page.getByRole("radiogroup", { name: /Overall, how satisfied/ }), 3);
    await page.getByRole("checkbox", { name: "Better child engagement with books" }).check();
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page, "Submission Error")).toContainText("There was an error submitting your feedback. Please try again.");
    await expect(page.getByLabel("Full name")).toHaveValue("Maya Okafor");
    await expect(page.getByRole("radiogroup", { name: /Overall, how satisfied/ }).getByRole("radio", { name: /^3\b.*Good$/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Better child engagement with books" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`has no axe violations with errors showing (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, "/feedback");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByLabel("Full name")).toBeFocused();
      await rateByKeyboard(page, page.getByRole("radiogroup", { name: /Overall, how satisfied/ }), 4);
      await settleToasts(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
