import { violations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { quizzes } from "#app/content/quizzes";
import { quizzes as spanishQuizzes } from "#app/content/es/quizzes";
import { servicePackages } from "#common/editing/content/service-packages.ts";
import type { QuizType } from "#app/lib/quiz/scoring";
import { open } from "./support";

const newsletterUrl = "https://kindredpages.substack.com";

/*
 * Answer sets and their results, worked out by hand from SPEC section 4:
 * - Parent-Readiness, mouse: overwhelmed (curated+3), essential (curated+3), struggle (guided+3),
 *   bestsellers (guided+1), systematic (independent+1), guidance (guided+3)
 *   -> curated 6, guided 7, independent 1 -> guided -> "Read-Together Toolkit".
 * - Parent-Readiness, keyboard: overwhelmed (c+3), somewhat (g+1), struggle (g+3), expert (i+1),
 *   systematic (i+1), strategy (i+2) -> curated 3, guided 4, independent 4: a tie that resolves to
 *   independent before guided -> "Book Selection Consultation".
 * - Family Values, keyboard: diversity (curation+2), community (community+3), struggling (coaching+3),
 *   community (community+3), reluctant (coaching+3) -> coaching 6, community 6: the tie resolves to
 *   coaching -> "Read-Together Coaching".
 * - Family Values, mouse: diversity (curation+2), browse (resources+2), daily (coaching+2),
 *   resources (resources+3), particular (curation+2) -> resources 5 -> "Resource Library Access".
 */
const guidedSet = ["overwhelmed", "essential", "struggle", "bestsellers", "systematic", "guidance"];
const independentTieSet = ["overwhelmed", "somewhat", "struggle", "expert", "systematic", "strategy"];
const coachingTieSet = ["diversity", "community", "struggling", "community", "reluctant"];
const resourcesSet = ["diversity", "browse", "daily", "resources", "particular"];
// values (curation+3), expert (curation+3), daily (coaching+2), curation (curation+3), particular (curation+2) -> "Design-Your-Library Service".
const curationSet = ["values", "expert", "daily", "curation", "particular"];
// The package's price as published by default (the owner's price tests change the Read-Together Toolkit's, never this one).
const library = servicePackages.find((pkg) => pkg.id === "design-your-library")!;

const quizSection = (page: Page) => page.locator("#quiz");
const startNames: Record<QuizType, string> = {
  "parent-readiness": "Start the Parent-Readiness Quiz",
  "family-values": "Start the Family Values Discovery Quiz",
};
/** A quiz's start control: a link to its own page, which runs the quiz in place once the page is interactive. */
const startLink = (page: Page, quizType: QuizType) => page.getByRole("link", { name: startNames[quizType], exact: true });
const retakeLink = (page: Page) => page.getByRole("link", { name: "Retake Quiz" });
// The site-wide discovery call control: a button today, a link to its own page in the making.
const consultation = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: "Book a free 15-minute call" }).or(page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }));

function answerIndex(quizType: QuizType, question: number, value: string) {
  const index = quizzes[quizType].questions[question]!.answers.findIndex((answer) => answer.value === value);
  expect(index, `${value} is an answer to question ${question + 1}`).toBeGreaterThanOrEqual(0);
  return index;
}

function answerLabel(quizType: QuizType, question: number, value: string) {
  return quizzes[quizType].questions[question]!.answers[answerIndex(quizType, question, value)]!.label;
}

/** Answers from question `from` (0-based) on, checking the "Question x of n" line each time. */
async function answerByMouse(page: Page, quizType: QuizType, values: string[], from = 0) {
  const total = quizzes[quizType].questions.length;
  for (const [offset, value] of values.entries()) {
    const question = from + offset;
    await expect(page.getByText(`Question ${question + 1} of ${total}`, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: answerLabel(quizType, question, value), exact: true }).click();
  }
}

/** Focus follows each new question to its legend; Tab moves through the answers; Enter chooses. */
async function answerByKeyboard(page: Page, quizType: QuizType, values: string[]) {
  const total = quizzes[quizType].questions.length;
  for (const [question, value] of values.entries()) {
    const group = page.getByRole("group", { name: new RegExp(`^Question ${question + 1} of ${total}`) });
    await expect(group).toBeVisible();
    await expect(group.locator("legend")).toBeFocused();
    for (let i = 0; i <= answerIndex(quizType, question, value); i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: answerLabel(quizType, question, value), exact: true })).toBeFocused();
    await page.keyboard.press(question % 2 === 0 ? "Enter" : "Space");
  }
}

