import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "#tests/smtp";

// `npm run owner -- mail test --to …` as the owner runs it: the BUILT command line
// (build/node/owner.js, from `npm run build`) against a real SMTP server on 127.0.0.1.

const root = fileURLToPath(new URL("../..", import.meta.url));
const cli = join(root, process.env.BUILD_DIR ?? "build", "node", "owner.js");
const work = mkdtempSync(join(tmpdir(), "kindred-mail-cli-"));
let smtp: TestSmtp;

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error(`The built owner command line is missing (${cli}). Run \`npm run build\` before this test.`);
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: join(work, "site.db"), SMTP_URL: "", ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run owner -- mail test", () => {
  it("sends one email and prints the mail server's answer", async () => {
    const result = await run(["mail", "test", "--to", "Me@Example.com"], { SMTP_URL: smtp.url, MAIL_FROM: "Kindred Pages <hello@kindred.test>" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/The mail server answered: 250 /);
    expect(smtp.to("me@example.com")).toHaveLength(1);
    const mail = smtp.to("me@example.com")[0]!.parsed;
    expect(mail.subject).toBe("Test email from the Kindred Pages website");
    expect(result.stdout).toContain(mail.messageId!);
  });

  it("stops with a clear message when SMTP_URL is not set, or sending fails", async () => {
    const missing = await run(["mail", "test", "--to", "me@example.com"], {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("SMTP_URL is not set");
    smtp.state.mode = "refuse";
    const refused = await run(["mail", "test", "--to", "me@example.com"], { SMTP_URL: smtp.url });
    smtp.state.mode = "accept";
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Sending failed: 550");
    const noAddress = await run(["mail", "test"], { SMTP_URL: smtp.url });
    expect(noAddress.code).toBe(1);
    expect(noAddress.stderr).toContain("--to");
  });
});
