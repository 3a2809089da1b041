import { expect, test, type Page } from "@playwright/test";
import { expectMenuPanel, holdScripts, makeTall, open, pauseClock } from "./support";

/** Scrolls the (open) home page to its FAQ, far down; returns the heading and where it sits. */
async function scrollToHomeFaq(page: Page) {
  const heading = page.locator("#faq-title");
  await heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  return { heading, before };
}

/** Goes back one entry within the app (no new document) and checks where it lands, hydrated. */
async function goBackTo(page: Page, url: RegExp) {
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("on the home page: the reader's place through a reload and back, the header menus by mouse and keyboard, and the tagline", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.locator("summary", { hasText: "About" });
    const resources = nav.locator("summary", { hasText: "Resources" });

    await test.step("a reload keeps the reader's place on a long page", async () => {
      const { heading, before } = await scrollToHomeFaq(page);
      await page.reload();
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      expect(await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(before);
    });

    await test.step("going back after following a header link returns the reader to the same place", async () => {
      const { heading, before } = await scrollToHomeFaq(page);
      // A plain click, as a tap: Playwright's own click first scrolls to bring the link "into view",
      // and for a link in the sticky header that moves the page under it.
      await nav.getByRole("link", { name: "Services" }).evaluate((link: HTMLElement) => link.click());
      await page.waitForURL(/\/services$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL(/\/$/);
      await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(before);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    });

    await test.step("the header menus open one at a time and close on a click or focus outside them", async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const testimonials = nav.getByRole("link", { name: "Testimonials" });
      const science = nav.getByRole("link", { name: "Science" });

      await about.click();
      await expect(testimonials).toBeVisible();
      // Under its trigger, over the page.
      const trigger = (await about.boundingBox())!;
      const list = (await about.locator("xpath=../ul").boundingBox())!;
      expect(list.y).toBeGreaterThanOrEqual(trigger.y + trigger.height);
      expect(Math.round(list.x)).toBe(Math.round(trigger.x));
      await resources.click();
      await expect(science).toBeVisible();
      await expect(testimonials).toBeHidden();

      await page.locator("main h1").first().click();
      await expect(science).toBeHidden();

      // Tab past the last item (Contact Us, since the header's button books the call): focus leaves the menu, which closes.
      await about.click();
      await nav.getByRole("link", { name: "Contact Us" }).focus();
      await page.keyboard.press("Tab");
      await expect(resources).toBeFocused();
      await expect(testimonials).toBeHidden();

      await resources.click();
      await expect(science).toBeVisible();
      await resources.click();
      await expect(science).toBeHidden();
    });

    await test.step("About and Resources dropdowns work by keyboard and highlight their section", async () => {
      await resources.focus();
      // The focus ring shows on a trigger reached from the keyboard.
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(resources).toBeFocused();
      expect(await resources.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Science" })).toBeVisible();
      await expect(resources.locator("xpath=..").getByRole("link")).toHaveText(["Science", "FAQ", "Methodology", "Blog", "Events"]);
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Science" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "FAQ" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/faq$/);
      // Choosing a link closes the menu (the header stays: React Router changed the route).
      await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
      await expect(resources).toHaveAttribute("data-active", "true");
      await expect(resources).toHaveAccessibleName("Resources (current section)");
      await expect(about).not.toHaveAttribute("data-active", "true");

      await about.click();
      await expect(about.locator("xpath=..").getByRole("link")).toHaveText(["Our Founder", "Our Mission", "Testimonials", "Contact Us"]);
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Our Founder" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Our Founder" })).toBeHidden();
      await expect(about).toBeFocused();
      await page.keyboard.press(" ");
      await expect(nav.getByRole("link", { name: "Our Mission" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Our Mission" })).toBeHidden();
      await about.click();
      await nav.getByRole("link", { name: "Our Mission" }).click();
      await expect(page).toHaveURL(/\/mission$/);
      await expect(nav.getByRole("link", { name: "Our Mission" })).toBeHidden();
      await expect(about).toHaveAttribute("data-active", "true");
      await expect(resources).not.toHaveAttribute("data-active", "true");
    });

    await test.step("the tagline shows from tablet width up", async () => {
      await expect(page.getByText("Where Family Values Meet Reading Adventures").first()).toBeVisible();
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(page.getByText("Where Family Values Meet Reading Adventures").first()).toBeHidden();
    });
  });

  test("on /faq: the header's shadow, the scroll-to-top button, links to the open page and to other pages, and the footer's #services link", async ({ page }) => {
    await open(page, "/faq");
    await makeTall(page);
    const nav = page.getByRole("navigation", { name: "Main" });

    await test.step("the header shadow strengthens past 50 px and the scroll-to-top button appears past half the window", async () => {
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

    await test.step("a link to the open page scrolls to the top instead of navigating", async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      const before = await page.evaluate(() => history.length);
      await nav.locator("summary", { hasText: "Resources" }).click();
      await nav.getByRole("link", { name: "FAQ" }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => history.length)).toBe(before);
      await expect(nav.getByRole("link", { name: "FAQ" })).toBeHidden();
    });

    await test.step("each route change starts at the top of the page", async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole("contentinfo").getByRole("link", { name: "Our Founder" }).click();
      await expect(page).toHaveURL(/\/founder$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step("the footer's #services link goes to the home page's services section", async () => {
      await goBackTo(page, /\/faq$/);
      await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expect(page.locator("#services")).toBeInViewport();
      // On the home page it scrolls without reloading.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
      await expect(page.locator("#services")).toBeInViewport();
    });
  });

  test("on /services: the skip link, the footer and its newsletter sign-up, and the main tabs", async ({ page, context }) => {
    await open(page, "/services");

    await test.step("the skip link is the first focusable element and moves focus to the main content", async () => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main-content")).toBeFocused();
    });

    await test.step("the footer has its four columns, terms, privacy, mail and social links, and the badges", async () => {
      const footer = page.getByRole("contentinfo");
      for (const heading of ["Services", "About", "Newsletter", "Contact"]) {
        await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }
      await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
      await expect(footer.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/privacy");
      // The newsletter sign-up's "How we use this": the notice's newsletter section.
      await expect(footer.getByRole("link", { name: "How we use this" })).toHaveAttribute("href", "/privacy#form-newsletter");
      await expect(footer.getByRole("link", { name: "Our Founder" })).toHaveAttribute("href", "/founder");
      await expect(footer.getByRole("link", { name: "Our Mission" })).toHaveAttribute("href", "/mission");
      await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      const social = footer.getByRole("link", { name: /on Instagram/ });
      await expect(social).toHaveAttribute("target", "_blank");
      await expect(social).toHaveAttribute("rel", /noopener/);
      await expect(footer.getByText("Secure", { exact: true })).toBeVisible();
      await expect(footer.getByText("Private", { exact: true })).toBeVisible();
    });

    await test.step("the footer's newsletter subscribe does nothing when empty and opens the platform with the email otherwise", async () => {
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
      await expect(popup).toHaveURL("https://kindredpages.substack.com/subscribe?email=parent%40example.com");
    });

    await test.step("main tabs lead to their pages and mark the current one", async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "Partnerships" }).click();
      await expect(page).toHaveURL(/\/schools$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await nav.getByRole("link", { name: "Assessment" }).click();
      await expect(page).toHaveURL(/\/interactive-tools$/);
      // The header's booking button (issue 33): a link to the booking page that opens the booking dialog.
      const book = nav.getByRole("link", { name: "Book a free 15-minute call" });
      await expect(book).toHaveAttribute("href", "/discovery-call");
      await book.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/interactive-tools");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await nav.getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("breadcrumbs show on inner pages, not on home", async ({ page }) => {
    await open(page, "/education/ages-3-5");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Educational Resources", "Ages 3-5"]);
    // Followed within the site from here: the trail changes with the page.
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await trail.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Resources" }).click();
    await nav.getByRole("link", { name: "Methodology" }).click();
    await expect(page).toHaveURL(/\/book-selection$/);
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Methodology"]);
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.getByText("Methodology")).toHaveAttribute("aria-current", "page");
    await expect(trail.getByRole("link", { name: "Methodology" })).toHaveCount(0);
  });
});

test.describe("mobile navigation at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu panel: by keyboard, its close button, a link chosen, and the page already open", async ({ page }) => {
    await open(page, "/services");
    const button = page.getByRole("button", { name: "Open navigation menu" });
    const panel = page.getByRole("dialog", { name: "Navigation" });

    await test.step("by keyboard: focus moves into the panel, Escape closes it back onto the menu button, and leaving it closes it", async () => {
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      // The browser exposes the button as expanded (popovertarget), for screen readers.
      await expect.poll(() => expandedInAccessibilityTree(page, "Open navigation menu")).toBe(true);
      // The page behind does not scroll while it is open.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect.poll(() => expandedInAccessibilityTree(page, "Open navigation menu")).toBe(false);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");

      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: "Book a free 15-minute call" }).focus();
      // Past the last link, focus would sit behind the backdrop: the panel closes instead.
      await page.keyboard.press("Tab");
      await expect(panel).toBeHidden();
    });

    await test.step("the close button closes the panel", async () => {
      await button.click();
      await panel.getByRole("button", { name: "Close menu" }).click();
      await expect(panel).toBeHidden();
    });

    await test.step("opens a right-side panel titled Navigation that closes when a link is chosen", async () => {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await button.click();
      await expect(panel).toBeVisible();
      await expectMenuPanel(panel);
      const box = await panel.boundingBox();
      const connect = panel.getByRole("link", { name: "Book a free 15-minute call" });
      const connectBox = await connect.boundingBox();
      expect(connectBox!.width).toBeGreaterThan(box!.width - 60);
      await panel.getByRole("link", { name: "Methodology" }).click();
      await expect(page).toHaveURL(/\/book-selection$/);
      await expect(panel).toBeHidden();
    });

    await test.step("choosing the page already open closes the panel and scrolls to the top", async () => {
      await button.click();
      await panel.getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(panel).toBeHidden();
      await makeTall(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await button.click();
      await expect(panel.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
      await panel.getByRole("link", { name: "FAQ" }).click();
      await expect(panel).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe("mobile panel and the newsletter invitation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the invitation waits while the panel is open, and not because the closed panel is in the page", async ({ page }) => {
    const invitation = page.getByRole("dialog", { name: "Little Reading Ideas, Every Week" });
    await page.clock.install();
    await open(page, "/services");
    await pauseClock(page);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await page.clock.runFor(85_000);
    await expect(invitation).toHaveCount(0);
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("button", { name: "Close menu" }).click();
    await page.clock.runFor(2_000);
    await expect(invitation).toBeVisible();
  });
});

/** Whether Chromium's own accessibility tree marks the named button as expanded. */
async function expandedInAccessibilityTree(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const node = nodes.find((candidate) => candidate.name?.value === name);
    return node?.properties?.find((property) => property.name === "expanded")?.value.value ?? false;
  } finally {
    await cdp.detach();
  }
}

/**
 * Taps and clicks that land before the page has hydrated: the browser alone opens the menus, and
 * React, when it hydrates, leaves them open. The site's JavaScript is held back until the tap has
 * landed (each test checks that the page was not yet hydrated), then let through.
 */
test.describe("before the page has hydrated", () => {
  const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

  test.describe("at 390 px, by touch", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a tap on the menu button right after the HTML arrives opens the panel, ten loads out of ten, and it stays open through hydration", async ({ page }) => {
      test.setTimeout(120_000);
      const scripts = await holdScripts(page);
      const panel = page.getByRole("dialog", { name: "Navigation" });
      const paths = ["/", "/services", "/faq", "/research", "/connect"];
      for (let load = 0; load < 10; load += 1) {
        const path = paths[load % paths.length]!;
        scripts.hold();
        // Held scripts hold back DOMContentLoaded too: the tap waits for its button instead.
        await page.goto(path, { waitUntil: "commit" });
        await page.getByRole("button", { name: "Open navigation menu" }).tap();
        expect(await hydrated(page), `${path}: hydrated before the tap`).toBe(false);
        await expect(panel, `${path}: the tap opened the panel`).toBeVisible();
        scripts.release();
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(panel, `${path}: still open after hydration`).toBeVisible();
        expect(await panel.evaluate((element) => element.matches(":popover-open"))).toBe(true);
      }
      // And once hydrated, choosing a link in the panel that was opened early closes it.
      await panel.getByRole("link", { name: "Blog" }).tap();
      await expect(page).toHaveURL(/\/news$/);
      await expect(panel).toBeHidden();
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("a menu opened before hydration stays open through it, then closes on a click outside", async ({ page }) => {
      test.setTimeout(60_000);
      const scripts = await holdScripts(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const path of ["/", "/mission"]) {
        scripts.hold();
        // Held scripts hold back DOMContentLoaded too: the tap waits for its button instead.
        await page.goto(path, { waitUntil: "commit" });
        await nav.locator("summary", { hasText: "About" }).click();
        expect(await hydrated(page), `${path}: hydrated before the click`).toBe(false);
        await expect(nav.getByRole("link", { name: "Testimonials" })).toBeVisible();
        scripts.release();
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(nav.getByRole("link", { name: "Testimonials" }), `${path}: still open after hydration`).toBeVisible();
      }
      await page.locator("main h1").first().click();
      await expect(nav.getByRole("link", { name: "Testimonials" })).toBeHidden();
    });
  });
});
