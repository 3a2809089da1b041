import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/**
 * Issue 44: the Preview banner (app/editing/preview-banner.tsx) is rendered by the server alone, in
 * a preview only (server/editing/preview-answers.server.test.ts), so no page's JavaScript carries
 * it: the public home page gains none. What `npm run build` made (TEST_BUILT=1).
 */
it("is in no page's JavaScript: the server alone renders the Preview banner", () => {
  const assets = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client", "assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  for (const file of scripts) expect(readFileSync(join(assets, file), "utf8"), file).not.toContain("preview-banner");
});
