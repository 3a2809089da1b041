import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** A field she typed into and what it must still hold: a text or a select's value, or a box's tick. */
export type Typed = { field: Locator; value: string } | { field: Locator; checked: boolean };

/** Fills each field (or ticks each box) and returns what it must keep. */
export async function type(entries: Typed[]): Promise<Typed[]> {
  for (const entry of entries) {
    if ("checked" in entry) await entry.field.setChecked(entry.checked);
    else if ((await entry.field.evaluate((element) => element.tagName)) === "SELECT") await entry.field.selectOption(entry.value);
    else await entry.field.fill(entry.value);
  }
  return entries;
}

async function expectKept(typed: Typed[], after: string) {
  for (const entry of typed) {
    if ("checked" in entry) await expect(entry.field, after).toBeChecked({ checked: entry.checked });
    else await expect(entry.field, after).toHaveValue(entry.value);
  }
}

/**
 * Watches what the page asks of the server while `steps` run, and fails if it loaded a page or
 * asked for data (React Router's `.data`): an in-page link must do neither.
 */
export async function withoutRequests(page: Page, steps: () => Promise<void>) {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() || new URL(request.url()).pathname.endsWith(".data")) asked.push(`${request.method()} ${request.url()}`);
  };
  page.on("request", onRequest);
  try {
    await steps();
  } finally {
    page.off("request", onRequest);
  }
  expect(asked, "no page load and no data request").toEqual([]);
}

/**
 * After a failed save (issue 40): every entry of the error summary, clicked in turn, moves the
 * focus to its own field, and nothing is asked of the server, so the summary stays and every
 * typed value is still there: what she typed before saving, and what she typed after the
 * refusal. The skip link, another link within the page, keeps them too.
 */
