import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { defaultLanguage, languages as listed, otherLanguages } from "../common/languages.ts";

/**
 * One module graph per language, from one source tree.
 *
 * Words live in content modules: the scripts directly inside a folder named `content` (app/content/
 * for the site's pages, common/<feature>/content/ for a feature's), in the default language (English),
 * each with its twin in `content/<code>/` for every other language of the list (common/languages.ts).
 * The English pages import the English modules; the Spanish pages must get the same components
 * with the twins instead, and no language's JavaScript may carry another's words. This plugin
 * gives every module under app/ and common/ that (directly or through other modules) imports a
 * content module a twin per language: in the Spanish graph an import of <dir>/content/X resolves to
 * <dir>/content/es/X, and an import of such a module resolves to its twin, whose id is the same
 * file under .lang-es/ at the project's root (read from the real file). Modules that do not reach
 * any content (React contexts, the hydration steps, UI primitives) are shared by all graphs, so
 * their state stays one.
 *
 * A module joins a language's graph in two ways:
 * - it is one of that language's route modules, app/routes/<code>/*.tsx (generated from the
 *   English ones by app/routes.ts): everything it imports is resolved in that language;
 * - its import names it explicitly with a `?lang=<code>` suffix.
 * Server code that answers in every language imports a module once per language with `?languages`:
 * `import byLanguage from "#common/forms/registry.ts?languages"` is `{ en: <module>, es: <its
 * Spanish twin> }`, one entry per language of the list (cast it to `Record<Language, typeof X>`).
 *
 * Why not a runtime catalogue (Paraglide JS and the like): every compiled message there holds all
 * its languages, so an English page would ship the Spanish words of every message it uses.
 */
/** The languages with twins (all but the default): their graphs, route folders and `?lang=` suffixes. */
export const LANGUAGES = otherLanguages;
type Language = (typeof LANGUAGES)[number];

const SCRIPT = /\.(?:ts|tsx)$/;
const LANG_QUERY = new RegExp(`\\?lang=(${LANGUAGES.join("|")})$`);
const EVERY_LANGUAGE = /\?languages$/;
const EVERY_LANGUAGE_ID = "\0languages:";

/** The folders whose modules may read words: the front and what both sides share. */
export const SOURCE_DIRS = ["app", "common"] as const;

/** Whether `file` is a content module: a script directly inside a folder named `content`. */
export function isContentModule(file: string): boolean {
  return SCRIPT.test(file) && path.basename(path.dirname(file)) === "content";
}

/** Whether `file` is a content module's twin in another language (`content/es/x.ts`). */
function isLanguageContent(file: string): boolean {
  const dir = path.dirname(file);
  return (LANGUAGES as readonly string[]).includes(path.basename(dir)) && path.basename(path.dirname(dir)) === "content";
}

