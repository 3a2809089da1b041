import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";
import { languageDependentModules, languages } from "./languages";

// A small app/ tree: content in two languages, a component that uses it, one that does not
// (with module state), and an English and a Spanish route module.
const files: Record<string, string> = {
  "content/greeting.ts": `export const greeting = { hello: "Hello, reader" };`,
  "content/es/greeting.ts": `export const greeting = { hello: "Hola, lector" };`,
  "content/types.ts": `export type Words = { hello: string };`,
  // A feature's words in common/: a module there that reads them has a twin too.
  "../common/booking/content/call.ts": `export const call = { title: "Your call" };`,
  "../common/booking/content/es/call.ts": `export const call = { title: "Tu llamada" };`,
  "../common/booking/format.ts": `import { call } from "./content/call";\nexport const title = () => call.title;`,
  "lib/counter.ts": `export const counter = { clicks: 0 };`,
  "components/hello.tsx": `import { greeting } from "~/content/greeting";\nimport type { Words } from "~/content/types";\nimport { counter } from "../lib/counter";\nexport const hello = (): string => greeting.hello + counter.clicks;`,
  "components/card.tsx": `import { hello } from "./hello";\nexport const card = () => "[" + hello() + "]";`,
  "components/plain.tsx": `import type { Words } from "~/content/types";\nexport const plain = (w: Words) => w.hello;`,
  "routes/page.tsx": `import { card } from "~/components/card";\nimport { counter } from "~/lib/counter";\nimport { title } from "../../common/booking/format";\nexport default () => card() + counter.clicks + title();`,
  "routes/es/page.tsx": `import { card } from "~/components/card";\nimport { counter } from "~/lib/counter";\nimport { title } from "../../../common/booking/format";\nexport default () => card() + counter.clicks + title();`,
  "server-entry.ts": `import { greeting as en } from "~/content/greeting";\nimport { greeting as es } from "~/content/greeting.ts?lang=es";\nexport const both = [en.hello, es.hello];`,
  "server-every.ts": `import cards from "~/components/card.tsx?languages";\nimport words from "~/content/greeting.ts?languages";\nexport const every = Object.entries(cards).map(([code, m]) => [code, m.card(), words[code].greeting.hello]);`,
};

let root: string;
let app: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "kindred-languages-"));
  app = join(root, "app");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, name)), { recursive: true });
    writeFileSync(join(app, name), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function bundle(entries: Record<string, string>): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [languages({ root })],
    resolve: { alias: { "~": app } },
    build: { write: false, minify: false, rollupOptions: { input: entries, preserveEntrySignatures: "exports-only" } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(output) ? output[0]! : output).output.filter((item): item is Rollup.OutputChunk => item.type === "chunk");
}

describe("languages plugin", () => {
  it("finds the modules that reach content, directly or through others, and not type-only imports", () => {
    const dependent = [...languageDependentModules(root)].map((file) => file.slice(root.length + 1)).sort();
    expect(dependent).toEqual(["app/components/card.tsx", "app/components/hello.tsx", "app/routes/page.tsx", "app/server-entry.ts", "app/server-every.ts", "common/booking/format.ts"]);
  });

  it("builds the Spanish route with Spanish words only, and the English with English only, sharing modules without words", async () => {
    const chunks = await bundle({ en: join(app, "routes/page.tsx"), es: join(app, "routes/es/page.tsx") });
    const code = (name: string) => {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name)!;
      // The entry and every chunk it imports.
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        chunks.find((chunk) => chunk.fileName === file)!.imports.forEach(visit);
      };
      visit(entry.fileName);
      return [...seen].map((file) => chunks.find((chunk) => chunk.fileName === file)!.code).join("\n");
    };
    expect(code("es")).toContain("Hola, lector");
    expect(code("es")).not.toContain("Hello, reader");
    expect(code("en")).toContain("Hello, reader");
    expect(code("en")).not.toContain("Hola, lector");
    // A feature's words in common/ follow the page's language too.
    expect(code("es")).toContain("Tu llamada");
    expect(code("es")).not.toContain("Your call");
    expect(code("en")).toContain("Your call");
    expect(code("en")).not.toContain("Tu llamada");
    // One counter for both languages: a module without words is not copied.
    const all = chunks.map((chunk) => chunk.code).join("\n");
    expect(all.match(/clicks: 0/g)).toHaveLength(1);
  });

  it("lets server code import a module's Spanish twin by name", async () => {
    const chunks = await bundle({ server: join(app, "server-entry.ts") });
    const code = chunks.map((chunk) => chunk.code).join("\n");
    expect(code).toContain("Hello, reader");
    expect(code).toContain("Hola, lector");
  });

  it("gives server code a module in every language of the list with `?languages`", async () => {
    const [chunk, ...rest] = await bundle({ server: join(app, "server-every.ts") });
    expect(rest).toEqual([]);
    const { every } = (await import(`data:text/javascript,${encodeURIComponent(chunk!.code)}`)) as { every: string[][] };
    expect(every).toEqual([
      ["en", "[Hello, reader0]", "Hello, reader"],
      ["es", "[Hola, lector0]", "Hola, lector"],
    ]);
  });

  it("fails the build when a content module has no twin in a language", async () => {
    writeFileSync(join(app, "content/farewell.ts"), `export const bye = "Goodbye";`);
    writeFileSync(join(app, "components/bye.tsx"), `import { bye } from "~/content/farewell";\nexport const b = bye;`);
    writeFileSync(join(app, "routes/es/bye.tsx"), `import { b } from "~/components/bye";\nexport default b;`);
    await expect(bundle({ es: join(app, "routes/es/bye.tsx") })).rejects.toThrow(/content\/farewell\.ts has no es twin/);
  });
});