export async function followEverySummaryEntry(page: Page, typed: Typed[], fewest = 2): Promise<void> {
  const summary = page.getByTestId("error-summary");
  const entries = summary.getByRole("link");
  const count = await entries.count();
  expect(count, "the errors in the summary").toBeGreaterThanOrEqual(fewest);
  await withoutRequests(page, async () => {
    for (let i = 0; i < count; i++) {
      const entry = entries.nth(i);
      const href = await entry.getAttribute("href");
      expect(href, "an entry links to a field of this page").toMatch(/^#./);
      const text = await entry.textContent();
      await entry.click();
      await expect(entries, `after "${text}" the summary is still there`).toHaveCount(count);
      const field = page.locator(`[id="${href!.slice(1)}"]`);
      await expect(field, `"${text}" focuses its field`).toBeFocused();
      await expect(field, `"${text}": its field is on screen`).toBeInViewport();
      await expectKept(typed, `after "${text}"`);
    }
    // The skip link is shown when focused (Tab from the top of the page) and followed with Enter.
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(entries, "after the skip link the summary is still there").toHaveCount(count);
    await expectKept(typed, "after the skip link");
  });
}

/**
 * One editor of the back office refusing a save: `before` is what she types, some of it wrong,
 * before saving with the button `save`; `after` is what she types once the summary shows (a
 * correction among it). Every value of both must survive every entry of the summary.
 */
export type FailedSave = {
  name: string;
  /** The editor as she finds it after an earlier save, its message showing. */
  path: string;
  savedMessage: string;
  save: string;
  /** What she opens before typing (the FAQ's questions are closed until opened). */
  open?: (page: Page) => Promise<void>;
  before: (page: Page) => Typed[];
  after: (page: Page) => Typed[];
  /** The fewest entries this refusal gives (the calendar form has one field she can get wrong). */
  entries?: number;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const id = (page: Page, name: string) => page.locator(`[id="${name}"]`);

/** The editors of the back office that answer a failed save with an error summary (nothing is stored by any of them). */
export const failedSaves: FailedSave[] = [
  {
    name: "packages and prices",
    path: "/admin/content/packages?saved=draft",
    savedMessage: "Draft saved. Visitors do not see it until you publish.",
    save: "Save draft",
    before: (page) => [
      { field: id(page, "content-packages-1-price"), value: "700" },
      { field: id(page, "content-packages-0-en-tagline"), value: "A tagline she typed and never saved" },
      { field: page.locator('input[name="packages.0.popular"]'), checked: true },
      // Two mistakes: a price with cents, a Spanish name left empty.
      { field: id(page, "content-addOns-0-price"), value: "12.50" },
      { field: id(page, "content-packages-0-es-name"), value: "" },
    ],
    after: (page) => [
      { field: id(page, "content-addOns-0-price"), value: "250" },
      { field: id(page, "content-packages-1-en-priceNote"), value: "typed after the refusal" },
    ],
  },
  {
    name: "frequently asked questions",
    path: "/admin/content/faq?saved=draft",
    savedMessage: "Draft saved. Visitors do not see it until you publish.",
    save: "Save draft",
    // The questions are a list she opens one at a time: the three she changes, and "Add a question".
    open: async (page) => {
      for (const summary of [page.locator("summary").filter({ hasText: "Add a question" }), ...[0, 1, 2].map((i) => page.locator("ol details > summary").nth(i))]) await summary.click();
    },
    before: (page) => [
      { field: id(page, "content-items-1-en-question"), value: "What ages do you work with, exactly?" },
      { field: page.locator('input[name="items.2.hidden"]'), checked: true },
      // Two mistakes: an answer emptied, a new question without its answer.
      { field: id(page, "content-items-0-en-answer"), value: "" },
      { field: id(page, "content-items-new-en-question"), value: "Do you offer gift certificates?" },
    ],
    after: (page) => [
      { field: id(page, "content-items-new-en-answer"), value: "Yes: ask us by email and we send one the same week." },
      { field: id(page, "content-items-0-es-answer"), value: "Una respuesta escrita después del error." },
    ],
  },
  {
    name: "announcement bar",
    path: "/admin/content/announcement?saved=published",
    savedMessage: "Your announcement is published.",
    save: "Publish",
    before: (page) => [
      { field: page.locator('input[name="on"]'), checked: true },
      { field: id(page, "content-es-text"), value: "Cerrado por vacaciones" },
      // Three mistakes: the end before the start, a plain http link, no English text.
      { field: id(page, "content-startDate"), value: day(9) },
      { field: id(page, "content-endDate"), value: day(7) },
      { field: id(page, "content-link"), value: "http://example.com/holidays" },
    ],
    after: (page) => [
      { field: id(page, "content-en-text"), value: "Closed for the holidays" },
      { field: id(page, "content-en-linkText"), value: "Read more" },
    ],
  },
  {
    name: "business details",
    path: "/admin/content/business?saved=published",
    savedMessage: "Published. The site shows it now.",
    save: "Publish",
    before: (page) => [
      { field: id(page, "content-founderName"), value: "Elena Brooks-Reyes" },
      { field: id(page, "content-videos-0-title"), value: "A title she typed" },
      // Two mistakes: not an email address, a plain http link.
      { field: id(page, "content-contactEmail"), value: "elena at kindred" },
      { field: id(page, "content-socialUrl"), value: "http://www.instagram.com/kindred" },
    ],
    after: (page) => [
      { field: id(page, "content-contactEmail"), value: "elena@kindredtest.example" },
      { field: id(page, "content-socialLabel"), value: "Insta" },
    ],
  },
  {
    name: "hours",
    path: "/admin/availability?saved=saved",
    savedMessage: "Availability saved. Parents see the new free times at once.",
    save: "Save availability",
    before: (page) => [
      // Monday's new hours, and a rule.
      { field: page.getByLabel("Monday, hours 1, from"), value: "10:00" },
      { field: page.getByLabel("Free minutes before each call"), value: "10" },
      // Two mistakes: Wednesday ends before it starts, a count that is not a number.
      { field: page.getByLabel("Wednesday, hours 1, to"), value: "08:00" },
      { field: page.getByLabel("At most this many calls a day"), value: "lots" },
    ],
    after: (page) => [
      { field: page.getByLabel("Monday, hours 2, to"), value: "18:00" },
      { field: page.getByLabel("Minimum notice (hours)"), value: "48" },
    ],
  },
  {
    name: "calendars",
    path: "/admin/calendars?done=added",
    savedMessage: "Calendar added and read. Its busy times are no longer offered.",
    save: "Add calendar",
    entries: 1,
    before: (page) => [
      { field: page.getByLabel("Name (optional)"), value: "Work calendar" },
      { field: page.getByLabel("Calendar address"), value: "my work calendar" },
    ],
    // The address is never sent back to the page: she pastes it again.
    after: (page) => [{ field: page.getByLabel("Calendar address"), value: "https://calendar.example.com/private-0123/basic.ics" }],
  },
];

/**
 * Opens the editor (its earlier save's message showing), types, saves and waits for the summary,
 * the earlier message gone; `check` runs on the refused screen
 * (axe); then types what comes after. Returns every value the page must now hold.
 */
export async function failSave(page: Page, editor: FailedSave, check?: () => Promise<void>): Promise<Typed[]> {
  await page.goto(editor.path);
  await expect(page.getByText(editor.savedMessage)).toBeVisible();
  await editor.open?.(page);
  const before = await type(editor.before(page));
  await page.getByRole("button", { name: editor.save, exact: true }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  // The earlier save's message is not shown over the refusal.
  await expect(page.getByText(editor.savedMessage)).toBeHidden();
  const retyped = new Set(editor.after(page).map((entry) => String(entry.field)));
  const kept = before.filter((entry) => !retyped.has(String(entry.field)));
  // What she typed before saving is drawn again as she typed it, the mistakes too.
  await expectKept(kept, "the refused page");
  await check?.();
  return [...kept, ...(await type(editor.after(page)))];
}

/**
 * Hours from 1:00 AM ask first; "No, let me change them" leads back to Monday's hours (with
 * JavaScript, to its first time) without asking the server, and nothing she typed is lost.
 */
export async function declineUnusualHours(page: Page, { js }: { js: boolean }) {
  await page.goto("/admin/availability");
  const typed = await type([
    { field: page.getByLabel("At most this many calls a day"), value: "6" },
    { field: page.getByLabel("Monday, hours 2, from"), value: "01:00" },
    { field: page.getByLabel("Monday, hours 2, to"), value: "05:00" },
  ]);
  await page.getByRole("button", { name: "Save availability", exact: true }).click();
  const confirm = page.getByTestId("confirm-hours");
  await expect(confirm).toContainText("You chose 1:00 AM – 5:00 AM on Mondays. Is that right?");
  typed.push(...(await type([{ field: page.getByLabel("Tuesday, hours 1, from"), value: "10:00" }])));
  await withoutRequests(page, async () => {
    await confirm.getByRole("link", { name: "No, let me change them" }).click();
    await expect(page.getByRole("region", { name: "Monday" })).toBeInViewport();
    await expectKept(typed, "after “No, let me change them”");
    if (js) await expect(page.getByLabel("Monday, hours 1, from")).toBeFocused();
  });
}
