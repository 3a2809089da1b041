import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No import circle in the code, type-only imports included. ESLint's import-x/no-cycle (on in
 * eslint.config.js) skips `import type` and has no option to see it, and a circle of types is
 * still a circle a newcomer must untangle (the issue found two: a form's storage, the form kinds
 * and the server's kinds; the content blocks and the business blocks). So this test reads every
 * module's imports as TypeScript does (`import`, `import type`, `export … from`, `import()` in
 * code and in types), resolves them with the project's tsconfig (the `~/`, `#app/`, `#common/`,
 * `#server/`, `#tests/` aliases), and fails naming each circle, one file after another.
 */

const ROOT = join(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "common", "server", "tests", "scripts", "vite", "e2e"];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

type Host = Pick<ts.ModuleResolutionHost, "fileExists" | "readFile">;

/** Every module's imports of other modules of the project (packages left out), by path from the root. */
function importGraph(files: readonly string[], read: (file: string) => string, host: Host, root: string, options: ts.CompilerOptions): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const known = new Set(files);
  for (const file of files) {
    const targets = new Set<string>();
    for (const { fileName } of ts.preProcessFile(read(file), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, join(root, file), options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      // A script's types sit beside it (x.d.mts for x.mjs): the import is of the script.
      const target = relative(root, resolved.resolvedFileName).replace(/\.d\.mts$/, ".mjs");
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The circles of a graph: for each group of modules that reach each other, one path around it, starting and ending at the same module. */
function importCircles(graph: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components, iterative (a deep chain of imports must not overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edges: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])].sort(), at: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      if (frame.at < frame.edges.length) {
        const target = frame.edges[frame.at++]!;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1 || graph.get(frame.node)?.has(frame.node)) groups.push(group);
      }
    }
  }
  // One readable path per group: from its first module (by name), the shortest way back to it.
  return groups.map((group) => {
    const members = new Set(group);
    const first = [...group].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [first];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const target of [...(graph.get(node) ?? [])].sort()) {
        if (!members.has(target)) continue;
        if (target === first) {
          const path = [node];
          while (path[0] !== first) path.unshift(cameFrom.get(path[0]!)!);
          return [...path, first];
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    return [first, first];
  });
}

function projectOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options;
}

/** The project's own modules: the source folders (without the generated Spanish route modules) and the configuration files at the root. */
function projectFiles(): string[] {
  const inFolders = SOURCE_DIRS.flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`));
  const atRoot = readdirSync(ROOT).filter((file) => SOURCE.test(file));
  return [...inFolders, ...atRoot].filter((file) => SOURCE.test(file) && !/\.d\.m?ts$/.test(file) && !file.startsWith("app/routes/es/")).sort();
}

/** An in-memory project for the checks below (at the project's root, for its aliases): its files, read and resolved from the map alone. */
function memoryProject(files: Record<string, string>) {
  const host: Host = { fileExists: (path) => Object.hasOwn(files, relative(ROOT, path)), readFile: (path) => files[relative(ROOT, path)] };
  return importGraph(Object.keys(files), (file) => files[file]!, host, ROOT, projectOptions());
}

describe("import circles", () => {
  it("none in the project, type-only imports included", () => {
    const graph = importGraph(projectFiles(), (file) => readFileSync(join(ROOT, file), "utf8"), ts.sys, ROOT, projectOptions());
    // The graph is the project's (a broken resolver would find no imports, and so no circle).
    expect(graph.get("server/app.server.ts")).toContain("server/forms/submissions.server.ts");
    expect(graph.get("app/root.tsx")).toContain("app/components/hydrate-later.tsx");
    expect(importCircles(graph).map((circle) => circle.join(" -> "))).toEqual([]);
    // About 650 files read and 2,300 imports resolved: 2-3 s, more on a busy machine.
  }, 60_000);

  it("finds a circle closed by a type-only import, an export from, or a type written as import()", () => {
    const circles = (files: Record<string, string>) => importCircles(memoryProject(files));
    expect(circles({ "server/a.ts": `import type { B } from "./b";\nexport type A = B[];`, "server/b.ts": `import { a } from "#server/a";\nexport const b = a;` })).toEqual([
      ["server/a.ts", "server/b.ts", "server/a.ts"],
    ]);
    expect(circles({ "common/x.ts": `export * from "./y.ts";`, "common/y.ts": `export type Y = import("#common/x.ts").X;` })).toEqual([["common/x.ts", "common/y.ts", "common/x.ts"]]);
    // Three modules around, found from the first by name; a module importing itself is a circle too.
    expect(circles({ "app/lib/c.ts": `import "~/lib/a";`, "app/lib/a.ts": `import { type B } from "./b";`, "app/lib/b.ts": `import "./c";` })).toEqual([
      ["app/lib/a.ts", "app/lib/b.ts", "app/lib/c.ts", "app/lib/a.ts"],
    ]);
    expect(circles({ "app/lib/self.ts": `import type { Self } from "./self";` })).toEqual([["app/lib/self.ts", "app/lib/self.ts"]]);
  });

  it("finds none where imports only run one way, and ignores packages", () => {
    const graph = memoryProject({ "app/lib/a.ts": `import type { B } from "./b";\nimport { z } from "zod";`, "app/lib/b.ts": `import "#common/c.ts";`, "common/c.ts": `export {};` });
    expect(graph.get("app/lib/a.ts")).toEqual(new Set(["app/lib/b.ts"]));
    expect(importCircles(graph)).toEqual([]);
  });
});
