import type { Page } from "@playwright/test";
import { dateInBusinessZone } from "./support";

// What the owner's-week specs share (e2e/admin/owner-week.spec.ts, e2e/no-js/owner-week.spec.ts).

const DAY = 86_400_000;

/** A date (YYYY-MM-DD) `days` after today in the business's zone. */
export const ahead = (days: number) => dateInBusinessZone(Date.now() + days * DAY);

/** An instant `days` from now, on the hour. */
export const hoursFromNow = (days: number) => Math.floor((Date.now() + days * DAY) / 3_600_000) * 3_600_000;

/** "Thursday, December 24", as the pages name a day. */
export const dayName = (date: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/**
 * `length` days off from the second weekday after tomorrow (the first keeps free times under the
 * usual hours and their day's notice, so the preview opens before them), and the first weekday
 * after them.
 */
export function daysOffAhead(length: number): { days: string[]; first: string; last: string; after: string } {
  const start = Array.from({ length: 7 }, (_, i) => 2 + i).filter((n) => isWeekday(ahead(n)))[1]!;
  const days = Array.from({ length }, (_, i) => ahead(start + i));
  const after = Array.from({ length: 7 }, (_, i) => ahead(start + length + i)).find(isWeekday)!;
  return { days, first: days[0]!, last: days.at(-1)!, after };
}

/** The days the parents' picker on /discovery-call offers in the months from `first` to `last` (as its day buttons name them). */
export async function offeredDays(page: Page, origin: string, first: string, last: string): Promise<string[]> {
  const labels: string[] = [];
  for (const month of [...new Set([first.slice(0, 7), last.slice(0, 7)])]) {
    await page.goto(`${origin}/discovery-call?month=${month}`);
    labels.push(...(await page.getByRole("table").locator("a[aria-label], button[aria-label]").evaluateAll((days) => days.map((d) => d.getAttribute("aria-label") ?? ""))));
  }
  return labels;
}

/** The labels offered for `date` ("Thursday, December 24, 12 times available"). */
export const offeredOn = (labels: readonly string[], date: string) => labels.filter((label) => label.startsWith(`${dayName(date)},`));

/** Every link, button, summary and field shown in the page's main region that is under 44 by 44 px. */
export async function smallControls(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>("a[href], button, summary, input:not([type=hidden]), select, textarea")]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest(".sr-only"))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}
