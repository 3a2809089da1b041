import { violations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { activityCategories, featuredActivities } from "#app/content/activities";
import { localServices, parentGroups } from "#app/content/community";
import { educationCategories } from "#app/content/education-categories";
import { commonChallenges, expertTips, parentingTopics } from "#app/content/parenting";
import { howItWorks, partnerTypes } from "#app/content/schools";
import { schoolProgram } from "#common/editing/content/school-program.ts";
import { open } from "./support";


/** The text a visitor reads in the served HTML, without running any script. */
function servedText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function served(request: import("@playwright/test").APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return { html, text: servedText(html) };
}

test.describe("served HTML (no JavaScript)", () => {
  test("/education has the six cards with their resource counts and topics", async ({ request }) => {
    const { text } = await served(request, "/education");
    const expected: Array<[string, number]> = [
      ["Babies and Toddlers", 45],
      ["Preschool Foundations", 67],
      ["Early Readers", 89],
      ["Growing Independent Readers", 73],
      ["Learning Differences and Special Needs", 34],
      ["STEM Through Stories", 56],
    ];
    for (const [title, count] of expected) {
      expect(text).toContain(title);
      expect(text).toContain(`${count} resources`);
    }
    for (const category of educationCategories) {
      for (const topic of category.topics) expect(text).toContain(topic);
    }
    expect(text.match(/Explore/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  test("/activities has the three activities with time, age and difficulty, and the four categories", async ({ request }) => {
    const { html, text } = await served(request, "/activities");
    for (const [title, time, age, difficulty, rating] of [
      ["Story Stones", "45 minutes", "Ages 3-8", "Easy", "4.9"],
      ["Family Book Walk", "30-60 minutes", "Ages 2-10", "Easy", "4.8"],
      ["Make-Your-Own Picture Book", "1-2 hours (over a few days)", "Ages 5-12", "Medium", "4.7"],
    ]) {
      const card = servedText(html.match(new RegExp(`<article[^>]*>(?:(?!</article>)[\\s\\S])*?${title}[\\s\\S]*?</article>`))?.[0] ?? "");
      expect(card, title).toContain(time);
      expect(card).toContain(age);
      expect(card).toContain(difficulty);
      expect(card).toContain(rating);
      expect(html).toContain(`aria-label="Rated ${rating} out of 5"`);
      expect(card).toContain("Try This Activity");
    }
    for (const category of activityCategories) {
      expect(text).toContain(category.title);
      for (const idea of category.ideas) expect(text).toContain(idea);
    }
  });

  test("/parenting has the tips, the four topics with anchors and the four challenges", async ({ request }) => {
    const { html, text } = await served(request, "/parenting");
    for (const tip of expertTips) expect(text).toContain(tip.title);
    for (const topic of parentingTopics) {
      expect(text).toContain(topic.title);
      expect(html).toContain(`id="${topic.id}"`);
    }
    for (const challenge of commonChallenges) {
      expect(text).toContain(challenge.title);
      for (const idea of challenge.tryThis) expect(text).toContain(idea);
    }
    expect(text.match(/Try this/g)).toHaveLength(4);
  });

  test("/community has the groups with member counts, the services and the disclaimer", async ({ request }) => {
    const { text } = await served(request, "/community");
    for (const [name, members] of [
      ["Bilingual Storytime Families", "48 members"],
      ["Dads’ Read-Aloud Club", "36 members"],
      ["Parents of Reluctant Readers", "52 members"],
    ]) {
      expect(text).toContain(name);
      expect(text).toContain(members);
    }
    for (const service of localServices) expect(text).toContain(service.name);
    expect(text.match(/Accepting new patients/g)).toHaveLength(2);
    expect(text).toContain("Waitlist only");
    expect(text).toContain("We don’t provide therapy or diagnosis ourselves");
    for (const group of parentGroups) expect(text).toContain(`Join Group – ${group.name}`);
  });

  test("/schools has The Magic Reading Room, the steps, the partners and the inquiry section", async ({ request }) => {
    const { html, text } = await served(request, "/schools");
    expect(text).toContain("The Magic Reading Room");
    for (const step of howItWorks) expect(text).toContain(step.title);
    for (const type of partnerTypes) expect(text).toContain(type.title);
    expect(html).toMatch(/<section id="partnership-inquiry" aria-labelledby="partnership-inquiry-heading"/);
    expect(html).toMatch(/<a [^>]*href="\/schools#partnership-inquiry"[^>]*>Start a Partnership Conversation/);
    expect(html).toMatch(/href="mailto:[^"?]+@[^"?]+\?subject=Partnership%20inquiry"/);
    expect(html).toContain('href="/events"');
    // The program at a glance (the owner's "School program", its first version until she publishes): its format, its length, how to ask about cost.
    for (const words of ["At a glance", "Format", "Length", "Cost", schoolProgram.format, schoolProgram.length, schoolProgram.cost]) expect(text).toContain(words);
  });
});

/**
 * What a click can visibly change: an open dialog, a disclosure's state, the address, or (for a
 * form's send button) fields marked invalid with their messages.
 */
async function pageState(page: Page, index: number) {
  const button = page.locator("main button").nth(index);
  return {
    url: page.url(),
    dialogs: await page.getByRole("dialog").count(),
    expanded: await button.getAttribute("aria-expanded", { timeout: 1000 }).catch(() => "gone"),
    invalid: await page.locator('main [aria-invalid="true"]').count(),
  };
}

/** All of that for the whole page at once: the address, dialogs, every button's disclosure state, invalid fields. */
async function wholeState(page: Page) {
  return {
    url: page.url(),
    dialogs: await page.getByRole("dialog").count(),
    expanded: await page.locator("main button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded"))),
    invalid: await page.locator('main [aria-invalid="true"]').count(),
  };
}

/**
 * Every button in the page's main content, clicked in turn, changes something. Each is clicked on
 * the page as it was loaded: after a click the page is put back (a dialog closed with Escape, the
 * browser's Back, a disclosure clicked shut) and shown to be as before; fields marked invalid
 * cannot be unmarked, so then the page is loaded again (unless it was the last button).
 */
async function everyButtonChangesSomething(page: Page, path: string) {
  const count = await page.locator("main button").count();
  const labels = await page.locator("main button").allInnerTexts();
  const initial = await wholeState(page);
  for (let index = 0; index < count; index++) {
    const before = await pageState(page, index);
    await page.locator("main button").nth(index).click();
    await expect
      .poll(async () => {
        const after = await pageState(page, index);
        return (
          after.url !== before.url ||
          after.dialogs > before.dialogs ||
          after.expanded !== before.expanded ||
          after.invalid > before.invalid
        );
      }, { message: `button "${labels[index]}" on ${path}`, intervals: [50, 100] })
      .toBe(true);
    const after = await pageState(page, index);
    if (after.invalid > before.invalid) {
      if (index === count - 1) break;
      await open(page, path);
    } else if (after.dialogs > before.dialogs) await page.keyboard.press("Escape");
    else if (after.url !== before.url) await page.goBack();
    else await page.locator("main button").nth(index).click();
    await expect.poll(() => wholeState(page), { message: `${path} as it was before "${labels[index]}"`, intervals: [50, 100] }).toEqual(initial);
  }
}

/** Every image in the main content is same-origin with its width, height and alt, and loads. */
async function expectMainImages(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((node) => {
      const img = node as HTMLImageElement;
      return { src: img.src, width: img.getAttribute("width"), height: img.getAttribute("height"), alt: img.getAttribute("alt") };
    }),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(new URL(image.src).origin, image.src).toBe(new URL(page.url()).origin);
    expect(Number(image.width), image.src).toBeGreaterThan(0);
    expect(Number(image.height), image.src).toBeGreaterThan(0);
    expect(image.alt, image.src).not.toBeNull();
  }
  // Every image loads.
  for (const image of images) expect((await page.request.get(image.src)).status(), image.src).toBe(200);
}

/** Until every animation the page has started (a dialog's opening) has finished: colours are measured at full opacity. */
async function animationsDone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length))
    .toBe(0);
}