export function languages(options: { root: string }): Plugin {
  const root = path.resolve(options.root);
  let dependent = new Set<string>();

  const mirrorRoot = (lang: Language) => path.join(root, `.lang-${lang}`);
  const routesDir = (lang: Language) => path.join(root, "app", "routes", lang);

  /** The real file behind a module id of a language graph, and that graph's language. */
  function graphOf(id: string): { file: string; lang: Language } | null {
    const file = id.split("?")[0]!;
    for (const lang of LANGUAGES) {
      const mirror = mirrorRoot(lang) + path.sep;
      if (file.startsWith(mirror)) return { file: path.join(root, file.slice(mirror.length)), lang };
      if (file.startsWith(routesDir(lang) + path.sep)) return { file, lang };
    }
    return null;
  }

  /** Where `file` lives in the `lang` graph. */
  function inLanguage(file: string, lang: Language): string {
    if (isContentModule(file)) {
      const twin = path.join(path.dirname(file), lang, path.basename(file));
      if (!existsSync(twin)) throw new Error(`languages: ${path.relative(root, file)} has no ${lang} twin (${path.relative(root, twin)})`);
      return twin;
    }
    if (dependent.has(file)) return path.join(mirrorRoot(lang), path.relative(root, file));
    return file;
  }

  return {
    name: "kindred:languages",
    enforce: "pre",
    buildStart() {
      dependent = languageDependentModules(root);
    },
    watchChange() {
      dependent = languageDependentModules(root);
    },
    async resolveId(source, importer, resolveOptions) {
      if (EVERY_LANGUAGE.test(source)) {
        const resolved = await this.resolve(source.replace(EVERY_LANGUAGE, ""), importer, { ...resolveOptions, skipSelf: true });
        return resolved ? EVERY_LANGUAGE_ID + resolved.id.split("?")[0]! : null;
      }
      const explicit = LANG_QUERY.exec(source);
      if (explicit) {
        const resolved = await this.resolve(source.replace(LANG_QUERY, ""), importer, { ...resolveOptions, skipSelf: true });
        if (!resolved) return null;
        if (dependent.size === 0) dependent = languageDependentModules(root);
        return inLanguage(resolved.id.split("?")[0]!, explicit[1] as Language);
      }
      if (!importer) return null;
      const graph = graphOf(importer);
      if (!graph) return null;
      const resolved = await this.resolve(source, graph.file, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = [resolved.id.split("?")[0]!, resolved.id.includes("?") ? resolved.id.slice(resolved.id.indexOf("?")) : ""];
      if (!path.isAbsolute(file) || !SCRIPT.test(file)) return resolved;
      if (dependent.size === 0) dependent = languageDependentModules(root);
      const target = inLanguage(file, graph.lang);
      return target === file ? resolved : target + query;
    },
    load(id) {
      if (id.startsWith(EVERY_LANGUAGE_ID)) {
        // `X?languages`: X in each language of the list, by code.
        const file = id.slice(EVERY_LANGUAGE_ID.length);
        const imports = listed.map((code, i) => `import * as l${i} from ${JSON.stringify(code === defaultLanguage ? file : `${file}?lang=${code}`)};`);
        return `${imports.join("\n")}\nexport default { ${listed.map((code, i) => `${JSON.stringify(code)}: l${i}`).join(", ")} };\n`;
      }
      const graph = graphOf(id);
      if (!graph || graph.file === id.split("?")[0]) return null;
      this.addWatchFile(graph.file);
      return readFileSync(graph.file, "utf8");
    },
  };
}

/**
 * Every module of the source folders (app/ and common/, content modules aside) that imports a
 * content module at run time, directly or through other such modules. Type-only imports do not
 * count: they leave no import.
 */
export function languageDependentModules(root: string): Set<string> {
  const spanishRoutes = LANGUAGES.map((lang) => path.join(root, "app", "routes", lang) + path.sep);
  const files = SOURCE_DIRS.flatMap((dir) => (existsSync(path.join(root, dir)) ? listScripts(path.join(root, dir)) : [])).filter(
    (file) => !isContentModule(file) && !isLanguageContent(file) && !spanishRoutes.some((dir) => file.startsWith(dir)),
  );
  const importers = new Map<string, Set<string>>();
  const dependent = new Set<string>();
  const queue: string[] = [];
  for (const file of files) {
    for (const target of runtimeImports(file, root)) {
      if (isContentModule(target)) {
        if (!dependent.has(file)) {
          dependent.add(file);
          queue.push(file);
        }
      } else {
        let set = importers.get(target);
        if (!set) importers.set(target, (set = new Set()));
        set.add(file);
      }
    }
  }
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const importer of importers.get(file) ?? []) {
      if (!dependent.has(importer)) {
        dependent.add(importer);
        queue.push(importer);
      }
    }
  }
  return dependent;
}

/**
 * The modules under app/ that `entry` imports statically, directly or through others (itself
 * included); `import()` is left out: what it loads comes later, in chunks of its own.
 */
export function staticImports(root: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file, root, { dynamic: false }));
  }
  return seen;
}

function listScripts(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".") || name === "node_modules") continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listScripts(full));
    else if (SCRIPT.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

// `import x from "..."`, `import { a } from "..."`, `export { a } from "..."`, `export * from "..."`,
// `import "..."` and `import("...")`; `import type` / `export type` are skipped (erased).
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function runtimeImports(file: string, root: string, { dynamic = true }: { dynamic?: boolean } = {}): string[] {
  const source = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (!dynamic && match[2] !== undefined) continue;
    const specifier = (match[1] ?? match[2])!.split("?")[0]!;
    let base: string | null = null;
    if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
    else if (specifier.startsWith("#app/")) base = path.join(root, "app", specifier.slice(5));
    else if (specifier.startsWith("#common/")) base = path.join(root, "common", specifier.slice(8));
    else if (specifier.startsWith(".")) base = path.resolve(path.dirname(file), specifier);
    if (!base) continue;
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (candidate) => SCRIPT.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (found) out.push(found);
  }
  return out;
}
