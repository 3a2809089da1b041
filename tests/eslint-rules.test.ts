import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The rules of direction (eslint.config.js; docs/architecture.md, "Folders and the direction of
 * imports") fire where they should and nowhere else: ESLint, with the project's own configuration,
 * lints small snippets placed at the paths that matter. Only the rules about imports run (the
 * others, import-x/no-cycle first, would cost seconds and say nothing here). The rule reads the
 * file an import resolves to, so every module a snippet imports must exist: checked first.
 */

const ROOT = join(import.meta.dirname, "..");
const IMPORT_RULES = new Set(["import-x/no-restricted-paths", "no-restricted-syntax", "no-restricted-imports"]);

/** The start of each rule's message, as a developer reads it. */
const says = {
  common: "common/ is what the front and the server both need",
  serverNotApp: "The server never imports the front",
  frontNotServer: "In app/, only route modules and *.server.ts files import the server",
  notTests: "Test helpers (tests/) are imported by test files",
  generic: "A generic part names no feature",
  backOffice: "Public code never imports the back office",
  importType: "Import the project's types with `import type`",
  noModuleMocks: "No module mocks: test files share their worker's modules",
};

/** One module of the back office's words, wherever the words of a feature live (common/<feature>/content/admin*.ts). */
const backOfficeWords = readdirSync(join(ROOT, "common"), { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)content\/admin[^/]*\.ts$/.test(file) && !file.endsWith(".test.ts"))
  .sort()[0]!;

/** The modules the snippets below import, by specifier, and the file each must be (for the rule to see it). */
const modules: Record<string, string> = {
  "#server/config.server": "server/config.server.ts",
  "#server/booking/bookings.server": "server/booking/bookings.server.ts",
  "#server/news/articles-api.server": "server/news/articles-api.server.ts",
  "#server/traffic/page-views.server": "server/traffic/page-views.server.ts",
  "#server/editing/details.server": "server/editing/details.server.ts",
  "#server/forms/kinds.server": "server/forms/kinds.server.ts",
  "#server/db/schema": "server/db/schema.ts",
  "#server/auth/audit.server": "server/auth/audit.server.ts",
  "#server/privacy/person.server": "server/privacy/person.server.ts",
  "#app/lib/cn.ts": "app/lib/cn.ts",
  "~/lib/cn": "app/lib/cn.ts",
  "~/admin/admin-ui": "app/admin/admin-ui.tsx",
  "#common/settings.ts": "common/settings.ts",
  [`#common/${backOfficeWords}`]: `common/${backOfficeWords}`,
  "#tests/database": "tests/database.ts",
};

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => IMPORT_RULES.has(ruleId) });
  // The first file loads the configuration, the plugins and the resolver: seconds on a busy machine.
  await eslint.lintText("export {};", { filePath: join(ROOT, "common/x.ts") });
}, 60_000);

/** The messages ESLint gives `code` as the file `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.map((message) => message.message);
}

/** Expects `code` at each of `files` to be refused with a message containing `expected`. */
async function refused(files: string[], code: string, expected: string) {
  for (const file of files) expect(await lint(file, code), `${file}: ${code}`).toEqual([expect.stringContaining(expected)]);
}

/** Expects no message at all for `code` at each of `files`. */
async function allowed(files: string[], code: string) {
  for (const file of files) expect(await lint(file, code), `${file}: ${code}`).toEqual([]);
}

