import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// The Nu Html Checker (the W3C validator) from npm's vnu-jar, run by the system's Java over HTML
// the built server sent (e2e/markup.spec.ts: every page and the 404; e2e/booking/: the booking pages).
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");
const java = process.env.JAVA ?? "java";

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number; lastColumn?: number };

/** Messages that are not errors in today's standards, each with the reason. */
function isKnownCheckerGap(message: VnuMessage): boolean {
  const text = message.message;
  // HTML Living Standard, 4.6.7.6 Link type "expect" (and 4.2.4 The link element): `blocking`
  // may be given on a link whose rel is "expect" as well as "stylesheet". The checker only knows
  // the stylesheet case. Only our own <link rel="expect" href="#site-footer" blocking="render">.
  if (text.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute")) {
    return (message.extract ?? "").includes('rel="expect"');
  }
  // HTML Living Standard, "The autofocus attribute": an element with a `popover` attribute is
  // its own "nearest ancestor autofocus scoping root element", so the menu's popover panel
  // (app/components/mobile-nav.tsx) shares no scope with the one autofocus a page's body may have.
  // The checker counts them together. Only the booking pages' own (issue 42): a change's result
  // (#result), a step's heading (#change), the booking form's error summary.
  if (text.startsWith("There must not be two elements with the same") && text.includes("nearest ancestor autofocus scoping root element")) {
    return /id="result"|id="change"|aria-labelledby="discovery-errors-title"/.test(message.extract ?? "");
  }
  // The CSS checker's grammar predates CSS that every current browser supports and that
  // Tailwind 4 writes into the inlined stylesheet: @property (CSS Properties and Values API 1),
  // margin-trim in an @supports test (CSS Box Model 4), and colour interpolation in gradients,
  // `linear-gradient(in oklab, ...)` (CSS Images 4). After them its parser gives up and reports
  // a bare "Parse Error" at the end of the stylesheet.
  return (
    text === "CSS: Unrecognized at-rule “@property”" ||
    text === "CSS: “margin-trim”: Property “margin-trim” doesn't exist." ||
    text === "CSS: “background-image”: “in” is not a “color” value." ||
    text === "CSS: “background-image”: Parse Error." ||
    text === "CSS: Parse Error."
  );
}

/**
 * Runs the checker over pages (name -> HTML) and returns its errors, one line each, with the
 * checker's known gaps left out, and how many messages it gave in all (to show it read the pages).
 */
export async function htmlErrors(pages: ReadonlyMap<string, string>): Promise<{ errors: string[]; messages: number }> {
  const dir = mkdtempSync(join(tmpdir(), "kindred-vnu-"));
  try {
    const files = new Map<string, string>();
    let n = 0;
    for (const [name, html] of pages) {
      const file = join(dir, `page-${n++}.html`);
      writeFileSync(file, html);
      files.set(file, name);
    }
    // vnu exits 1 when it reports errors; its JSON report goes to stderr. Java's quick compiler
    // alone (TieredStopAtLevel=1) suits one short run: the same report over the 60 pages for 11 s
    // of processor time instead of 25. Its code takes more stack: the schema's deep recursion
    // overflowed the default, and the checker asks for 512 KiB at least.
    const { stderr } = await promisify(execFile)(java, ["-XX:TieredStopAtLevel=1", "-Xss4m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== "string" || !error.stderr.startsWith("{")) throw error;
      return { stderr: error.stderr };
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => !isKnownCheckerGap(message))
      .map((message) => `${files.get((message.url ?? "").replace(/^file:/, "")) ?? message.url} ${message.lastLine}:${message.lastColumn} ${message.type}: ${message.message} | ${message.extract ?? ""}`);
    return { errors, messages: messages.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
