import { expect, test, type Page } from "@playwright/test";
import { open, skipNewsletterOverlay } from "./support";

const carousel = (page: Page) => page.getByRole("region", { name: "What families say", exact: true });

function serve(page: Page, body: unknown) {
  return page.route("**/api/testimonials", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(body) }));
}

const person = (full_name: string, extra: Record<string, unknown> = {}) => ({
  full_name,
  professional_title: null,
  experience_story: `${full_name} loves reading time now.`,
  profile_image_url: null,
  children_ages: null,
  ...extra,
});

test.describe("testimonials carousel", () => {
  test("with no published testimonials it shows the three built-in ones", async ({ page }) => {
    await open(page, "/testimonials");
    await expect(carousel(page).getByText("Showing 1 of 3 testimonials")).toBeVisible();
    await expect(carousel(page).getByText("Jasmine R.")).toBeVisible();
    await expect(carousel(page).getByText("Parent", { exact: false }).first()).toBeVisible();
  });

  test("previous and next wrap around; dots jump", async ({ page }) => {
    await open(page, "/testimonials");
    const c = carousel(page);
    await c.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(c.getByText("Showing 3 of 3 testimonials")).toBeVisible();
    await expect(c.getByText("Riverside Community Library").first()).toBeVisible();
    await expect(c.getByText("Organization Partner")).toBeVisible();
    await c.getByRole("button", { name: "Next testimonial" }).click();
    await expect(c.getByText("Showing 1 of 3 testimonials")).toBeVisible();
    await c.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(c.getByText("Showing 2 of 3 testimonials")).toBeVisible();
    await expect(c.getByText("Marcus T.")).toBeVisible();
    await expect(c.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute("aria-current", "true");
  });

  test("advances every 6.5 seconds, pauses while hovered or focused, and has a pause button", async ({ page }) => {
    await skipNewsletterOverlay(page);
    // Time stands still unless the test moves it.
    await page.clock.install({ time: new Date("2026-11-21T12:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-21T12:00:01Z"));
    await open(page, "/testimonials");
    const c = carousel(page);
    await expect(c.getByText("Showing 1 of 3 testimonials")).toBeVisible();
    await page.clock.runFor(6_400);
    await expect(c.getByText("Showing 1 of 3 testimonials")).toBeVisible();
    await page.clock.runFor(200);
    await expect(c.getByText("Showing 2 of 3 testimonials")).toBeVisible();

    await c.hover();
    await page.clock.runFor(20_000);
    await expect(c.getByText("Showing 2 of 3 testimonials")).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_600);
    await expect(c.getByText("Showing 3 of 3 testimonials")).toBeVisible();

    await c.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(20_000);
    await expect(c.getByText("Showing 3 of 3 testimonials")).toBeVisible();
    await c.getByRole("button", { name: "Play slideshow" }).click();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(6_600);
    await expect(c.getByText("Showing 1 of 3 testimonials")).toBeVisible();
  });

  test("does not move on its own for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await skipNewsletterOverlay(page);
    await page.clock.install();
    await open(page, "/testimonials");
    await page.clock.runFor(30_000);
    await expect(carousel(page).getByText("Showing 1 of 3 testimonials")).toBeVisible();
  });

  test("shows a skeleton while loading and the error when the request fails", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/testimonials", async (route) => {
      await gate;
      await route.abort();
    });
    await page.goto("/testimonials");
    await expect(page.getByRole("status", { name: "Loading testimonials" })).toBeVisible();
    release();
    await expect(page.getByRole("alert")).toContainText("Error loading testimonials");
  });

  test("a single testimonial shows no controls; long titles are cut at 60 characters", async ({ page }) => {
    await serve(page, { individuals: [person("Dana Marie Lee", { professional_title: "T".repeat(70) })], organizations: [] });
    await open(page, "/testimonials");
    const c = carousel(page);
    await expect(c.getByText("Showing 1 of 1 testimonials")).toBeVisible();
    await expect(c.getByText("Dana L.")).toBeVisible();
    await expect(c.getByText(`${"T".repeat(60)}...`)).toBeVisible();
    await expect(c.getByRole("button", { name: /testimonial/ })).toHaveCount(0);
    await expect(c.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
  });

  test("falls back to the samples when a list fails", async ({ page }) => {
    await serve(page, { individuals: null, organizations: [] });
    await open(page, "/testimonials");
    await expect(carousel(page).getByText("Showing 1 of 3 testimonials")).toBeVisible();
  });

  test("avatars: the image, else a known-name image, else initials; content stays text", async ({ page }) => {
    await serve(page, {
      individuals: [
        person("Olu Adeyemi", { profile_image_url: "/images/does-not-exist.png", experience_story: "<script>window.__x = 1</script><b>Loved it</b>" }),
        person("Jasmine Rivera", { profile_image_url: "/images/nope.png" }),
      ],
      organizations: [],
    });
    await open(page, "/testimonials");
    const c = carousel(page);
    await expect(c.getByText("OA", { exact: true })).toBeVisible();
    await expect(c.getByText("<script>window.__x = 1</script><b>Loved it</b>")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
    await c.getByRole("button", { name: "Next testimonial" }).click();
    // "Jasmine R." is a known name: its illustrated avatar replaces the broken image.
    await expect(c.locator("img")).toHaveAttribute("src", "/images/testimonials/jasmine-r.svg");
  });
});
