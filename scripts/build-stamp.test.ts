import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bakedSettings, begin, buildState, end } from "./build-stamp.mjs";

// `npm start` builds only when the build is missing, older than a source, or made with other
// business settings: here on a small stand-in project whose files get chosen times.

let root: string;
const settingsSource = readFileSync(join(import.meta.dirname, "..", "common", "settings.ts"), "utf8");

function write(path: string, text = "", seconds?: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (seconds !== undefined) utimesSync(full, seconds, seconds);
}
/** A whole build made at `seconds` (ms since 1970 / 1000), sources all older. */
function build(seconds: number, env: Record<string, string> = {}) {
  begin(root, env, seconds * 1000);
  write("build/node/main.js", "", seconds + 5);
  write("build/server/index.js", "", seconds + 5);
  end(root, env);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "kindred-build-stamp-"));
  write("common/settings.ts", settingsSource, 1000);
  write("app/routes/home.tsx", "", 1000);
  write("server/main.ts", "", 1000);
  write("package.json", "{}", 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("build stamp", () => {
  it("asks for a build when there is none, and not after one", () => {
    expect(buildState(root, {})).toEqual({ current: false, reason: "no build in build/ yet" });
    build(2000);
    expect(buildState(root, {})).toEqual({ current: true });
  });

  it("asks again when a source is newer than the build's start, or a file was removed", () => {
    build(2000);
    write("app/routes/home.tsx", "changed", 2001);
    expect(buildState(root, {})).toEqual({ current: false, reason: "app/routes/home.tsx changed since the last build" });
    build(3000);
    rmSync(join(root, "server/main.ts"));
    expect(buildState(root, {})).toEqual({ current: false, reason: "source files were added, removed or renamed since the last build" });
  });

  it("leaves out tests and the Spanish route modules the build itself writes", () => {
    build(2000);
    write("server/main.test.ts", "", 2001);
    write("app/routes/es/home.tsx", "", 2001);
    expect(buildState(root, {})).toEqual({ current: true });
  });

  it("asks again when a business setting baked into the pages changed, from the environment or .env", () => {
    build(2000, { SITE_URL: "https://example.org" });
    expect(buildState(root, { SITE_URL: "https://example.org" })).toEqual({ current: true });
    expect(buildState(root, {})).toEqual({ current: false, reason: "SITE_URL changed since the last build" });
    write(".env", "SITE_URL=https://example.org\nPORT=8080\n");
    expect(buildState(root, {})).toEqual({ current: true });
    // Other variables (PORT) are read when the server starts, not baked in.
    expect(buildState(root, { PORT: "9000" })).toEqual({ current: true });
  });

  it("knows the business settings' variables from common/settings.ts", () => {
    expect(Object.keys(bakedSettings(root, {}))).toEqual(expect.arrayContaining(["BUSINESS_NAME", "SITE_URL", "VIDEO_2_TITLE"]));
  });

  it("has no stamp for a build made some other way", () => {
    write("build/node/main.js");
    write("build/server/index.js");
    expect(buildState(root, {})).toEqual({ current: false, reason: "build/ has no build-stamp.json (not made by npm run build)" });
  });
});
