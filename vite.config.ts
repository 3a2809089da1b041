import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadEnvFile } from "./common/load-env-file.ts";
import { resolveBusinessSettings, SettingsError } from "./common/settings.ts";
import routeConfig from "./app/routes.ts";
import { languageDependentModules, languages, staticImports } from "./vite/languages.ts";
import { defaultLanguage, otherLanguages, type Language } from "./common/languages.ts";

/**
 * The brand's name and the site's address, built into the pages (common/business.ts). The other
 * business details are read by the server for each request (server/editing/details.server.ts);
 * they are checked here too, so a bad value stops the build as it stops the server.
 */
function businessIdentity() {
  loadEnvFile();
  try {
    const { name, siteUrl } = resolveBusinessSettings(process.env);
    return { name, siteUrl };
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const root = fileURLToPath(new URL(".", import.meta.url));
/** Every route module's file, wherever its feature keeps it (app/routes.ts names them). */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [join(root, "app", entry.file), ...routeFiles(entry.children ?? [])]);
}
/**
 * Which of the app's own modules (app/ and common/) go into the chunks most pages share: one for the
 * code that is the same in every language, one per language for the rest (content modules and the
 * modules that read them, vite/languages.ts), so that an English page never loads Spanish words or
 * the reverse.
 */
function sharedGroup(): (kind: "neutral" | Language, only?: "frame") => (id: string) => boolean {
  const dependent = languageDependentModules(root);
  const routes = new Set([join(root, "app", "root.tsx"), ...routeFiles(routeConfig)]);
  // What the public pages' frame (header, footer, overlay) imports: every public page loads it.
  const frame = staticImports(root, join(root, "app", "routes", "public-layout.tsx"));
  const sep = "[\\\\/]";
  const inSource = new RegExp(`${sep}(app|common)${sep}`);
  const codes = otherLanguages.join("|");
  // A module of another language's graph: its mirror (.lang-es/) or its words (content/es/).
  const inLanguage = new RegExp(`${sep}(?:\\.lang-(${codes})|content${sep}(${codes}))${sep}`);
  const isContent = new RegExp(`${sep}content${sep}[^\\\\/]+$`);
  const mirror = new RegExp(`${sep}\\.lang-(?:${codes})(?=${sep})`);
  const languageRoute = new RegExp(`${sep}app${sep}routes${sep}(?:${codes})${sep}`);
  const twin = new RegExp(`(${sep}content${sep})(?:${codes})${sep}`);
  const english = (file: string) => file.replace(mirror, "").replace(twin, "$1");
  return (kind, only) => (id) => {
    const file = id.split("?")[0]!;
    if (!inSource.test(file) || routes.has(english(file)) || languageRoute.test(file)) return false;
    // The back office's words and components are for its pages alone: never in a chunk the public
    // pages load (with twenty back-office pages, what they share would otherwise join the public one).
    // (The back office's words, content/admin*.ts, are English only: no twin.)
    if (/[\\/](admin[\\/]|content[\\/]admin[\w-]*\.ts$)/.test(file)) return false;
    if (only === "frame" && !frame.has(english(file))) return false;
    const other = inLanguage.exec(file);
    if (other) return kind === (other[1] ?? other[2]);
    return (isContent.test(file) || dependent.has(file)) ? kind === defaultLanguage : kind === "neutral";
  };
}
const shared = sharedGroup();

export default defineConfig({
  plugins: [languages({ root: fileURLToPath(new URL(".", import.meta.url)) }), tailwindcss(), reactRouter()],
  define: { __BUSINESS_IDENTITY__: JSON.stringify(businessIdentity()) },
  build: {
    rolldownOptions: {
      // Each lucide-react icon module also makes lucide's own component (createLucideIcon); the
      // site draws icons with app/components/ui/icons.tsx from the modules' data, so those calls
      // and lucide's component code are left out.
      treeshake: { manualPureFunctions: ["createLucideIcon"] },
      // Rolldown's "[PLUGIN_TIMINGS]" notice after each build: on a build this small the plugins
      // always take most of the time, so it printed on every build (and every `npm start` that
      // builds) without anything to act on. To see where a build spends its time:
      // `node --cpu-prof node_modules/.bin/react-router build`.
      checks: { bundlerTimings: false },
      // Fewer, larger files for the first load: React in one chunk, React Router in another, every
      // icon in a third, the app's widely shared modules in a fourth (per language), instead of
      // some forty files of a few hundred bytes each (a phone on a
      // slow network pays for each request; one file also compresses better than many small ones).
      output: {
        codeSplitting: {
          groups: [
            // React apart from React Router: each chunk is evaluated in a task of its own, and
            // together they take long enough on a slow phone to block it for a while.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "framework", test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
            // The app's small modules that twenty route modules or more use (the frame, links,
            // buttons, the pages' titles): three files instead of some fifteen of a few hundred
            // bytes each. Twenty measured best for the home page's first load (10 and 40: more).
            // Other packages and Vite's own helpers that many pages use, in neither language's chunk.
            { name: "libs", test: (id) => !/[\\/](app|common)[\\/]/.test(id.split("?")[0]!), minShareCount: 20 },
            // Vite's preload helper, when fewer than twenty chunks use it: in the neutral frame (every
            // public page loads it), never in one language's chunk, which the other would then load.
            { name: "frame", test: (id) => id.includes("preload-helper") || shared("neutral", "frame")(id) },
            // One of each per language of the list (common/languages.ts).
            ...[defaultLanguage, ...otherLanguages].map((language) => ({ name: `frame-${language}`, test: shared(language, "frame") })),
            { name: "shared", test: shared("neutral"), minShareCount: 20 },
            ...[defaultLanguage, ...otherLanguages].map((language) => ({ name: `shared-${language}`, test: shared(language), minShareCount: 20 })),
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
