import { expect, test, type Page } from "@playwright/test";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { sampleTestimonials } from "#common/testimonials/testimonials.ts";
import { open, skipNewsletterOverlay } from "./support";

const carousel = (page: Page) => page.getByRole("region", { name: copy.label, exact: true });
const slide = (page: Page, position: number) => page.locator(`#testimonial-${position}`);

/** The slide at `position` fills the strip's view and "Showing N of M" says so. */
async function expectShowing(page: Page, position: number, count = 3) {
  await expect(carousel(page).getByText(copy.showing(position, count), { exact: true })).toBeVisible();
  // Settled on that slide, not passing it on the way: at it, and still for a few frames (a key
  // pressed in a smooth scroll's last frames moves on from where the strip then is, so the next
  // step's key would land on this same slide).
  const strip = page.getByRole("group", { name: copy.stripLabel });
  // (Waited for here, not in the page: some tests hold the page's clock.)
  const offset = () => strip.evaluate((element, at) => element.scrollLeft / element.clientWidth - at, position - 1);
  await expect
    .poll(async () => {
      const before = await offset();
      await page.waitForTimeout(50);
      return (await offset()) === before ? Math.abs(before) : Infinity;
    })
    .toBeLessThan(0.01);
  await expect(slide(page, position)).toBeInViewport({ ratio: 0.95 });
  for (let other = 1; other <= count; other++) {
    if (other !== position) await expect(slide(page, other)).not.toBeInViewport({ ratio: 0.05 });
  }
}

/** The pointer and focus leave the carousel (the page stays where it is). */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The home page with time standing still unless the test moves it, scrolled to the carousel. */
async function openWithTimeStill(page: Page) {
  await skipNewsletterOverlay(page);
  await page.clock.install({ time: new Date("2026-11-21T12:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-21T12:00:01Z"));
  await open(page, "/");
  const c = carousel(page);
  await c.scrollIntoViewIfNeeded();
  return c;
}

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

/** Home page: the testimonials come with the HTML (the home route's loader reads them on the server). */
test.describe("home page testimonials carousel", () => {
  test("the served carousel: the three built-in ones, nothing fetched, its controls, and the keyboard", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/testimonials")) fetched.push(request.url());
    });
    await skipNewsletterOverlay(page);
    await open(page, "/");
    const c = carousel(page);

    await test.step("is in the served page: the three built-in ones, and nothing is fetched for it", async () => {
      await c.scrollIntoViewIfNeeded();
      // Held still by the pointer while the test reads it.
      await c.hover();
      await expectShowing(page, 1);
      await expect(slide(page, 1)).toContainText(sampleTestimonials[0]!.content);
      await expect(slide(page, 1)).toContainText("Jasmine R.");
      await expect(slide(page, 1)).toContainText("Parent · Child age: 4 and 7");
      await page.waitForLoadState("networkidle");
      expect(fetched).toEqual([]);
      await expect(page.getByRole("status", { name: copy.loading })).toHaveCount(0);
    });

    await test.step("'Showing N of M' follows the strip when it is scrolled by keyboard", async () => {
      const strip = c.getByRole("group", { name: copy.stripLabel });
      await strip.scrollIntoViewIfNeeded();
      await strip.focus();
      await page.keyboard.press("ArrowRight");
      await expectShowing(page, 2);
      await page.keyboard.press("ArrowRight");
      await expectShowing(page, 3);
      await page.keyboard.press("ArrowLeft");
      await expectShowing(page, 2);
    });

    await test.step("previous and next wrap around and dots jump, within the strip: the page stays put", async () => {
      // From the first slide, as a visitor arriving finds it.
      await c.getByRole("link", { name: copy.show(1) }).click();
      await expectShowing(page, 1);
      await c.scrollIntoViewIfNeeded();
      const pageY = await page.evaluate(() => window.scrollY);
      await c.getByRole("link", { name: copy.previous }).click();
      await expectShowing(page, 3);
      await expect(slide(page, 3)).toContainText("Riverside Community Library");
      await expect(slide(page, 3)).toContainText("Organization Partner");
      await c.getByRole("link", { name: copy.next }).click();
      await expectShowing(page, 1);
      await c.getByRole("link", { name: copy.show(2) }).click();
      await expectShowing(page, 2);
      await expect(slide(page, 2)).toContainText("Marcus T.");
      await expect(c.getByRole("link", { name: copy.show(2) })).toHaveAttribute("aria-current", "true");
      await expect(c.getByRole("link", { name: copy.show(1) })).not.toHaveAttribute("aria-current", /.*/);
      // Only the slide in view is read out; the others wait their turn.
      await expect(c.getByRole("group", { name: "2 of 3" })).toBeVisible();
      await expect(c.getByRole("group", { name: "1 of 3" })).toHaveCount(0);
      // The controls now point at the new neighbours, and nothing moved the page or its address.
      await expect(c.getByRole("link", { name: copy.next })).toHaveAttribute("href", "#testimonial-3");
      await expect(c.getByRole("link", { name: copy.previous })).toHaveAttribute("href", "#testimonial-1");
      expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
      expect(new URL(page.url()).hash).toBe("");
    });
  });

  test("an address ending in #testimonial-3 opens on that slide", async ({ page }) => {
    await open(page, "/#testimonial-3");
    await carousel(page).hover();
    await expectShowing(page, 3);
    await expect(carousel(page)).toBeInViewport();
  });

  test("advances every 6.5 seconds, pauses while hovered or focused, and has a pause button", async ({ page }) => {
    const c = await openWithTimeStill(page);
    await page.mouse.move(0, 0);
    await expectShowing(page, 1);
    const status = c.locator("p[aria-live]");
    await expect(status).toContainText(copy.showing(1, 3));
    // Not announced while it moves on its own.
    await expect(status).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(6_400);
    await expectShowing(page, 1);
    await page.clock.runFor(200);
    await expectShowing(page, 2);

    await c.hover();
    await page.clock.runFor(20_000);
    await expectShowing(page, 2);
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_600);
    await expectShowing(page, 3);

    // Focus in the carousel pauses it too.
    await c.getByRole("group", { name: copy.stripLabel }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expectShowing(page, 3);
    await leave(page);
    // From the last slide it wraps around to the first.
    await page.clock.runFor(6_600);
    await expectShowing(page, 1);

    await c.getByRole("button", { name: copy.pause }).click();
    await leave(page);
    await page.clock.runFor(20_000);
    await expectShowing(page, 1);
    await expect(status).toHaveAttribute("aria-live", "polite");
    await c.getByRole("button", { name: copy.play }).click();
    await leave(page);
    await page.clock.runFor(6_600);
    await expectShowing(page, 2);
  });

  test("does not move on its own for visitors who prefer reduced motion, unless they press play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const c = await openWithTimeStill(page);
    await page.clock.runFor(30_000);
    await expectShowing(page, 1);
    await c.getByRole("button", { name: copy.play }).click();
    await leave(page);
    await page.clock.runFor(6_600);
    await expectShowing(page, 2);
  });

  test("before hydration the controls are links that already work, and nothing else can be pressed", async ({ page }) => {
    // Hold the page's scripts back, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const c = carousel(page);
    await c.scrollIntoViewIfNeeded();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);
    await expect(c.getByRole("button", { name: copy.pause })).toBeHidden();
    await expect(c.getByText(copy.showing(1, 3))).toBeVisible();
    await c.getByRole("link", { name: copy.next }).click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.95 });
    await expect(c).toBeInViewport();
    // Once hydrated, the carousel carries on from the slide in view.
    release();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expectShowing(page, 2);
    await expect(c.getByRole("button", { name: copy.pause })).toBeVisible();
    await c.getByRole("link", { name: copy.next }).click();
    await expectShowing(page, 3);
  });
});

