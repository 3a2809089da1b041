import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE_DIRS } from "../../vite/languages";
import { languageInfo, linkInLanguage, otherLanguages, type Language } from "../languages";

// Every content module, in every content/ folder of app/ and common/, has a twin in each other
// language of the list (common/languages.ts), content/<code>/, with the same exports and the same
// shape: the type check (Translation<typeof en.X>) catches a missing or extra key inside an
// export; this catches a missing module or export, a stray folder, and the values that must not
// be translated. Each twin is loaded as its language's pages get it (`?lang=<code>`, vite/languages.ts).

const root = join(import.meta.dirname, "..", "..");

/** Every folder named content/ under the source folders (generated route modules and dot folders aside). */
function contentFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const full = join(dir, entry.name);
    if (entry.name === "content") found.push(full);
    else found.push(...contentFolders(full));
  }
  return found;
}

const folders = SOURCE_DIRS.flatMap((dir) => contentFolders(join(root, dir))).map((dir) => relative(root, dir));
const scripts = (dir: string): string[] => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) : []);

/** The back office's words (admin*.ts, English only: the back office is in English) and modules of types alone need no twin. */
async function needsTwin(file: string): Promise<boolean> {
  if (/^admin[\w-]*\.ts$/.test(file.split("/").pop()!)) return false;
  return Object.keys(await import(join(root, file))).length > 0;
}

const candidates = folders.flatMap((dir) => scripts(dir).map((name) => `${dir}/${name}`));
const translated = (await Promise.all(candidates.map(async (file) => ((await needsTwin(file)) ? [file] : [])))).flat();

/** Fields whose values are identifiers, not words: the same in every language. */
const sameInEveryLanguage = new Set(["id", "value", "src", "icon", "slug", "key", "quizType", "level", "code", "package"]);

function compare(en: unknown, other: unknown, path: string, language: Language, problems: string[]): void {
  const name = languageInfo(language).name;
  if (typeof en === "function") {
    if (typeof other !== "function") problems.push(`${path}: a function in English, ${typeof other} in ${name}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return void problems.push(`${path}: an array in English, not in ${name}`);
    if (en.length !== other.length) problems.push(`${path}: ${en.length} items in English, ${other.length} in ${name}`);
    en.forEach((item, i) => compare(item, other[i], `${path}[${i}]`, language, problems));
    return;
  }
  if (en && typeof en === "object") {
    if (!other || typeof other !== "object") return void problems.push(`${path}: an object in English, not in ${name}`);
    const [a, b] = [Object.keys(en).sort(), Object.keys(other).sort()];
    if (a.join() !== b.join()) problems.push(`${path}: keys ${a.join(",")} in English, ${b.join(",")} in ${name}`);
    for (const key of a) {
      const [x, y] = [(en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]];
      if (sameInEveryLanguage.has(key) && typeof x !== "object" && x !== y) problems.push(`${path}.${key}: "${String(x)}" must stay "${String(x)}", not "${String(y)}"`);
      else if ((key === "href" || key === "to") && typeof x === "string" && typeof y === "string") {
        // A link to a page leads to the page in this language; files, the API and the back office are the same.
        const expected = /^\/(images|api|admin)\//.test(x) ? x : linkInLanguage(x, language);
        if (y !== expected) problems.push(`${path}.${key}: "${x}" should be "${expected}" in ${name}, not "${y}"`);
      } else compare(x, y, `${path}.${key}`, language, problems);
    }
    return;
  }
  if (typeof en !== typeof other) problems.push(`${path}: ${typeof en} in English, ${typeof other} in ${name}`);
  else if (typeof en === "number" && en !== other) problems.push(`${path}: ${String(en)} in English, ${String(other)} in ${name}`);
}

describe("the content modules' twins", () => {
  it("are found in every content folder of app/ and common/", () => {
    expect(folders).toEqual(expect.arrayContaining(["app/content", "common/content", "common/forms/content", "common/email/content"]));
  });

  it("each content folder holds only the twins of its listed languages, and no twin without its English module", () => {
    const problems: string[] = [];
    for (const dir of folders) {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (entry.isDirectory() && !otherLanguages.includes(entry.name as Language)) problems.push(`${dir}/${entry.name}/: not a language of common/languages.ts`);
      }
      for (const language of otherLanguages) {
        for (const name of scripts(`${dir}/${language}`)) if (!existsSync(join(root, dir, name))) problems.push(`${dir}/${language}/${name}: no ${dir}/${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("include the modules of words and leave out those of types alone and the back office's", () => {
    expect(translated).toEqual(expect.arrayContaining(["app/content/layout.ts", "common/content/locale.ts", "common/email/content/emails.ts"]));
    expect(translated).not.toEqual(expect.arrayContaining(["common/content/types.ts"]));
    expect(translated.filter((file) => file.includes("/admin"))).toEqual([]);
  });

  for (const file of translated) {
    const [dir, name] = [file.slice(0, file.lastIndexOf("/")), file.slice(file.lastIndexOf("/") + 1)];
    it(`${file} has a twin with its exports, shapes, identifiers and links in ${otherLanguages.join(", ")}`, async () => {
      const en = (await import(join(root, file))) as Record<string, unknown>;
      const problems: string[] = [];
      for (const language of otherLanguages) {
        const twin = `${dir}/${language}/${name}`;
        if (!existsSync(join(root, twin))) {
          problems.push(`${twin} is missing`);
          continue;
        }
        const other = (await import(`${join(root, file)}?lang=${language}`)) as Record<string, unknown>;
        // Type-only exports leave nothing at run time; values must match one to one.
        if (Object.keys(other).sort().join() !== Object.keys(en).sort().join()) problems.push(`${twin}: exports ${Object.keys(other).sort().join(",")}, not ${Object.keys(en).sort().join(",")}`);
        for (const key of Object.keys(en)) compare(en[key], other[key], `${twin}: ${key}`, language, problems);
      }
      expect(problems).toEqual([]);
    });
  }
});
