import { expect, test, type Page } from "@playwright/test";
import { makeTall, open } from "./support";

/** Opens the home page and scrolls to its FAQ, far down; returns the heading and where it sits. */
async function readToHomeFaq(page: Page) {
  await open(page, "/");
  const heading = page.locator("#faq-title");
  await heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  return { heading, before };
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("main tabs lead to their pages and mark the current one", async ({ page }) => {
    await open(page, "/services");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Partnerships" }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await nav.getByRole("link", { name: "Assessment" }).click();
    await expect(page).toHaveURL(/\/interactive-tools$/);
    await nav.getByRole("link", { name: "Connect Now" }).click();
    await expect(page).toHaveURL(/\/connect$/);
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("About and Resources dropdowns work by keyboard and highlight their section", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const resources = nav.getByRole("button", { name: "Resources" });
    await resources.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Science", "FAQ", "Methodology", "Blog", "Events"]);
    await expect(menu.getByRole("menuitem", { name: "Science" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "FAQ" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(nav.getByRole("button", { name: /Resources/ })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("button", { name: /About/ })).not.toHaveAttribute("data-active", "true");

    await nav.getByRole("button", { name: /About/ }).click();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(["Our Founder", "Our Mission", "Testimonials"]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await nav.getByRole("button", { name: /About/ }).click();
    await page.getByRole("menuitem", { name: "Our Mission" }).click();
    await expect(page).toHaveURL(/\/mission$/);
    await expect(nav.getByRole("button", { name: /About/ })).toHaveAttribute("data-active", "true");
  });

  test("the header menus follow the menu-button pattern: arrows, Home/End, a first letter, Tab and a click outside", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const resources = nav.getByRole("button", { name: "Resources" });
    await expect(resources).toHaveAttribute("aria-haspopup", "menu");
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await resources.focus();
    await page.keyboard.press("ArrowUp");
    const menu = page.getByRole("menu", { name: "Resources" });
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem", { name: "Events" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Science" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Events" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.getByRole("menuitem", { name: "Science" })).toBeFocused();
    await page.keyboard.press("b");
    await expect(menu.getByRole("menuitem", { name: "Blog" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(resources).toBeFocused();

    await page.keyboard.press(" ");
    await expect(menu.getByRole("menuitem", { name: "Science" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toHaveCount(0);

    await resources.click();
    await expect(menu).toBeVisible();
    await page.locator("main h1").first().click();
    await expect(menu).toHaveCount(0);
    await resources.click();
    await resources.click();
    await expect(menu).toHaveCount(0);
  });

  test("the tagline shows from tablet width up", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByText("Where Family Values Meet Reading Adventures").first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByText("Where Family Values Meet Reading Adventures").first()).toBeHidden();
  });

  test("the header shadow strengthens past 50 px and the scroll-to-top button appears past half the window", async ({ page }) => {
    await open(page, "/faq");
    await makeTall(page);
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    const toTop = page.getByRole("link", { name: "Scroll to top" });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.5 + 20));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test("a link to the open page scrolls to the top instead of navigating", async ({ page }) => {
    await open(page, "/faq");
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => history.length);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Resources/ }).click();
    await page.getByRole("menuitem", { name: "FAQ" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test("each route change starts at the top of the page", async ({ page }) => {
    await open(page, "/faq");
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Founder" }).click();
    await expect(page).toHaveURL(/\/founder$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload keeps the reader's place on a long page", async ({ page }) => {
    const { heading, before } = await readToHomeFaq(page);
    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    expect(await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(before);
  });

  test("going back after following a header link returns the reader to the same place", async ({ page }) => {
    const { heading, before } = await readToHomeFaq(page);
    // A plain click, as a tap: Playwright's own click first scrolls to bring the link "into view",
    // and for a link in the sticky header that moves the page under it.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/$/);
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });

  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await open(page, "/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("breadcrumbs show on inner pages, not on home", async ({ page }) => {
    await open(page, "/book-selection");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Methodology"]);
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByText("Methodology")).toHaveAttribute("aria-current", "page");
    await expect(trail.getByRole("link", { name: "Methodology" })).toHaveCount(0);
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await open(page, "/education/ages-3-5");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Educational Resources",
      "Ages 3-5",
    ]);
  });
});

test.describe("footer", () => {
  test("has its four columns, terms, mail and social links, and the badges", async ({ page }) => {
    await open(page, "/services");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Services", "About", "Newsletter", "Contact"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer.getByRole("link", { name: "Our Founder" })).toHaveAttribute("href", "/founder");
    await expect(footer.getByRole("link", { name: "Our Mission" })).toHaveAttribute("href", "/mission");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    const social = footer.getByRole("link", { name: /on Instagram/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByText("Secure", { exact: true })).toBeVisible();
    await expect(footer.getByText("Private", { exact: true })).toBeVisible();
  });

  test("newsletter subscribe does nothing when empty and opens the platform with the email otherwise", async ({ page, context }) => {
    await open(page, "/services");
    // Answer the newsletter platform locally: tests never leave the machine.
    await context.route("https://kindredpages.substack.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Subscribe</title>" }));
    const footer = page.getByRole("contentinfo");
    let popups = 0;
    page.on("popup", () => (popups += 1));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
    await footer.getByLabel("Your email address").fill("parent@example.com");
    const [popup] = await Promise.all([page.waitForEvent("popup"), footer.getByRole("button", { name: "Subscribe" }).click()]);
    expect(popup.url()).toBe("https://kindredpages.substack.com/subscribe?email=parent%40example.com");
  });

  test("the #services link goes to the home page's services section", async ({ page }) => {
    await open(page, "/faq");
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator("#services")).toBeInViewport();
    // On the home page it scrolls without reloading.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
    await expect(page.locator("#services")).toBeInViewport();
  });
});

test.describe("mobile navigation at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens a right-side panel titled Navigation that closes when a link is chosen", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const panel = page.getByRole("dialog", { name: "Navigation" });
    await expect(panel).toBeVisible();
    // Measured once the slide-in has finished: the panel hugs the right edge.
    await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0))).toBe(390);
    const box = await panel.boundingBox();
    await expect(panel.getByRole("heading", { name: "About" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Resources" })).toBeVisible();
    await expect(panel.getByRole("link")).toHaveText([
      "Home", "Services", "Partnerships", "Assessment",
      "Our Founder", "Our Mission", "Testimonials",
      "Science", "FAQ", "Methodology", "Blog", "Events",
      "Connect Now",
    ]);
    const connect = panel.getByRole("link", { name: "Connect Now" });
    const connectBox = await connect.boundingBox();
    expect(connectBox!.width).toBeGreaterThan(box!.width - 60);
    await panel.getByRole("link", { name: "Methodology" }).click();
    await expect(page).toHaveURL(/\/book-selection$/);
    await expect(panel).toBeHidden();
  });

  test("the close button closes the panel", async ({ page }) => {
    await open(page, "/services");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden();
  });
});