/**
 * The learn pages in the browser, each loaded once: every former test of a page is a step of its
 * test, checks that only read first, then clicks that are undone, and last the one that leaves.
 */
test.describe("in the browser", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/education: sized images, every button changes something, Explore expands a card", async ({ page }) => {
    await open(page, "/education");
    await test.step("every image on /education is same-origin with width and height", () => expectMainImages(page));
    await test.step("every button on /education changes something when clicked", () => everyButtonChangesSomething(page, "/education"));
    await test.step("Explore expands a card to show its ideas and a link to ask us", async () => {
      for (const category of educationCategories) {
        const explore = page.getByRole("button", { name: `Explore ${category.title}` });
        await expect(explore).toHaveAttribute("aria-expanded", "false");
        const panel = page.locator(`#${await explore.getAttribute("aria-controls")}`);
        await expect(panel).toBeHidden();
        await explore.click();
        await expect(explore).toHaveAttribute("aria-expanded", "true");
        await expect(panel).toBeVisible();
        for (const highlight of category.highlights) await expect(panel.getByText(highlight.title, { exact: true })).toBeVisible();
        await expect(panel.getByRole("link", { name: category.connectLabel })).toHaveAttribute(
          "href",
          `/connect?topic=${category.connectTopic}`,
        );
        await explore.click();
        await expect(explore).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
      }
      // The link really leads to the contact page with the topic.
      await page.getByRole("button", { name: "Explore Preschool Foundations" }).click();
      await page.getByRole("link", { name: "Ask about preschool reading foundations" }).click();
      await expect(page).toHaveURL(/\/connect\?topic=foundations$/);
    });
  });

  test("/activities: sized images, every button changes something", async ({ page }) => {
    await open(page, "/activities");
    await test.step("every image on /activities is same-origin with width and height", () => expectMainImages(page));
    await test.step("every button on /activities changes something when clicked", () => everyButtonChangesSomething(page, "/activities"));
  });

  // /activities in three tests, each on its own load: in one, its checks would pass the 30-second limit on a busy machine.
  test("/activities: the activity dialog has no violations at desktop and mobile widths", async ({ page }) => {
    await open(page, "/activities");
    for (const size of [
      { name: "desktop", width: 1280, height: 900 },
      { name: "mobile", width: 390, height: 844 },
    ]) {
      await test.step(`the activity dialog has no violations at ${size.name} width`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.getByRole("button", { name: "Try This Activity – Story Stones" }).click();
        const dialog = page.getByRole("dialog", { name: "Story Stones" });
        await expect(dialog).toBeVisible();
        await animationsDone(page);
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });
    }
  });

  test("/activities: Try This Activity opens the materials and steps; the dialog's print button prints, and its link goes to /connect", async ({ page }) => {
    await open(page, "/activities");
    await test.step("Try This Activity opens the materials and steps; Escape closes and returns focus", async () => {
      for (const activity of featuredActivities) {
        const trigger = page.getByRole("button", { name: `Try This Activity – ${activity.title}` });
        await trigger.click();
        const dialog = page.getByRole("dialog", { name: activity.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("heading", { name: "What You’ll Need" })).toBeVisible();
        await expect(dialog.getByRole("listitem").filter({ hasText: activity.materials[0]! })).toBeVisible();
        const steps = dialog.locator("ol > li");
        await expect(steps).toHaveCount(activity.steps.length);
        await expect(steps.first()).toContainText(activity.steps[0]!);
        await expect(dialog.getByRole("link", { name: "Get activities made for your family" })).toHaveAttribute("href", "/connect");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      }
    });
    await test.step("the activity dialog's print button prints, and its link goes to /connect", async () => {
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void (window as unknown as { printed: number }).printed++;
      });
      await page.getByRole("button", { name: "Try This Activity – Family Book Walk" }).click();
      const dialog = page.getByRole("dialog", { name: "Family Book Walk" });
      await dialog.getByRole("button", { name: "Print these steps" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // The print layout shows the dialog alone.
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("header").first()).toBeHidden();
      await expect(dialog.getByText(/Read the book together before you leave/)).toBeVisible();
      await page.emulateMedia({ media: "screen" });
      await dialog.getByRole("link", { name: "Get activities made for your family" }).click();
      await expect(page).toHaveURL(/\/connect$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });

  test("/community: sized images, every button changes something, Join Group and Contact Service go to /connect with the topic and subject", async ({ page }) => {
    await open(page, "/community");
    await test.step("every image on /community is same-origin with width and height", () => expectMainImages(page));
    await test.step("every button on /community changes something when clicked", () => everyButtonChangesSomething(page, "/community"));
    await test.step("Join Group and Contact Service go to /connect with the topic and subject", async () => {
      for (const group of parentGroups) {
        await expect(page.getByRole("link", { name: `Join Group – ${group.name}` })).toHaveAttribute(
          "href",
          `/connect?topic=general&subject=${encodeURIComponent(`Join group: ${group.name}`)}`,
        );
      }
      for (const service of localServices) {
        await expect(page.getByRole("link", { name: `Contact Service – ${service.name}` })).toHaveAttribute(
          "href",
          `/connect?topic=general&subject=${encodeURIComponent(`Introduction to: ${service.name}`)}`,
        );
      }

      await page.getByRole("link", { name: "Join Group – Dads’ Read-Aloud Club" }).click();
      await expect(page).toHaveURL(/\/connect\?/);
      let url = new URL(page.url());
      expect(url.searchParams.get("topic")).toBe("general");
      expect(url.searchParams.get("subject")).toBe("Join group: Dads’ Read-Aloud Club");

      await page.goBack();
      await expect(page).toHaveURL(/\/community$/);
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await page.getByRole("link", { name: "Contact Service – Family Counselor" }).click();
      await expect(page).toHaveURL(/\/connect\?/);
      url = new URL(page.url());
      expect(url.searchParams.get("topic")).toBe("general");
      expect(url.searchParams.get("subject")).toBe("Introduction to: Family Counselor");
    });
  });

  test("/schools: sized images, the call to action scrolls to the partnership inquiry, every button changes something", async ({ page }) => {
    await open(page, "/schools");
    await test.step("every image on /schools is same-origin with width and height", () => expectMainImages(page));
    await test.step("the schools call to action scrolls to the partnership inquiry", async () => {
      const section = page.locator("#partnership-inquiry");
      await expect(section).not.toBeInViewport();
      await page.getByRole("link", { name: "Start a Partnership Conversation" }).click();
      await expect(page).toHaveURL(/\/schools#partnership-inquiry$/);
      await expect(section.getByRole("heading", { name: "Start a Partnership Conversation" })).toBeInViewport();
      // The inquiry can be sent from the section, or by email.
      await expect(section.getByRole("button", { name: "Send Partnership Inquiry" })).toBeVisible();
      await expect(section.locator('a[href^="mailto:"]')).toHaveAttribute("href", /^mailto:.+@.+\?subject=Partnership%20inquiry$/);
      await page.getByRole("link", { name: "See Upcoming Events" }).click();
      await expect(page).toHaveURL(/\/events$/);
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/schools#partnership-inquiry$/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await test.step("every button on /schools changes something when clicked", () => everyButtonChangesSomething(page, "/schools"));
  });

  test("/parenting#discipline: lands on the Gentle Discipline card; sized images, every button changes something", async ({ page }) => {
    await open(page, "/parenting#discipline");
    await test.step("/parenting#discipline lands on the Gentle Discipline card", async () => {
      await expect(page.getByRole("heading", { name: "Gentle Discipline" })).toBeInViewport();
    });
    await test.step("every image on /parenting is same-origin with width and height", () => expectMainImages(page));
    await test.step("every button on /parenting changes something when clicked", () => everyButtonChangesSomething(page, "/parenting"));
  });
});
