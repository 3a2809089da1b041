import { expect, test, type Page } from "@playwright/test";
import { siteRoutes } from "#common/site-routes.ts";
import { open } from "./support";

async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations)) ?? [])];
}

test("every page hydrates under its Content-Security-Policy with no violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const { path } of siteRoutes) {
    const response = await page.goto(path);
    const csp = response!.headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self'( 'nonce-[^']+'| 'sha256-[^']+')+/);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    await expect(page.locator("html[data-hydrated=true]"), path).toHaveCount(1);
  }
  expect(await violations()).toEqual([]);
});

test("dialogs, toasts and the video facade work under the policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" }));
  await open(page, "/connect");
  await page.getByRole("region", { name: "Quick Start" }).getByRole("link", { name: "Book a free 15-minute call" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Request My Discovery Call" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Validation Error" })).toBeVisible();
  await page.keyboard.press("Escape");
  await open(page, "/research");
  await page.getByRole("link", { name: /^Play video/ }).first().click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("POSTs from another site are refused", async ({ request }) => {
  const res = await request.post("/api/submit-contact", { headers: { Origin: "https://evil.example" }, data: {} });
  expect(res.status()).toBe(403);
});

test("a page's form that is sent as anything but a form gets a 4xx, never a 5xx", async ({ request }) => {
  for (const path of ["/settings", "/interactive-tools/parent-readiness", "/admin/sign-in", "/admin/setup?token=x", "/connect", "/subscribe"]) {
    const sent = await request.post(path, { headers: { "Content-Type": "text/plain" }, data: "hello", maxRedirects: 0 });
    expect(sent.status(), path).toBeGreaterThanOrEqual(400);
    expect(sent.status(), path).toBeLessThan(500);
    const broken = await request.post(path, { headers: { "Content-Type": "multipart/form-data; boundary=x" }, data: "not multipart", maxRedirects: 0 });
    expect(broken.status(), path).toBeGreaterThanOrEqual(400);
    expect(broken.status(), path).toBeLessThan(500);
  }
});
