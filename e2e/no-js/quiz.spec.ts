import { violations } from "../axe";
import { expect, test, type Page } from "@playwright/test";
import { familyValuesResults, parentReadinessResults, quizzes, type QuizResultCopy } from "#app/content/quizzes";
import { scoreQuiz, type QuizResult, type QuizType } from "#app/lib/quiz/scoring";
import { servicePackages } from "#common/editing/content/service-packages.ts";

/*
 * The quizzes without JavaScript: each quiz's page is one form with every question as a group of
 * radio buttons, posted to the server, which answers with the result screen. The result must be
 * the one the scoring rules give for the same answers (scoreQuiz, imported here).
 */

const newsletterUrl = "https://kindredpages.substack.com";

/** One answer set per recommendation, so every result screen is reached. */
const answerSets: Record<QuizType, string[][]> = {
  "parent-readiness": [
    ["overwhelmed", "essential", "struggle", "random", "quick", "curation"], // curated
    ["overwhelmed", "essential", "struggle", "bestsellers", "systematic", "guidance"], // guided
    ["overwhelmed", "somewhat", "struggle", "expert", "systematic", "strategy"], // independent (tie with guided)
  ],
  "family-values": [
    ["values", "expert", "daily", "curation", "particular"], // curation
    ["diversity", "community", "struggling", "community", "reluctant"], // coaching (tie with community)
    ["diversity", "community", "daily", "community", "particular"], // community
    ["diversity", "browse", "daily", "resources", "particular"], // resources
  ],
};

function resultCopy(result: QuizResult): QuizResultCopy {
  return result.quizType === "parent-readiness"
    ? parentReadinessResults[result.recommendation]
    : familyValuesResults[result.recommendation];
}

function question(page: Page, quizType: QuizType, index: number) {
  const total = quizzes[quizType].questions.length;
  return page.getByRole("group", { name: new RegExp(`^Question ${index + 1} of ${total}\\b`) });
}

function answerLabel(quizType: QuizType, index: number, value: string) {
  const answer = quizzes[quizType].questions[index]!.answers.find((option) => option.value === value);
  expect(answer, `${value} is an answer to question ${index + 1}`).toBeTruthy();
  return answer!.label;
}

/** Chooses the given answers (null: leave the question unanswered). */
async function choose(page: Page, quizType: QuizType, answers: (string | null)[]) {
  for (const [index, value] of answers.entries()) {
    if (value !== null) await question(page, quizType, index).getByRole("radio", { name: answerLabel(quizType, index, value), exact: true }).check();
  }
}

/** Sends the form and returns the status of the server's answer. */
async function submit(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === "POST" && res.request().resourceType() === "document"),
    page.getByRole("button", { name: "See My Recommendation" }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response.status();
}

/**
 * Sent back to choose again: the page opens at the quiz selection (its top just under the sticky
 * header, about 190 px down), not at the page's introduction (which leaves it about 450 px down).
 */
async function expectAtSelection(page: Page) {
  await expect.poll(async () => (await page.locator("#quiz").boundingBox())?.y ?? Infinity).toBeLessThan(300);
}

/**
 * axe needs scripts, which this project switches off: it checks the page as this browser shows
 * it (the document as served, or as posted to) in a second tab where scripts may run, at the
 * same address and size, with the site's own scripts left out as they are here.
 */
