import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allSiteRoutes } from "../app/lib/site-routes";
import { open } from "./support";

const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 390, height: 844 },
];

for (const size of widths) {
  test.describe(`axe WCAG 2.1 AA at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const { path } of [...allSiteRoutes, { path: "/no-such-page" }, { path: "/es/no-such-page" }]) {
      test(`${path} has no violations`, async ({ page }) => {
        await open(page, path);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