/** /testimonials is the same page for everyone: its carousel fetches GET /api/testimonials once hydrated. */
test.describe("testimonials carousel fetched in the browser (/testimonials)", () => {
  test("shows a skeleton while loading and the error when the request fails", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/testimonials", async (route) => {
      await gate;
      await route.fulfill({ status: 503, body: "" });
    });
    await page.goto("/testimonials");
    await expect(page.getByRole("status", { name: copy.loading })).toBeVisible();
    release();
    await expect(page.getByRole("alert")).toContainText(copy.errorHeading);
    await expect(page.getByRole("alert")).toContainText(copy.serverAnswered(503));
  });

  test("with no published testimonials it shows the three built-in ones", async ({ page }) => {
    await open(page, "/testimonials");
    await carousel(page).scrollIntoViewIfNeeded();
    await expectShowing(page, 1);
    await expect(slide(page, 1)).toContainText("Jasmine R.");
  });

  test("a single testimonial shows no controls; long titles are cut at 60 characters", async ({ page }) => {
    await serve(page, { individuals: [person("Dana Marie Lee", { professional_title: "T".repeat(70) })], organizations: [] });
    await open(page, "/testimonials");
    const c = carousel(page);
    await expect(c.getByText(copy.showing(1, 1))).toBeVisible();
    await expect(c.getByText("Dana L.")).toBeVisible();
    await expect(c.getByText(`${"T".repeat(60)}...`)).toBeVisible();
    await expect(c.getByRole("link")).toHaveCount(0);
    await expect(c.getByRole("button")).toHaveCount(0);
  });

  test("falls back to the samples when a list fails", async ({ page }) => {
    await serve(page, { individuals: null, organizations: [] });
    await open(page, "/testimonials");
    await expect(carousel(page).getByText(copy.showing(1, 3))).toBeVisible();
    await expect(slide(page, 3)).toContainText("Riverside Community Library");
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
    await c.scrollIntoViewIfNeeded();
    await expect(slide(page, 1).getByText("OA", { exact: true })).toBeVisible();
    await expect(c.getByText("<script>window.__x = 1</script><b>Loved it</b>")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
    await c.getByRole("link", { name: copy.next }).click();
    await expectShowing(page, 2, 2);
    // "Jasmine R." is a known name: its illustrated avatar replaces the broken image.
    await expect(slide(page, 2).locator("img")).toHaveAttribute("src", "/images/testimonials/jasmine-r.svg");
  });
});
