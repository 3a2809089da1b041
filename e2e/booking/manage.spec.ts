import { expect, test, type Page } from "@playwright/test";
import { e2eBookingDir } from "../../playwright.config";
import { passFormFloor } from "../support";
import { axeAtBothWidths, chooseDay, chooseTime, english, fillDetails, inView, openBooking, spanish } from "./helpers";

// Issue 42, the manage page on a 390 px phone in Los Angeles: moving and cancelling are each a
// step of their own that opens in view with the focus on its heading, and the result of a move or
// a cancellation is in view with the focus; with JavaScript and without, in English and Spanish.
// Its own days (25 to 28 of the month after the first shown).

test.beforeAll(() => openBooking(e2eBookingDir));
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "America/Los_Angeles" });

const words = {
  en: { prefix: "", labels: english, move: "Choose another time", moveHeading: "Move your call?", moveButton: "Move my call to this time", moved: "Your call is moved to", cancel: "Cancel my call", cancelHeading: "Cancel the call", sure: "Are you sure?", yes: "Yes, cancel my call", cancelled: "Your call is cancelled.", zone: "Pacific Time" },
  es: { prefix: "/es", labels: spanish, move: "Elegir otro horario", moveHeading: "¿Cambiar su llamada?", moveButton: "Cambiar mi llamada a este horario", moved: "Su llamada se cambió al", cancel: "Cancelar mi llamada", cancelHeading: "Cancelar la llamada", sure: "¿Está seguro?", yes: "Sí, cancelar mi llamada", cancelled: "Su llamada está cancelada.", zone: "hora del Pacífico" },
};

/** Books a call on the n-th free day (a few days ahead: it may still be changed from its link) and lands on its page. */
async function book(page: Page, lang: (typeof words)["en"], n: number, email: string, js: boolean) {
  await page.goto(`${lang.prefix}/discovery-call?zone=America%2FLos_Angeles`);
  if (js) await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await chooseDay(page, n);
  await chooseTime(page, 0);
  await fillDetails(page.getByRole("main"), lang.labels, { name: "Wren Ashby", email, phone: "555-234-5678" });
  if (js) await passFormFloor(page);
  await page.getByRole("button", { name: lang.labels.book }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?booked/);
}

/** What the page is about after a tap: focused, and wholly on the screen. */
async function expectFocusedInView(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect(locator).toBeFocused();
  expect(await inView(locator), "on the screen").toBe(true);
}

for (const [lang, js, day] of [
  ["en", true, 25],
  ["es", false, 26],
  ["en", false, 27],
  ["es", true, 28],
] as const) {
  const w = words[lang];
  test(`${lang === "en" ? "English" : "Spanish"}, ${js ? "with" : "without"} JavaScript: move, then cancel, each a step in view with its heading focused, each result in view and focused`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 }, timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    try {
      // An address of its own for each try: a first try that failed may have left its call booked.
      await book(page, w, day, `manage.${lang}.${js ? "js" : "nojs"}.${testInfo.retry}.${testInfo.repeatEachIndex}@example.org`, js);
      await expectFocusedInView(page, page.locator("#result"));
      const here = new URL(page.url()).pathname;

      // Moving: its own step, in view, the heading focused; her call as it is, then the days and times in her zone.
      await page.getByRole("link", { name: w.move, exact: true }).click();
      const moveHeading = page.getByRole("heading", { level: 2, name: w.move });
      await expectFocusedInView(page, moveHeading);
      await expect(page.locator("#booking-times legend")).toContainText(`(${w.zone})`);
      if (lang === "en" && js) await axeAtBothWidths(browser, page.url());
      // Another day, a later time than the bookings of these days take.
      await chooseDay(page, day + 2);
      const time = await chooseTime(page, 3);
      // The time chosen, to confirm: a step of its own, focused.
      await expectFocusedInView(page, page.getByRole("heading", { level: 2, name: w.moveHeading }));
      await expect(page.getByRole("main")).toContainText(`${time} ${w.zone}`);
      if (lang === "es" && !js) await axeAtBothWidths(browser, page.url());
      await page.getByRole("button", { name: w.moveButton }).click();
      // The result: in view, focused, naming the new time in her zone.
      await expect(page).toHaveURL(new RegExp(`${here}\\?moved`));
      const moved = page.locator("#result");
      await expectFocusedInView(page, moved);
      await expect(moved).toContainText(w.moved);
      await expect(moved).toContainText(`${time} ${w.zone}`);

      // Cancelling: its own step, "Are you sure?" in view with its heading focused.
      await page.getByRole("link", { name: w.cancel, exact: true }).click();
      await expectFocusedInView(page, page.getByRole("heading", { level: 2, name: w.cancelHeading }));
      expect(await inView(page.getByText(w.sure))).toBe(true);
      expect(await inView(page.getByRole("button", { name: w.yes }))).toBe(true);
      if (lang === "en" && !js) await axeAtBothWidths(browser, page.url());
      await page.getByRole("button", { name: w.yes }).click();
      await expect(page).toHaveURL(new RegExp(`${here}\\?cancelled`));
      const cancelled = page.locator("#result");
      await expectFocusedInView(page, cancelled);
      await expect(cancelled).toContainText(w.cancelled);
    } finally {
      await context.close();
    }
  });
}
