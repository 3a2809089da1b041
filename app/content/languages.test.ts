import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every English content module has a Spanish twin with the same exports and the same shape: the
// type check (Translation<typeof en.X>) catches a missing or extra key inside an export; this
// catches a missing module or export, and the values that must not be translated.

const dir = import.meta.dirname;
/** Modules with no visitor-facing words of their own (types), or the back office's (English only). */
const notTranslated = new Set(["admin.ts", "admin-content.ts", "admin-business.ts", "types.ts", "translation.ts"]);
const english = readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !notTranslated.has(name));

/** Fields whose values are identifiers, not words: the same in every language. */
const sameInEveryLanguage = new Set(["id", "value", "src", "icon", "slug", "key", "quizType", "level", "package"]);

function compare(en: unknown, es: unknown, path: string, problems: string[]): void {
  if (typeof en === "function") {
    if (typeof es !== "function") problems.push(`${path}: a function in English, ${typeof es} in Spanish`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return void problems.push(`${path}: an array in English, not in Spanish`);
    if (en.length !== es.length) problems.push(`${path}: ${en.length} items in English, ${es.length} in Spanish`);
    en.forEach((item, i) => compare(item, es[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === "object") {
    if (!es || typeof es !== "object") return void problems.push(`${path}: an object in English, not in Spanish`);
    const [a, b] = [Object.keys(en).sort(), Object.keys(es).sort()];
    if (a.join() !== b.join()) problems.push(`${path}: keys ${a.join(",")} in English, ${b.join(",")} in Spanish`);
    for (const key of a) {
      const [x, y] = [(en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key]];
      if (sameInEveryLanguage.has(key) && typeof x !== "object" && x !== y) problems.push(`${path}.${key}: "${String(x)}" must stay "${String(x)}", not "${String(y)}"`);
      else if ((key === "href" || key === "to") && typeof x === "string" && typeof y === "string") {
        const expected = x.startsWith("/") && !x.startsWith("//") && !/^\/(images|api|admin)\//.test(x) ? (x === "/" ? "/es" : x.startsWith("/#") || x.startsWith("/?") ? `/es${x.slice(1)}` : `/es${x}`) : x;
        if (y !== expected) problems.push(`${path}.${key}: "${x}" should be "${expected}" in Spanish, not "${y}"`);
      } else compare(x, y, `${path}.${key}`, problems);
    }
    return;
  }
  if (typeof en !== typeof es) problems.push(`${path}: ${typeof en} in English, ${typeof es} in Spanish`);
  else if (typeof en === "number" && en !== es) problems.push(`${path}: ${String(en)} in English, ${String(es)} in Spanish`);
}

describe("the Spanish content modules", () => {
  it("covers every English content module", () => {
    const spanish = new Set(readdirSync(join(dir, "es")));
    expect(english.filter((name) => !spanish.has(name))).toEqual([]);
    expect([...spanish].filter((name) => !english.includes(name))).toEqual([]);
  });

  for (const name of english) {
    it(`es/${name} has the exports, shapes, identifiers and Spanish links of ${name}`, async () => {
      const en = (await import(join(dir, name))) as Record<string, unknown>;
      const es = (await import(join(dir, "es", name))) as Record<string, unknown>;
      // Type-only exports leave nothing at run time; values must match one to one.
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      const problems: string[] = [];
      for (const key of Object.keys(en)) compare(en[key], es[key], key, problems);
      expect(problems).toEqual([]);
    });
  }
});
