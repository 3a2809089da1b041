import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerEntry, killServer, startServer, type ChildServer } from "#tests/child-server";

/**
 * The built server (`npm run build` first; TEST_BUILT=1) renders with React's production build even when
 * NODE_ENV=test, as the browser tests' and the benchmarks' servers run it (that setting only unlocks
 * the tests' own settings). A preloaded hook writes down every React build file Node compiles.
 */

const work = mkdtempSync(join(tmpdir(), "kindred-production-"));
let server: ChildServer | undefined;

afterAll(async () => {
  await killServer(server?.proc);
  rmSync(work, { recursive: true, force: true });
});

describe("the built server's React", () => {
  it("is the production build, with NODE_ENV=test too", { timeout: 60_000 }, async () => {
    const log = join(work, "react-files.txt");
    const preload = join(work, "preload.cjs");
    writeFileSync(
      preload,
      `const Module = require("node:module");
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  if (/[\\\\/]react(-dom)?[\\\\/]cjs[\\\\/]/.test(filename)) require("node:fs").appendFileSync(${JSON.stringify(log)}, filename + "\\n");
  return compile.apply(this, arguments);
};
`,
    );
    writeFileSync(log, "");
    server = await startServer(builtServerEntry(), { DATABASE_URL: join(work, "site.db"), NODE_ENV: "test", NODE_OPTIONS: `--require ${preload}` });
    for (const path of ["/", "/es/services", "/admin/sign-in"]) expect((await fetch(`${server.base}${path}`)).status, path).toBe(200);
    const files = readFileSync(log, "utf8").trim().split("\n");
    expect(files.some((file) => file.endsWith("react-dom-server.node.production.js"))).toBe(true);
    expect(files.filter((file) => file.includes("development"))).toEqual([]);
  });

  it("starts with NODE_ENV unset, as a plain `npm start` has it (it was put back as the string \"undefined\", which the settings refuse)", { timeout: 60_000 }, async () => {
    await killServer(server?.proc);
    server = await startServer(builtServerEntry(), { DATABASE_URL: join(work, "unset.db"), NODE_ENV: undefined });
    expect((await fetch(`${server.base}/`)).status).toBe(200);
  });
});
