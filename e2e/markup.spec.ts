import { expect, test } from "@playwright/test";
import { allSiteRoutes } from "#common/site-routes.ts";
import { htmlErrors } from "./vnu";

// Every page and the 404, as the built server sends them, through the Nu Html Checker: no markup errors allowed.
test("every page and the 404 are valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(300_000);
  const pages = new Map<string, string>();
  for (const path of [...allSiteRoutes.map((route) => route.path), "/no-such-page", "/es/no-such-page"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith("/no-such-page") ? 404 : 200);
    pages.set(path, await response.text());
  }
  const { errors, messages } = await htmlErrors(pages);
  expect(errors).toEqual([]);
  // The filter only hides what it names: the checker did read the pages.
  expect(messages).toBeGreaterThan(0);
});
