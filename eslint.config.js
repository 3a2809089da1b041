import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { otherLanguages } from "./common/languages.ts";

const appByPath = { regex: "^(\\.\\./)+app/", message: "Import app code as #app/..., with the file's extension." };
// Server modules are imported as #server/... from anywhere (package.json "imports"); inside
// server/ only a file beside this one is imported by path (./...).
const serverByPath = { regex: "^(\\.\\./)+server/", message: "Import server code as #server/..." };
const climbInServer = { regex: "^\\.\\./(?!\\.\\./vite/)", message: "Import server code as #server/... (a file beside this one as ./...)." };

// `npm run lint` (and `npm test`): no warnings allowed.
export default defineConfig(
  { ignores: ["build/", "build-*/", ".react-router/", "bench/results/", "test-results/", "playwright-report/", ...otherLanguages.map((language) => `app/routes/${language}/`)] },
  tseslint.configs.recommended,
  // Includes the React Compiler-era rules (purity, refs, set-state-in-effect…) that version 7 turns on.
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  // The TypeScript settings (extensions, parser) so the cycle rule follows .ts and .tsx imports.
  importX.flatConfigs.typescript,
  {
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      // Two cycles were broken on 23 November 2026 (toaster <-> sonner-toaster, api <-> health).
      // Type-only imports do not count (they vanish from the build); packages are not followed.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A leading underscore marks a parameter that is there for its position or type only.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // A scrollable region (a wide table, a strip of slides) must be reachable by keyboard to be
      // scrolled: axe's scrollable-region-focusable asks for tabindex=0 on it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"], tags: [] }],
    },
  },
  {
    // Server code reaches app code only as #app/... (package.json "imports"), never by climbing out of server/.
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appByPath, climbInServer] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "e2e/**/*.ts", "*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverByPath] }] },
  },
  {
    // The generic parts name no feature: booking and the news feed plug in through the hooks and
    // stamps given where the server is put together (server/app.server.ts, docs/architecture.md).
    // (The rule's options replace the block above's for these files: both patterns are here.)
    files: ["server/forms/**", "server/email/**", "server/pages/**", "server/net/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appByPath, climbInServer, { group: ["**/server/booking/*", "../booking/*", "#server/booking/*", "**/server/news/*", "../news/*", "#server/news/*"], message: "A generic part names no feature: give it a hook or a stamp in server/app.server.ts." }] }] },
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