async function expectNoAxeViolations(page: Page) {
  const html = (await page.content()).replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "");
  const address = page.url().split("#")[0]!;
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(address, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.route(/\.m?js(\?|$)/, (route) => route.abort());
    await copy.goto(address);
    // The copy is the page as shown here, not something else at that address.
    await expect(copy.locator("#quiz")).toHaveText((await page.locator("#quiz").textContent())!);
    expect(await violations(copy)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** On the Design-Your-Library result (Parent-Readiness, curated): its published price and its card, then it leaves for /services. */
async function packageResult(page: Page) {
  await test.step("a package's result names it with the price the owner publishes and links to its card; the result is axe clean", async () => {
    // The price as published by default (the owner's price tests change the Read-Together Toolkit's, never this one).
    const library = servicePackages.find((pkg) => pkg.id === "design-your-library")!;
    await expect(page.getByTestId("quiz-service")).toHaveText("Design-Your-Library");
    await expect(page.getByTestId("quiz-price")).toHaveText(`$${library.price} for the Design Your Library package ${library.priceNote}`);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "See Design Your Library" }).click();
    await expect(page).toHaveURL(/\/services#design-your-library$/);
    await expect(page.locator("#design-your-library")).toBeInViewport();
    await expect(page.locator("#design-your-library")).toContainText(`$${library.price}`);
  });
}

/** On the Resource Library Access result (Family Values, resources): its next steps, then Retake Quiz leaves for the selection. */
async function nextSteps(page: Page) {
  await test.step("the result's next steps work as links, and the result is axe clean", async () => {
    await expect(page.getByTestId("quiz-service")).toHaveText("Resource Library Access");
    await expectNoAxeViolations(page);

    const resources = page.getByRole("link", { name: "Get Free Resources (opens in a new tab)" });
    await expect(resources).toHaveAttribute("href", newsletterUrl);
    await expect(resources).toHaveAttribute("target", "_blank");
    await expect(resources).toHaveAttribute("rel", "noopener noreferrer");
    // The site-wide discovery call control (a link to its page once that page exists).
    await expect(page.getByRole("main").getByRole("link", { name: "Book a free 15-minute call" }).or(page.getByRole("main").getByRole("button", { name: "Book a free 15-minute call" }))).toBeVisible();

    await page.getByRole("link", { name: "Retake Quiz" }).click();
    await expect(page).toHaveURL(/\/interactive-tools#quiz$/);
    await expectAtSelection(page);
    await expect(page.getByRole("link", { name: "Start the Family Values Discovery Quiz" })).toBeVisible();
  });
}

test.describe("quizzes without JavaScript", () => {
  test("the start links lead to each quiz's form, one group of answers per question; Choose Different Quiz leads back to the selection", async ({ page }) => {
    await page.goto("/interactive-tools");
    for (const [quizType, name, total] of [
      ["parent-readiness", "Start the Parent-Readiness Quiz", 6],
      ["family-values", "Start the Family Values Discovery Quiz", 5],
    ] as const) {
      if (quizType === "family-values") {
        // From the first quiz's form back to the selection, for the second quiz's start link.
        await test.step("Choose Different Quiz leads back to the selection", async () => {
          await page.getByRole("link", { name: "Choose Different Quiz" }).click();
          await expect(page).toHaveURL(/\/interactive-tools#quiz$/);
          await expectAtSelection(page);
          await expect(page.getByRole("heading", { level: 2, name: "Two Short Quizzes, One Clear Next Step" })).toBeVisible();
        });
      }
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/interactive-tools/${quizType}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(quizzes[quizType].title);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(quizzes[quizType].title);
      const groups = page.getByRole("form").getByRole("group");
      await expect(groups).toHaveCount(total);
      for (const [index, { question: text, answers }] of quizzes[quizType].questions.entries()) {
        await expect(groups.nth(index).locator("legend")).toHaveText(`Question ${index + 1} of ${total} ${text}`);
        await expect(groups.nth(index).getByRole("radio")).toHaveCount(answers.length);
        await expect(groups.nth(index).getByRole("radio", { checked: true })).toHaveCount(0);
      }
    }
  });

  for (const quizType of ["parent-readiness", "family-values"] as const) {
    test(`${quizzes[quizType].title}: the server's recommendation is the one scoreQuiz gives, and ${quizType === "parent-readiness" ? "a package's result" : "the result's next steps"}`, async ({ page }) => {
      const seen = new Set<string>();
      for (const answers of answerSets[quizType]) {
        const expected = scoreQuiz(quizType, answers);
        seen.add(expected.recommendation);
        const copy = resultCopy(expected);
        await page.goto(`/interactive-tools/${quizType}`);
        await choose(page, quizType, answers);
        expect(await submit(page)).toBe(200);
        await expect(page.getByText("Your Recommendation", { exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: copy.title })).toBeFocused();
        await expect(page.getByTestId("quiz-service")).toHaveText(copy.serviceName);
        await expect(page.getByText(copy.description)).toBeVisible();
        await expect(page.getByRole("link", { name: copy.link.label })).toHaveAttribute("href", copy.link.href);
        // Two results are checked further on the page their form was posted to (each last in its steps: they leave it).
        if (answers === answerSets["parent-readiness"][0]) await packageResult(page);
        if (answers === answerSets["family-values"][3]) await nextSteps(page);
      }
      // The sets above reach every recommendation of the quiz.
      expect(seen.size).toBe(Object.keys(quizType === "parent-readiness" ? parentReadinessResults : familyValuesResults).length);
    });
  }

  test("a missing answer is named at its question, the other answers are kept, and the form is axe clean", async ({ page }) => {
    const answers = answerSets["parent-readiness"][1]!;
    const partial = answers.map((value, index) => (index === 2 || index === 4 ? null : value));
    await page.goto("/interactive-tools/parent-readiness");
    await expectNoAxeViolations(page);
    await choose(page, "parent-readiness", partial);
    expect(await submit(page)).toBe(400);

    // A summary first (focused), linking to each question that needs an answer.
    const summary = page.locator("#quiz-outcome");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText("Please answer every question");
    const links = summary.getByRole("link");
    await expect(links).toHaveText([
      `Question 3: ${quizzes["parent-readiness"].questions[2]!.question}`,
      `Question 5: ${quizzes["parent-readiness"].questions[4]!.question}`,
    ]);
    // The message sits at the question and is its group's description.
    await expect(question(page, "parent-readiness", 2)).toHaveAccessibleDescription("Choose an answer to question 3.");
    await expect(question(page, "parent-readiness", 4)).toHaveAccessibleDescription("Choose an answer to question 5.");
    await expect(question(page, "parent-readiness", 2).getByText("Choose an answer to question 3.")).toBeVisible();
    await expect(page.getByText(/^Choose an answer to question/)).toHaveCount(2);
    for (const [index, value] of partial.entries()) {
      const group = question(page, "parent-readiness", index);
      if (value === null) {
        await expect(group.getByRole("radio", { checked: true })).toHaveCount(0);
      } else {
        await expect(group).not.toHaveAccessibleDescription(/Choose an answer/);
        await expect(group.getByRole("radio", { name: answerLabel("parent-readiness", index, value), exact: true })).toBeChecked();
      }
    }
    await expectNoAxeViolations(page);

    // The summary's link takes the visitor to the question.
    await links.first().click();
    await expect(question(page, "parent-readiness", 2)).toBeFocused();
    await expect(question(page, "parent-readiness", 2)).toBeInViewport();

    await choose(page, "parent-readiness", answers.map((value, index) => (index === 2 || index === 4 ? value : null)));
    expect(await submit(page)).toBe(200);
    await expect(page.getByTestId("quiz-service")).toHaveText(resultCopy(scoreQuiz("parent-readiness", answers)).serviceName);
    await expect(page.getByText(/^Choose an answer to question/)).toHaveCount(0);
  });

  test("an unknown quiz is a 404, for a visit and for a post", async ({ page, request }) => {
    expect((await page.goto("/interactive-tools/reading-speed"))!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    expect((await request.post("/interactive-tools/reading-speed", { form: { q1: "overwhelmed" } })).status()).toBe(404);
  });
});
