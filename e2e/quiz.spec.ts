import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { quizzes } from "../app/content/quizzes";
import type { QuizType } from "../app/lib/quiz/scoring";
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

const quizSection = (page: Page) => page.locator("#quiz");
const startButton = (page: Page, title: string) => page.getByRole("button", { name: `Start Quiz: ${title}` });

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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("quizzes on /interactive-tools", () => {
  test("the selection screen offers both quizzes with their length", async ({ page }) => {
    await open(page, "/interactive-tools");
    const cards = quizSection(page).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Parent-Readiness Quiz", "Family Values Discovery"]);
    await expect(cards.nth(0)).toContainText("6 questions");
    await expect(cards.nth(0)).toContainText("Under 3 minutes");
    await expect(cards.nth(1)).toContainText("5 questions");
    await expect(startButton(page, "Parent-Readiness Quiz")).toBeVisible();
    await expect(startButton(page, "Family Values Discovery")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Parent-Readiness by mouse: progress, step markers, going back, and the Read-Together Toolkit result", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Parent-Readiness Quiz").click();

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

    await page.getByRole("button", { name: answerLabel("parent-readiness", 0, "overwhelmed"), exact: true }).click();
    await expect(page.getByText("Question 2 of 6", { exact: true })).toBeVisible();
    await expect(page.getByText("33% complete", { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "33");
    await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
    await expect(steps.nth(0)).toContainText("Question 1: answered");
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");

    // Back to question 1: the earlier answer is marked, and choosing again moves on.
    await page.getByRole("button", { name: "Previous Question" }).click();
    await expect(page.getByText("Question 1 of 6", { exact: true })).toBeVisible();
    const marked = page.getByRole("button", { name: "I feel overwhelmed by all the choices (your current answer)" });
    await expect(marked).toBeVisible();
    await expect(page.getByText("(your current answer)")).toHaveCount(1);
    await marked.click();

    await answerByMouse(page, "parent-readiness", guidedSet.slice(1), 1);
    await expectResult(page, "Read-Together Toolkit");
    await expect(page.getByRole("heading", { level: 2, name: "You’re Ready to Make Reading Time Richer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What You’ll Get" }).locator("xpath=following-sibling::ul[1]").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "See the Read-Together Toolkit" })).toHaveAttribute("href", "/services#read-together-toolkit");
    await expect(page.getByRole("button", { name: "Book Consultation" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Free Resources/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toBeVisible();
  });

  test("Parent-Readiness by keyboard: a guided/independent tie resolves to Book Selection Consultation", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Parent-Readiness Quiz").focus();
    await page.keyboard.press("Enter");
    await answerByKeyboard(page, "parent-readiness", independentTieSet);
    await expectResult(page, "Book Selection Consultation");
    await expectNoAxeViolations(page);
  });

  test("Family Values by keyboard: a coaching/community tie resolves to Read-Together Coaching", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Family Values Discovery").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    await expect(page.getByText("20% complete", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Questions" }).getByRole("listitem")).toHaveCount(5);
    await answerByKeyboard(page, "family-values", coachingTieSet);
    await expectResult(page, "Read-Together Coaching");
  });

  test("Family Values by mouse ends with Resource Library Access", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Family Values Discovery").click();
    await answerByMouse(page, "family-values", resourcesSet);
    await expectResult(page, "Resource Library Access");
    await expect(page.getByRole("link", { name: "Browse Educational Resources" })).toHaveAttribute("href", "/education");
  });

  test("'Choose Different Quiz' returns to the selection and forgets the answers", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Parent-Readiness Quiz").click();
    await answerByMouse(page, "parent-readiness", guidedSet.slice(0, 2));
    await expect(page.getByText("Question 3 of 6", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Choose Different Quiz" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Two Short Quizzes, One Clear Next Step" })).toBeFocused();
    await expect(page.getByText(/Question \d of \d/)).toHaveCount(0);

    await startButton(page, "Parent-Readiness Quiz").click();
    await expect(page.getByText("Question 1 of 6", { exact: true })).toBeVisible();
    await expect(page.getByText("(your current answer)")).toHaveCount(0);
  });

  test("a reload keeps the result; Retake Quiz asks 'Reset Quiz?' before starting over", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Family Values Discovery").click();
    await answerByMouse(page, "family-values", coachingTieSet);
    await expectResult(page, "Read-Together Coaching");

    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(page.getByTestId("quiz-service")).toHaveText("Read-Together Coaching");

    await page.getByRole("button", { name: "Retake Quiz" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Quiz?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep Current Results" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("quiz-service")).toHaveText("Read-Together Coaching");
    await expect(page.getByRole("button", { name: "Retake Quiz" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, Start Over" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("quiz-service")).toHaveCount(0);
    await expect(startButton(page, "Family Values Discovery")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Two Short Quizzes, One Clear Next Step" })).toBeFocused();

    await page.reload();
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await expect(startButton(page, "Parent-Readiness Quiz")).toBeVisible();
    await expect(page.getByTestId("quiz-service")).toHaveCount(0);
  });

  test("Book Consultation opens the discovery call dialog", async ({ page }) => {
    await open(page, "/interactive-tools");
    await startButton(page, "Parent-Readiness Quiz").click();
    await answerByMouse(page, "parent-readiness", guidedSet);
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Book Your Free Discovery Call" })).toBeVisible();
  });

  test("Get Free Resources opens the newsletter in a new tab", async ({ page, context }) => {
    await context.route(`${newsletterUrl}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Newsletter</title>" }));
    await open(page, "/interactive-tools");
    await startButton(page, "Family Values Discovery").click();
    await answerByMouse(page, "family-values", resourcesSet);
    const link = page.getByRole("link", { name: "Get Free Resources (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(`${newsletterUrl}/`);
  });

  test("the served page already shows both quizzes before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/interactive-tools")).text();
    expect(html).toContain("Parent-Readiness Quiz");
    expect(html).toContain("Family Values Discovery");
    expect(html).toContain("6 questions");
    expect(html).toContain("5 questions");
  });
});

test.describe("quiz screens on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("question, result and 'Reset Quiz?' screens have no axe violations", async ({ page }) => {
    await open(page, "/interactive-tools");
    await expectNoAxeViolations(page);
    await startButton(page, "Parent-Readiness Quiz").click();
    await answerByMouse(page, "parent-readiness", guidedSet.slice(0, 1));
    await expect(page.getByText("Question 2 of 6", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await answerByMouse(page, "parent-readiness", guidedSet.slice(1), 1);
    await expectResult(page, "Read-Together Toolkit");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(page.getByRole("dialog", { name: "Reset Quiz?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
