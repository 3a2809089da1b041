import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * One module graph per language, from one source tree.
 *
 * The English pages import their words from app/content/X.ts; the Spanish pages must get the same
 * components with app/content/es/X.ts instead, and neither language's JavaScript may carry the
 * other's words. This plugin gives every module under app/ that (directly or through other app
 * modules) imports a content module a Spanish twin: in the Spanish graph an import of
 * app/content/X resolves to app/content/es/X, and an import of such a module resolves to its twin,
 * whose id is the same file under app/.lang-es/ (read from the real file). Modules that do not
 * reach any content (React contexts such as the nonce, the hydration steps, UI primitives) are
 * shared by both graphs, so their state stays one.
 *
 * A module joins the Spanish graph in two ways:
 * - it is a Spanish route module, app/routes/es/*.tsx (generated from the English ones by
 *   app/routes.ts): everything it imports is resolved in Spanish;
 * - its import names it explicitly with a `?lang=es` suffix (server code that answers in both
 *   languages: `import { formDefinitions } from "#common/forms/registry.ts?lang=es"`).
 *
 * Why not a runtime catalogue (Paraglide JS and the like): every compiled message there holds all
 * its languages, so an English page would ship the Spanish words of every message it uses.
 */
export const LANGUAGES = ["es"] as const;
type Language = (typeof LANGUAGES)[number];

const SCRIPT = /\.(?:ts|tsx)$/;
const LANG_QUERY = /\?lang=(es)$/;

export function languages(options: { appDir: string }): Plugin {
  const appDir = path.resolve(options.appDir);
  const contentDir = path.join(appDir, "content");
  let dependent = new Set<string>();

  const mirrorRoot = (lang: Language) => path.join(appDir, `.lang-${lang}`);
  const routesDir = (lang: Language) => path.join(appDir, "routes", lang);

  /** The real file behind a module id of a language graph, and that graph's language. */
  function graphOf(id: string): { file: string; lang: Language } | null {
    const file = id.split("?")[0]!;
    for (const lang of LANGUAGES) {
      const mirror = mirrorRoot(lang) + path.sep;
      if (file.startsWith(mirror)) return { file: path.join(appDir, file.slice(mirror.length)), lang };
      if (file.startsWith(routesDir(lang) + path.sep)) return { file, lang };
    }
    return null;
  }

  /** Where `file` lives in the `lang` graph. */
  function inLanguage(file: string, lang: Language): string {
    if (file.startsWith(contentDir + path.sep) && !isLanguageContent(file)) {
      const twin = path.join(contentDir, lang, path.relative(contentDir, file));
      if (!existsSync(twin)) throw new Error(`languages: ${path.relative(appDir, file)} has no ${lang} twin (${path.relative(appDir, twin)})`);
      return twin;
    }
    if (dependent.has(file)) return path.join(mirrorRoot(lang), path.relative(appDir, file));
    return file;
  }

  function isLanguageContent(file: string): boolean {
    return LANGUAGES.some((lang) => file.startsWith(path.join(contentDir, lang) + path.sep));
  }

  return {
    name: "kindred:languages",
    enforce: "pre",
    buildStart() {
      dependent = languageDependentModules(appDir);
    },
    watchChange() {
      dependent = languageDependentModules(appDir);
    },
    async resolveId(source, importer, resolveOptions) {
      const explicit = LANG_QUERY.exec(source);
      if (explicit) {
        const resolved = await this.resolve(source.replace(LANG_QUERY, ""), importer, { ...resolveOptions, skipSelf: true });
        if (!resolved) return null;
        if (dependent.size === 0) dependent = languageDependentModules(appDir);
        return inLanguage(resolved.id.split("?")[0]!, explicit[1] as Language);
      }
      if (!importer) return null;
      const graph = graphOf(importer);
      if (!graph) return null;
      const resolved = await this.resolve(source, graph.file, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = [resolved.id.split("?")[0]!, resolved.id.includes("?") ? resolved.id.slice(resolved.id.indexOf("?")) : ""];
      if (!path.isAbsolute(file) || !SCRIPT.test(file)) return resolved;
      if (dependent.size === 0) dependent = languageDependentModules(appDir);
      const target = inLanguage(file, graph.lang);
      return target === file ? resolved : target + query;
    },
    load(id) {
      const graph = graphOf(id);
      if (!graph || graph.file === id.split("?")[0]) return null;
      this.addWatchFile(graph.file);
      return readFileSync(graph.file, "utf8");
    },
  };
}

/**
 * Every module under app/ (outside app/content/) that imports a content module at run time,
 * directly or through other such modules. Type-only imports do not count: they leave no import.
 */
export function languageDependentModules(appDir: string): Set<string> {
  const contentDir = path.join(appDir, "content");
  const files = listScripts(appDir).filter(
    (file) => !file.startsWith(contentDir + path.sep) && !LANGUAGES.some((lang) => file.startsWith(path.join(appDir, "routes", lang) + path.sep)),
  );
  const importers = new Map<string, Set<string>>();
  const dependent = new Set<string>();
  const queue: string[] = [];
  for (const file of files) {
    for (const target of runtimeImports(file, appDir)) {
      if (target.startsWith(contentDir + path.sep)) {
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
export function staticImports(appDir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file, appDir, { dynamic: false }));
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

function runtimeImports(file: string, appDir: string, { dynamic = true }: { dynamic?: boolean } = {}): string[] {
  const source = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (!dynamic && match[2] !== undefined) continue;
    const specifier = (match[1] ?? match[2])!.split("?")[0]!;
    let base: string | null = null;
    if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
    else if (specifier.startsWith("#app/")) base = path.join(appDir, specifier.slice(5));
    else if (specifier.startsWith(".")) base = path.resolve(path.dirname(file), specifier);
    if (!base) continue;
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
      (candidate) => SCRIPT.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (found) out.push(found);
  }
  return out;
}