async function expectResult(page: Page, serviceName: string) {
  await expect(page.getByText("Your Recommendation", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quiz-service")).toHaveText(serviceName);
  // Focus moves to the result heading so screen-reader users hear it first.
  await expect(quizSection(page).getByRole("heading", { level: 2 })).toBeFocused();
}

/**
 * Sent back to choose again: the page opens at the quiz selection (its top just under the sticky
 * header, about 190 px down), not at the page's introduction (which leaves it about 450 px down).
 */
async function expectAtSelection(page: Page) {
  await expect.poll(async () => (await page.locator("#quiz").boundingBox())?.y ?? Infinity).toBeLessThan(300);
}

/** The selection's heading has the focus (after "Choose Different Quiz" or "Yes, Start Over"). */
async function expectSelectionFocused(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Two Short Quizzes, One Clear Next Step" })).toBeFocused();
}

async function expectNoAxeViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/** Retake Quiz, then "Yes, Start Over": back at the selection, with no result kept. */
async function startOver(page: Page) {
  await retakeLink(page).click();
  await page.getByRole("dialog", { name: "Reset Quiz?" }).getByRole("button", { name: "Yes, Start Over" }).click();
  await expect(page.getByTestId("quiz-service")).toHaveCount(0);
  await expect(startLink(page, "parent-readiness")).toBeVisible();
}

/** The page as a phone in dark mode sees it: 390 px wide (the layout follows the width through CSS alone), dark colours, one frame drawn. */
async function asDarkPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Back to the desktop's width and light colours. */
async function asDesktop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe("quizzes on /interactive-tools", () => {
  test("the selection screen, Parent-Readiness by mouse, and the result's booking button", async ({ page }) => {
    await open(page, "/interactive-tools");

    await test.step("the selection screen offers both quizzes with their length", async () => {
      const cards = quizSection(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Parent-Readiness Quiz", "Family Values Discovery"]);
      await expect(cards.nth(0)).toContainText("6 questions");
      await expect(cards.nth(0)).toContainText("Under 3 minutes");
      await expect(cards.nth(1)).toContainText("5 questions");
      await expect(startLink(page, "parent-readiness")).toBeVisible();
      await expect(startLink(page, "family-values")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("the two start controls have distinct accessible names that match their visible text", async () => {
      // Every link and button on the selection screen, as the accessibility tree names them.
      const tree = await quizSection(page).ariaSnapshot();
      const controlNames = [...tree.matchAll(/- (?:link|button) "([^"]+)"/g)].map((match) => match[1]);
      expect(controlNames).toEqual([startNames["parent-readiness"], startNames["family-values"]]);

      const cards = quizSection(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) });
      for (const [index, quizType] of (["parent-readiness", "family-values"] as const).entries()) {
        const controls = cards.nth(index).getByRole("link").or(cards.nth(index).getByRole("button"));
        await expect(controls).toHaveCount(1);
        // Named after the card's own quiz, and the name is the text shown (WCAG 2.5.3, label in name).
        await expect(controls).toHaveAccessibleName(new RegExp(quizzes[quizType].title));
        await expect(controls).toHaveText(startNames[quizType]);
        await expect(controls).toHaveAttribute("href", `/interactive-tools/${quizType}`);
      }
    });

    await test.step("Parent-Readiness by mouse: progress, step markers, going back, and the Read-Together Toolkit result", async () => {
      await startLink(page, "parent-readiness").click();

      await expect(page.getByText("Question 1 of 6", { exact: true })).toBeVisible();
      await expect(page.getByText("17% complete", { exact: true })).toBeVisible();
      const bar = page.getByRole("progressbar", { name: "Quiz progress" });
      await expect(bar).toHaveAttribute("aria-valuenow", "17");
      const steps = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
      await expect(steps).toHaveCount(6);
      await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
      await expect(steps.nth(0)).toContainText("Question 1: current question");
      await expect(steps.nth(1)).toContainText("Question 2: not answered yet");
      await expect(page.getByRole("button", { name: "Previous Question" })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page
        .getByRole("button", {
          name: answerLabel("parent-readiness", 0, "overwhelmed"),
          exact: true,
        })
        .click();
      await expect(page.getByText("Question 2 of 6", { exact: true })).toBeVisible();
      await expect(page.getByText("33% complete", { exact: true })).toBeVisible();
      await expect(bar).toHaveAttribute("aria-valuenow", "33");
      await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
      await expect(steps.nth(0)).toContainText("Question 1: answered");
      await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");

      // Back to question 1: the earlier answer is marked, and choosing again moves on.
      await page.getByRole("button", { name: "Previous Question" }).click();
      await expect(page.getByText("Question 1 of 6", { exact: true })).toBeVisible();
      const marked = page.getByRole("button", {
        name: "I feel overwhelmed by all the choices (your current answer)",
      });
      await expect(marked).toBeVisible();
      await expect(page.getByText("(your current answer)")).toHaveCount(1);
      await marked.click();

      await answerByMouse(page, "parent-readiness", guidedSet.slice(1), 1);
      await expectResult(page, "Read-Together Toolkit");
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: "You’re Ready to Make Reading Time Richer",
        }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "What You’ll Get" }).locator("xpath=following-sibling::ul[1]").getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("link", { name: "See the Read-Together Toolkit" })).toHaveAttribute("href", "/services#read-together-toolkit");
      await expect(consultation(page)).toBeVisible();
      await expect(page.getByRole("link", { name: /Get Free Resources/ })).toBeVisible();
      await expect(retakeLink(page)).toBeVisible();
    });

    await test.step("the booking button (Book a free 15-minute call) opens the discovery call dialog", async () => {
      // On the result of the answers above (every one by mouse: the Read-Together Toolkit).
      await consultation(page).click();
      const dialog = page.getByRole("dialog", {
        name: "Book a free 15-minute call",
      });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  });

  test("Parent-Readiness by keyboard, then 'Choose Different Quiz'", async ({ page }) => {
    await open(page, "/interactive-tools");

    await test.step("Parent-Readiness by keyboard: a guided/independent tie resolves to Book Selection Consultation", async () => {
      await startLink(page, "parent-readiness").focus();
      await page.keyboard.press("Enter");
      await answerByKeyboard(page, "parent-readiness", independentTieSet);
      await expectResult(page, "Book Selection Consultation");
      await expectNoAxeViolations(page);
    });

    await test.step("'Choose Different Quiz' returns to the selection and forgets the answers", async () => {
      await startOver(page);
      await startLink(page, "parent-readiness").click();
      await answerByMouse(page, "parent-readiness", guidedSet.slice(0, 2));
      await expect(page.getByText("Question 3 of 6", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Choose Different Quiz" }).click();
      await expectSelectionFocused(page);
      await expect(page.getByText(/Question \d of \d/)).toHaveCount(0);

      await startLink(page, "parent-readiness").click();
      await expect(page.getByText("Question 1 of 6", { exact: true })).toBeVisible();
      await expect(page.getByText("(your current answer)")).toHaveCount(0);
    });
  });

  test("Family Values by keyboard and by mouse, and its newsletter link", async ({ page, context }) => {
    await context.route(`${newsletterUrl}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>Newsletter</title>",
      }),
    );
    await open(page, "/interactive-tools");

    await test.step("Family Values by keyboard: a coaching/community tie resolves to Read-Together Coaching", async () => {
      await startLink(page, "family-values").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
      await expect(page.getByText("20% complete", { exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: "Questions" }).getByRole("listitem")).toHaveCount(5);
      await answerByKeyboard(page, "family-values", coachingTieSet);
      await expectResult(page, "Read-Together Coaching");
    });

    await test.step("Family Values by mouse ends with Resource Library Access", async () => {
      await startOver(page);
      await startLink(page, "family-values").click();
      await answerByMouse(page, "family-values", resourcesSet);
      await expectResult(page, "Resource Library Access");
      await expect(page.getByRole("link", { name: "Browse Educational Resources" })).toHaveAttribute("href", "/education");
    });

    await test.step("Get Free Resources opens the newsletter in a new tab", async () => {
      // On the result of the answers above (Resource Library Access).
      const link = page.getByRole("link", {
        name: "Get Free Resources (opens in a new tab)",
      });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(popup).toHaveURL(`${newsletterUrl}/`);
      await popup.close();
    });
  });

  test("a package's result names it with the price the owner publishes and links to its card; a result that is no package shows no price", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startLink(page, "family-values").click();
    await answerByMouse(page, "family-values", curationSet);
    await expectResult(page, "Design-Your-Library Service");
    await expect(page.getByTestId("quiz-price")).toHaveText(`$${library.price} for the Design Your Library package ${library.priceNote}`);
    await expect(page.getByTestId("quiz-price")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "See Design Your Library" }).click();
    await expect(page).toHaveURL(/\/services#design-your-library$/);
    const card = page.locator("#design-your-library");
    await expect(card).toBeInViewport();
    await expect(card).toContainText(`$${library.price}`);

    // Resource Library Access is no package: no price is claimed.
    await page.goBack();
    await expect(page).toHaveURL(/\/interactive-tools$/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await startOver(page);
    await startLink(page, "family-values").click();
    await answerByMouse(page, "family-values", resourcesSet);
    await expectResult(page, "Resource Library Access");
    await expect(page.getByTestId("quiz-price")).toHaveCount(0);
  });

  test("in Spanish, the package's published price and its link to the Spanish card", async ({ page }) => {
    await open(page, "/es/interactive-tools");
    await page
      .getByRole("link", {
        name: spanishQuizzes["family-values"].startLabel,
        exact: true,
      })
      .click();
    for (const [question, value] of curationSet.entries()) {
      const index = answerIndex("family-values", question, value);
      await page
        .getByRole("button", {
          name: spanishQuizzes["family-values"].questions[question]!.answers[index]!.label,
          exact: true,
        })
        .click();
    }
    await expect(page.getByTestId("quiz-price")).toContainText(`$${library.price} por el paquete Diseñe su biblioteca`);
    await expectNoAxeViolations(page);
    await expect(
      page.getByRole("link", {
        name: "Conozca el paquete Diseñe su biblioteca",
      }),
    ).toHaveAttribute("href", "/es/services#design-your-library");
  });

  test("a reload keeps the result; Retake Quiz asks 'Reset Quiz?' before starting over", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startLink(page, "family-values").click();
    await answerByMouse(page, "family-values", coachingTieSet);
    await expectResult(page, "Read-Together Coaching");

    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByTestId("quiz-service")).toHaveText("Read-Together Coaching");

    await retakeLink(page).click();
    const dialog = page.getByRole("dialog", { name: "Reset Quiz?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep Current Results" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("quiz-service")).toHaveText("Read-Together Coaching");
    await expect(retakeLink(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, Start Over" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("quiz-service")).toHaveCount(0);
    await expect(startLink(page, "family-values")).toBeVisible();
    await expectSelectionFocused(page);

    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(startLink(page, "parent-readiness")).toBeVisible();
    await expect(page.getByTestId("quiz-service")).toHaveCount(0);
  });

  test("the served page already shows both quizzes before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/interactive-tools")).text();
    expect(html).toContain("Parent-Readiness Quiz");
    expect(html).toContain("Family Values Discovery");
    expect(html).toContain("6 questions");
    expect(html).toContain("5 questions");
    expect(html).toMatch(/<a href="\/interactive-tools\/parent-readiness"[^>]*>Start the Parent-Readiness Quiz/);
    expect(html).toMatch(/<a href="\/interactive-tools\/family-values"[^>]*>Start the Family Values Discovery Quiz/);
  });
});

/** A quiz's page with JavaScript: the form as served, sent without a page load. */
test.describe("a quiz's own page with JavaScript", () => {
  type Watched = Window & { shifts: number; sameDocument?: boolean };

  async function check(page: Page, quizType: QuizType, values: (string | null)[]) {
    const total = quizzes[quizType].questions.length;
    for (const [index, value] of values.entries()) {
      if (value === null) continue;
      const group = page.getByRole("group", {
        name: new RegExp(`^Question ${index + 1} of ${total}\\b`),
      });
      await group
        .getByRole("radio", {
          name: answerLabel(quizType, index, value),
          exact: true,
        })
        .check();
    }
  }

  test("Family Values' own page: as served with no hydration error and no shift, Choose Different Quiz, and a missing answer", async ({ page }) => {
    await test.step("a direct visit shows every question as served: no hydration error, nothing shifts", async () => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        (window as unknown as Watched).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) (window as unknown as Watched).shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await open(page, "/interactive-tools/family-values");
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as Watched).shifts)).toBe(0);
      expect(errors).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family Values Discovery");
      await expect(page.getByRole("form").getByRole("group")).toHaveCount(5);
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step("Choose Different Quiz returns to the selection with focus on its heading", async () => {
      await page.getByRole("link", { name: "Choose Different Quiz" }).click();
      await expect(page).toHaveURL(/\/interactive-tools#quiz$/);
      await expectAtSelection(page);
      await expectSelectionFocused(page);
      // With JavaScript, a start link now runs the quiz in place, one question at a time.
      await startLink(page, "family-values").click();
      await expect(page).toHaveURL(/\/interactive-tools#quiz$/);
      await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    });

    await test.step("a missing answer: the list of questions to answer takes focus, and the answers given stay", async () => {
      // Back to the quiz's own page, as it was served: no answer chosen.
      await page.goBack();
      await expect(page).toHaveURL(/\/interactive-tools\/family-values$/);
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
      const partial = resourcesSet.map((value, index) => (index === 1 ? null : value));
      await check(page, "family-values", partial);
      await page.getByRole("button", { name: "See My Recommendation" }).click();
      const summary = page.locator("#quiz-outcome");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([`Question 2: ${quizzes["family-values"].questions[1]!.question}`]);
      const second = page.getByRole("group", { name: /^Question 2 of 5\b/ });
      await expect(second).toHaveAccessibleDescription("Choose an answer to question 2.");
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(4);
      await expectNoAxeViolations(page);

      await check(page, "family-values", [null, resourcesSet[1]!]);
      await page.getByRole("button", { name: "See My Recommendation" }).click();
      await expectResult(page, "Resource Library Access");
    });
  });

  test("Parent-Readiness' own page: the form with its list of questions to answer on a phone in dark mode, then sent without a page load", async ({ page }) => {
    await open(page, "/interactive-tools/parent-readiness");
    await page.evaluate(() => ((window as unknown as Watched).sameDocument = true));

    await test.step("on a phone in dark mode: a quiz's form, with the list of questions to answer, has no axe violations", async () => {
      await asDarkPhone(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "See My Recommendation" }).click();
      await expect(page.locator("#quiz-outcome")).toBeFocused();
      await expect(page.getByText(/^Choose an answer to question/)).toHaveCount(6);
      await expectNoAxeViolations(page);
      await asDesktop(page);
    });

    await test.step("the form is sent without a page load; the result takes focus and Retake Quiz asks first", async () => {
      await check(page, "parent-readiness", independentTieSet);
      await page.getByRole("button", { name: "See My Recommendation" }).click();
      await expectResult(page, "Book Selection Consultation");
      expect(await page.evaluate(() => (window as unknown as Watched).sameDocument)).toBe(true);
      await expect(page.locator("main").getByRole("group")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await retakeLink(page).click();
      const dialog = page.getByRole("dialog", { name: "Reset Quiz?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep Current Results" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("quiz-service")).toHaveText("Book Selection Consultation");
      await expect(retakeLink(page)).toBeFocused();

      await page.keyboard.press("Enter");
      await dialog.getByRole("button", { name: "Yes, Start Over" }).click();
      await expect(page).toHaveURL(/\/interactive-tools#quiz$/);
      await expectAtSelection(page);
      await expectSelectionFocused(page);
      await expect(startLink(page, "parent-readiness")).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as Watched).sameDocument)).toBe(true);
    });
  });
});

test.describe("quiz screens on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("question, result and 'Reset Quiz?' screens have no axe violations", async ({ page }) => {
    await open(page, "/interactive-tools");
    await expectNoAxeViolations(page);
    await startLink(page, "parent-readiness").click();
    await answerByMouse(page, "parent-readiness", guidedSet.slice(0, 1));
    await expect(page.getByText("Question 2 of 6", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await answerByMouse(page, "parent-readiness", guidedSet.slice(1), 1);
    await expectResult(page, "Read-Together Toolkit");
    await expectNoAxeViolations(page);
    await retakeLink(page).click();
    await expect(page.getByRole("dialog", { name: "Reset Quiz?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
