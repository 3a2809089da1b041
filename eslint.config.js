import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { otherLanguages } from "./common/languages.ts";

// Server modules are imported as #server/... from anywhere (package.json "imports"); inside
// server/ only a file beside this one is imported by path (./...).
const serverByPath = { regex: "^(\\.\\./)+server/", message: "Import server code as #server/..." };
const climbInServer = { regex: "^\\.\\./(?!\\.\\./vite/)", message: "Import server code as #server/... (a file beside this one as ./...)." };

// ---- The direction of imports (docs/architecture.md, "Folders and the direction of imports") ----
// app/ (the front) -> server/ -> common/; tests/ beside them, for test files only. Checked by
// import-x/no-restricted-paths on the resolved file, whatever the import's spelling (#server/...,
// ~/..., a relative path), `import type` and `export ... from` included; an import() type, which
// the rule does not see, is refused in production code (no-restricted-syntax below). Test files
// may import any layer and tests/: nothing imports a test, so it is in no bundle and no circle.
// Circles, type-only ones included, are found by tests/import-circles.test.ts.
const TEST_FILES = ["**/*.test.{ts,tsx}", "**/*.bench.ts", "e2e/**", "tests/**"];
// The route modules: app/root.tsx and the file of every file(), index(), layout() and route() in
// app/routes.ts (held to the real route config by tests/eslint-rules.test.ts). Only they and
// *.server.ts files in app/ reach the server.
const routeCalls = /\b(?:file|index|layout|route)\((?:"[^"]*",\s*)?"([\w./-]+\.tsx?)"/g;
export const routeModules = ["app/root.tsx", ...new Set([...readFileSync(new URL("./app/routes.ts", import.meta.url), "utf8").matchAll(routeCalls)].map((match) => `app/${match[1]}`))];
// The back office: its frame, each feature's admin/ folder, and its words (content/admin*.ts).
const BACK_OFFICE = ["app/admin/**", "app/*/admin/**", "common/**/content/admin*.ts"];
// The generic server parts, and the database and auth they stand on (auth's guard and audit log
// are what every back-office part stands on), name no feature (server/booking, server/news,
// server/events, ... and any new one): features plug in through the hooks and stamps given in
// server/app.server.ts. They import each other and the files at server/'s top (config, ...).
const GENERIC_SERVER = ["forms", "email", "pages", "privacy", "inbox", "net", "db", "auth"];

const layers = [
  { target: "common", from: ["app", "server"], message: "common/ is what the front and the server both need: it imports nothing from app/ or server/." },
  { target: "server", from: "app", message: "The server never imports the front (app/): move what both need to common/." },
  { target: ".", from: "tests", message: "Test helpers (tests/) are imported by test files, e2e/ and tests/ only, never by production code." },
  {
    target: GENERIC_SERVER.map((part) => `server/${part}`),
    from: "server/*/**/*",
    except: [`**/server/{${GENERIC_SERVER.join(",")}}/**`],
    message: "A generic part names no feature: give it a hook or a stamp in server/app.server.ts.",
  },
];
const publicNotBackOffice = { target: ["app", "common"], from: BACK_OFFICE, message: "Public code never imports the back office (app/admin/, app/<feature>/admin/, content/admin*.ts): it would ship in the public pages' JavaScript." };
const frontNotServer = { target: "app", from: "server", message: "In app/, only route modules and *.server.ts files import the server (their loaders and actions): give a component what it needs as props, or move it to common/." };
/** ESLint keeps one set of a rule's options per file, the last block's that names it: each block below lists every zone its files keep. */
const direction = (...zones) => ({ "import-x/no-restricted-paths": ["error", { basePath: fileURLToPath(new URL(".", import.meta.url)), zones: [...layers, ...zones] }] });

// `npm run lint` (and `npm test`): no warnings allowed.
export default defineConfig(
  { ignores: ["build/", "build-*/", ".react-router/", "bench/results/", "test-results/", "playwright-report/", ...otherLanguages.map((language) => `app/routes/${language}/`)] },
  tseslint.configs.recommended,
  // Includes the React Compiler-era rules (purity, refs, set-state-in-effect…) that version 7 turns on.
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  // The TypeScript settings (extensions, parser) so the import rules follow .ts and .tsx imports.
  importX.flatConfigs.typescript,
  {
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      // Circles of value imports, in the editor too; packages are not followed. The rule skips
      // type-only imports and has no option to see them: tests/import-circles.test.ts finds every circle.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A leading underscore marks a parameter that is there for its position or type only.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // A scrollable region (a wide table, a strip of slides) must be reachable by keyboard to be
      // scrolled: axe's scrollable-region-focusable asks for tabindex=0 on it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"], tags: [] }],
    },
  },
  { files: ["**/*.{ts,tsx,js,mjs}"], ignores: TEST_FILES, rules: { ...direction(), "no-restricted-syntax": ["error", { selector: "TSImportType[source.value=/^[.~#]/]", message: "Import the project's types with `import type`, which the rules of direction check." }] } },
  {
    // Vitest runs the test files of a worker without isolation (vitest.config.ts): a module mock
    // would not replace a module an earlier file imported, and would stay for the files after it.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]", message: "No module mocks: test files share their worker's modules (vitest.config.ts). Spy on an object the module exports (vi.spyOn), or pass the part in." },
      ],
    },
  },
  { files: ["app/**/*.{ts,tsx}", "common/**/*.ts"], ignores: [...TEST_FILES, ...BACK_OFFICE], rules: direction(publicNotBackOffice) },
  { files: ["app/**/*.{ts,tsx}"], ignores: [...TEST_FILES, ...BACK_OFFICE, ...routeModules, "app/**/*.server.{ts,tsx}"], rules: direction(publicNotBackOffice, frontNotServer) },
  { files: BACK_OFFICE, ignores: [...TEST_FILES, ...routeModules, "app/**/*.server.{ts,tsx}"], rules: direction(frontNotServer) },
  {
    // Inside server/, a file beside this one is ./x; everything else is #server/... or #common/....
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [climbInServer] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "e2e/**/*.ts", "*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverByPath] }] },
  },
  {
    // The second sign-in step is a page with one field, the code: focusing it on arrival is what
    // the visitor came for, and the HTML attribute works before and without JavaScript.
    files: ["app/auth/admin/sign-in.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  {
    // The mobile menu is an HTML popover (role="dialog"). `autofocus` on a popover does not take
    // focus when the page loads (the rule's concern): the browser focuses it only when the visitor
    // opens the panel, which is how HTML moves focus into a popover, with or without JavaScript,
    // so a screen reader announces "Navigation, dialog" and Tab continues inside it.
    files: ["app/components/mobile-nav.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
);
