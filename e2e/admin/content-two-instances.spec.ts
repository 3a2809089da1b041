import { expect, test } from "@playwright/test";
import { sql } from "kysely";
import { openDatabase } from "#server/db/database.server";
import { startTestPostgres, type TestPostgresServer } from "#tests/postgres-server";
import { signInAsOwner, startFreshServer } from "./support";

// Issue 35, "How it is checked": two servers share one PostgreSQL database, as a site with several
// instances runs. The owner publishes the Read-Together Toolkit at $700 on one; a visitor of the
// other sees it on /services, /es/services and the home page (and in the structured data) within a
// second; her restore brings $650 back there within a second too.

test.describe.configure({ timeout: 120_000 });

let postgres: TestPostgresServer | undefined;
let databaseUrl = "";

test.beforeAll(async () => {
  postgres = await startTestPostgres();
  const admin = openDatabase(postgres.adminUrl);
  try {
    await sql.raw("create database two_instances").execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = new URL(postgres.adminUrl);
  url.pathname = "/two_instances";
  databaseUrl = url.toString();
});

test.afterAll(async () => {
  await postgres?.stop();
});

test("a price published on one instance shows on the other within a second, and so does its restore (PostgreSQL)", async ({ page }) => {
  // One after the other: the first brings the database up to date.
  const first = await startFreshServer({ DATABASE_URL: databaseUrl });
  const second = await startFreshServer({ DATABASE_URL: databaseUrl });
  try {
    const onSecond = (path: string) => async () => (await fetch(second.origin + path)).text();
    const offer = (html: string) => /"name":"(?:Read-Together Toolkit|Kit para leer juntos)"[^]*?"price":"(\d+)"/.exec(html)?.[1];
    const withinASecond = { timeout: 1_000, intervals: [100] };
    for (const path of ["/services", "/es/services", "/"]) expect(await onSecond(path)(), path).toContain("$650");

    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, { server: first, name: "Elena Brooks", email: "elena@example.com" });
    await page.goto(`${first.origin}/admin/content/packages`);
    await page.locator("#content-packages-1-price").fill("700");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
    for (const path of ["/services", "/es/services", "/"]) await expect.poll(onSecond(path), withinASecond).toContain("$700");
    expect(offer(await onSecond("/services")())).toBe("700");
    expect(offer(await onSecond("/es/services")())).toBe("700");

    await page.getByRole("button", { name: "Restore this version (The site’s first version)" }).click();
    await expect(page.getByText("That version is published again. The site shows it now.")).toBeVisible();
    for (const path of ["/services", "/es/services", "/"]) await expect.poll(onSecond(path), withinASecond).not.toContain("$700");
    expect(await onSecond("/services")()).toContain("$650");
    expect(offer(await onSecond("/services")())).toBe("650");
  } finally {
    first.stop();
    second.stop();
  }
});