describe("the rules of direction", () => {
  it("see the modules the snippets import (a module the rule cannot resolve would pass unseen)", () => {
    for (const [specifier, file] of Object.entries(modules)) expect(existsSync(join(ROOT, file)), `${specifier} -> ${file}`).toBe(true);
  });

  it("common/ imports nothing from app/ or server/, not even a type; its tests may import any layer and tests/", async () => {
    await refused(["common/x.ts", "common/forms/x.ts"], `import { loadServerConfig } from "#server/config.server";`, says.common);
    await refused(["common/forms/content/x.ts"], `import type { ServerConfig } from "#server/config.server";`, says.common);
    await refused(["common/x.ts"], `export { cn } from "#app/lib/cn.ts";`, says.common);
    await refused(["common/booking/x.ts"], `import type { TestDatabase } from "#tests/database";`, says.notTests);
    await allowed(["common/x.ts"], `import { resolveBusinessSettings } from "#common/settings.ts";`);
    await allowed(
      ["common/x.test.ts", "common/forms/x.test.ts"],
      `import { createTestDatabase } from "#tests/database";\nimport { loadServerConfig } from "#server/config.server";\nimport { cn } from "#app/lib/cn.ts";`,
    );
  });

  it("server/ never imports app/, however the import is written; its tests may", async () => {
    await refused(["server/x.server.ts", "server/booking/x.server.ts"], `import { cn } from "#app/lib/cn.ts";`, says.serverNotApp);
    await refused(["server/forms/x.server.ts"], `import type { ClassValue } from "#app/lib/cn.ts";`, says.serverNotApp);
    expect(await lint("server/x.server.ts", `import { cn } from "../app/lib/cn";`)).toContainEqual(expect.stringContaining(says.serverNotApp));
    await allowed(["server/x.server.test.ts"], `import { cn } from "#app/lib/cn.ts";`);
  });

  it("in app/, only route modules and *.server.ts files import the server", async () => {
    const components = ["app/components/x.tsx", "app/lib/x.ts", "app/content/x.ts", "app/booking/booking-picker.tsx", "app/booking/admin/x.tsx", "app/admin/admin-ui.tsx"];
    await refused(components, `import { loadServerConfig } from "#server/config.server";`, says.frontNotServer);
    await refused(["app/events/admin/event-form.tsx"], `import type { ServerConfig } from "#server/config.server";`, says.frontNotServer);
    const routes = ["app/root.tsx", "app/routes/home.tsx", "app/booking/discovery-call.tsx", "app/booking/admin/calls.tsx", "app/admin/layout.tsx", "app/lib/x.server.ts", "app/entry.server.tsx"];
    await allowed(routes, `import { loadServerConfig } from "#server/config.server";`);
  });

  it("knows the route modules from the route config (app/routes.ts) and app/root.tsx", async () => {
    const eslintConfig = "../eslint.config.js"; // plain JavaScript, so imported by a name TypeScript does not resolve
    const { routeModules } = (await import(eslintConfig)) as { routeModules: string[] };
    const { default: routes } = (await import("../app/routes.ts")) as { default: RouteConfigEntry[] };
    const files = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
    const english = files(routes).filter((file) => !file.startsWith("routes/es/"));
    expect(new Set(routeModules)).toEqual(new Set(["app/root.tsx", ...english.map((file) => `app/${file}`)]));
  });

  it("production code never imports tests/; test files, e2e/ and tests/ do", async () => {
    await refused(["server/x.server.ts", "app/lib/x.ts", "scripts/x.mjs", "vite/x.ts", "x.config.ts"], `import { createTestDatabase } from "#tests/database";`, says.notTests);
    await refused(["scripts/x.mjs"], `import { createTestDatabase } from "../tests/database.ts";`, says.notTests);
    await allowed(["server/x.server.test.ts", "app/lib/x.test.tsx", "scripts/x.test.ts", "e2e/x.spec.ts", "e2e/support-x.ts", "tests/x.ts"], `import { createTestDatabase } from "#tests/database";`);
  });

  it("a generic server part (forms, email, pages, privacy, inbox, net; the database and auth below them) imports no feature", async () => {
    await refused(["server/privacy/x.server.ts", "server/auth/x.server.ts", "server/db/x.ts"], `import { uncountCall } from "#server/booking/bookings.server";`, says.generic);
    await refused(["server/forms/x.server.ts", "server/pages/x.server.ts"], `import type { ArticleSource } from "#server/news/articles-api.server";`, says.generic);
    await refused(["server/email/x.server.ts", "server/inbox/x.server.ts"], `import { createPageViewCounter } from "#server/traffic/page-views.server";`, says.generic);
    await refused(["server/net/x.server.ts"], `import type { BusinessSource } from "#server/editing/details.server";`, says.generic);
    const below = `import { formKinds } from "#server/forms/kinds.server";\nimport type { Database } from "#server/db/schema";\nimport { writeAudit } from "#server/auth/audit.server";\nimport { loadServerConfig } from "#server/config.server";`;
    await allowed(["server/privacy/x.server.ts", "server/email/x.server.ts"], below);
    // A feature uses the generic parts; a generic part's test may bring a feature in.
    await allowed(["server/booking/x.server.ts"], `import { erasePerson } from "#server/privacy/person.server";`);
    await allowed(["server/privacy/x.server.test.ts"], `import { uncountCall } from "#server/booking/bookings.server";`);
  });

  it("public code never imports the back office (its frame, a feature's admin/ folder, its words); the back office and the server do", async () => {
    const publicFiles = ["app/components/x.tsx", "app/routes/home.tsx", "app/booking/booking-picker.tsx"];
    await refused(publicFiles, `import { AdminCard } from "~/admin/admin-ui";`, says.backOffice);
    await refused([...publicFiles, "common/forms/x.ts", "common/forms/content/x.ts"], `import * as words from "#common/${backOfficeWords}";`, says.backOffice);
    await refused(["app/booking/x.tsx"], `import type * as Calls from "./admin/calls";`, says.backOffice);
    await allowed(["app/booking/admin/x.tsx", "app/admin/x.tsx", "server/inbox/x.server.ts"], `import * as words from "#common/${backOfficeWords}";`);
    await allowed(["app/events/admin/x.tsx"], `import { AdminCard } from "~/admin/admin-ui";`);
  });

  it("a type written as import() of a project module is refused in production code (the rules above would not see it)", async () => {
    await refused(["server/x.server.ts", "app/lib/x.ts"], `export type C = import("~/lib/cn").ClassValue;`, says.importType);
    await allowed(["server/x.server.ts"], `export type C = import("hono").Context;`);
    await allowed(["server/x.server.test.ts"], `export type C = typeof import("#server/config.server");`);
  });

  it("a Vitest file mocks no module (its worker's other files share the module), and may spy", async () => {
    await refused(["server/x.server.test.ts", "app/lib/x.test.tsx"], `import { vi } from "vitest";\nvi.mock("#server/config.server");`, says.noModuleMocks);
    await refused(["common/x.test.ts"], `import { vi } from "vitest";\nvi.doMock("#common/settings.ts", () => ({}));`, says.noModuleMocks);
    await allowed(["server/x.server.test.ts"], `import { vi } from "vitest";\nimport * as config from "#server/config.server";\nvi.spyOn(console, "log");\nexport { config };`);
  });
});
