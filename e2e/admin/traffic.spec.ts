import { randomUUID } from "node:crypto";
import { expect, test, type Page, type Request } from "@playwright/test";
import { expectCleanAtBothWidths, signInAsOwner } from "./support";

// Traffic without cookies: a visitor's first page is counted by the server, a navigation in the
// browser by a beacon to /api/view, and the owner sees both on /admin/traffic.

/** Today in the business's time zone (the e2e server's default, America/New_York). */
function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** The number a row of the dashboard shows (0 when the page or site has no row yet). */
async function shown(page: Page, testId: string): Promise<number> {
  const cell = page.getByTestId(testId);
  if ((await cell.count()) === 0) return 0;
  return Number((await cell.textContent())!.replace(/,/g, ""));
}


async function openTraffic(page: Page) {
  await page.goto("/admin/traffic");
  await expect(page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
}

test.describe("admin traffic", () => {
  test("a first page load and a client-side navigation are counted once each and shown to the owner", async ({ page }) => {
    await signInAsOwner(page);
    await openTraffic(page);
    const before = {
      faq: await shown(page, "page-/faq"),
      terms: await shown(page, "page-/terms-of-service"),
      day: await shown(page, `day-${today()}`),
    };

    const beacons: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/view") beacons.push(request);
    });
    // A visitor arriving from another site's link: only that site's host may be stored.
    const site = `e2e-${randomUUID().slice(0, 8)}.example`;
    await page.goto("/faq", { referer: `https://${site}/posts/reading?utm_source=ana%40example.org` });
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    // The server counted the first page: the browser sends no beacon for it.
    expect(beacons).toHaveLength(0);

    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/view");
    await page.locator("#site-footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    const sent = await beacon;
    expect(sent.method()).toBe("POST");
    expect(sent.postData()).toBe("/terms-of-service");
    expect((await sent.response())?.status()).toBe(204);
    expect(beacons).toHaveLength(1);

    // Views are written every second (server/traffic/page-views.server.ts): the owner sees them
    // on a reload within that. Other tests may visit these pages at the same time, so at least one
    // more each; the referring site is this test's own, so exactly one.
    await expect
      .poll(
        async () => {
          await openTraffic(page);
          return (await shown(page, `referrer-${site}`)) > 0 && (await shown(page, "page-/terms-of-service")) > before.terms;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await shown(page, "page-/faq")).toBeGreaterThanOrEqual(before.faq + 1);
    expect(await shown(page, "page-/terms-of-service")).toBeGreaterThanOrEqual(before.terms + 1);
    expect(await shown(page, `day-${today()}`)).toBeGreaterThanOrEqual(before.day + 2);
    const referrers = page.getByRole("table", { name: "Sites whose links brought visitors, in 30 days" });
    await expect(referrers.getByRole("row", { name: new RegExp(`^${site.replace(/\./g, "\\.")} `) })).toHaveCount(1);
    expect(await shown(page, `referrer-${site}`)).toBe(1);
    await expect(page.getByText("utm_source")).toHaveCount(0);
    // Nor was the back office itself counted, on the server or by a beacon.
    await expect(page.getByTestId("page-/admin/traffic")).toHaveCount(0);
    expect(beacons).toHaveLength(1);
  });

  test("the dashboard reads as tables, works without JavaScript and passes axe at 390 and 1280 px", async ({ page, browser }) => {
    await signInAsOwner(page);
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Traffic" })).toBeVisible();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Traffic" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Traffic" })).toHaveAttribute("aria-current", "page");

    // Each chart is a table whose numbers are text: the first and last of the 30 days, and every kind of submission.
    const daily = page.getByRole("table", { name: /page views? in 30 days/ });
    await expect(daily.getByRole("row")).toHaveCount(31);
    await expect(daily.getByRole("rowheader").last()).toHaveText(
      new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(new Date(`${today()}T00:00:00Z`)),
    );
    const submissions = page.getByRole("table", { name: "Submissions received, not counting spam" });
    for (const kind of ["Discovery call requests", "Contact messages", "Partnership inquiries", "Feedback"]) {
      await expect(submissions.getByRole("rowheader", { name: kind })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: /Views of a form's page/ }).getByRole("rowheader", { name: "/connect and contact messages" })).toBeVisible();

    await expectCleanAtBothWidths(page, "/admin/traffic");

    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const plain = await noJs.newPage();
      await plain.goto("/admin/traffic");
      await expect(plain.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
      await expect(plain.getByRole("table", { name: /page views? in 30 days/ }).getByRole("row")).toHaveCount(31);
    } finally {
      await noJs.close();
    }
  });
});
