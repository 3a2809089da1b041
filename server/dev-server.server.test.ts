import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAdmin } from "#common/auth/content/admin.ts";
import { contactMessages } from "#common/forms/content/contact-form.ts";
import { discoveryCallCopy } from "#common/forms/content/discovery-call.ts";
import { homeHero } from "#app/content/home.ts";
import { antiBotLimits } from "#common/forms/anti-bot.ts";
import { openDatabase } from "./db/database.server";

// `npm run dev` as a newcomer runs it: scripts/dev.mjs, no build, a fresh SQLite file, on loopback.
// Starting Vite and compiling the first pages takes a few seconds.
// SQLite only: development mode is tried on the database a newcomer gets (./data/site.db); it
// opens the database through the same openDatabase as production, tested on both elsewhere.

let dir: string;
let origin: string;
let server: ChildProcess;
let output = "";

/** A free port among those this project's tests may use (4700-4799). */
async function freePort(): Promise<number> {
  for (let port = 4790; port >= 4700; port--) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 4700-4799");
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kindred-dev-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: join(dir, "site.db"), SMTP_URL: "", SITE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("site listening on")) done(resolve);
    }, 50);
    const done = (then: () => void) => {
      clearInterval(check);
      server.off("exit", exited);
      then();
    };
    const exited = () => done(() => reject(new Error(`npm run dev stopped:\n${output}`)));
    server.once("exit", exited);
  });
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** The inline scripts a page runs (not its JSON-LD data blocks), as the policy's hash sources. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc\s*=/i.test(attributes) && !/type="application\/ld\+json"/i.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

describe("npm run dev", () => {
  it("prints the setup link for the first owner, as production does", () => {
    expect(output).toMatch(new RegExp(`Set up the owner's account within one hour at ${origin}/admin/setup\\?token=`));
  });

  it("serves the pages from the sources, with the load context, and stores a form sent without JavaScript", async () => {
    // The contact page first: its form token must be 2 seconds old before it is accepted, and the
    // other pages load meanwhile.
    const contact = await fetch(`${origin}/connect`);
    expect(contact.status).toBe(200);
    const contactHtml = await contact.text();
    const token = /name="form_token" value="([^"]+)"/.exec(contactHtml)?.[1];
    expect(token).toBeTruthy();

    const pages: [string, string][] = [
      ["/", homeHero.headline],
      ["/discovery-call", discoveryCallCopy.title],
      ["/admin/sign-in", authAdmin.signIn.intro],
    ];
    for (const [path, text] of pages) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      // Development's scripts (Vite's client, React Refresh) are allowed by the page's own policy,
      // the production one: every inline script by its hash, nothing by 'unsafe-inline'.
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      for (const source of inlineScriptSources(html)) expect(scriptSrc, path).toContain(source);
    }
    // The method check reads the routes from the build Vite loads: a PUT is a 405 before React Router.
    const put = await fetch(`${origin}/connect`, { method: "PUT" });
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
    // Vite's middlewares serve the app's modules and public/.
    expect((await fetch(`${origin}/@vite/client`)).status).toBe(200);
    expect((await fetch(`${origin}/images/logo.svg`)).headers.get("content-type")).toMatch(/^image\/svg\+xml/);

    const email = `dev.server.${Date.now()}@example.org`;
    const issuedAt = Number(Buffer.from(token!.split(".")[0]!, "base64url").toString("utf8").split(".")[1]);
    const wait = issuedAt + antiBotLimits.minFillMs + 50 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = await fetch(`${origin}/connect`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        website: "",
        form_token: token!,
        idempotency_key: "",
        first_name: "Ana",
        last_name: "Pérez",
        email,
        phone: "555-234-5678",
        child_age: "7",
        block: "explorers",
        message: "We are looking for chapter books our son will love.",
        hear_about_us: "",
      }),
    });
    expect(sent.status).toBe(303);
    const after = await fetch(new URL(sent.headers.get("location")!, origin), { headers: { cookie: sent.headers.get("set-cookie")?.split(";")[0] ?? "" } });
    expect(await after.text()).toContain(contactMessages.successTitle);

    const db = openDatabase(join(dir, "site.db"));
    try {
      const rows = await db.selectFrom("contact_messages").select(["name", "email"]).where("email", "=", email).execute();
      expect(rows).toEqual([{ name: "Ana Pérez", email }]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
