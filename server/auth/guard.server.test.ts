import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueSetupToken, pendingSetup, removeUser } from "./accounts.server";
import { requireAdminAction, requireAdminPage, safeNext } from "./guard.server";
import { newSignInMail, noteSignIn } from "./new-sign-in.server";
import { createSession, SESSION_IDLE_MS } from "./sessions.server";
import { loadServerConfig } from "#server/config.server";
import { createSiteApp } from "#tests/site-app";
import { createAuthTestDb, insertUser } from "#tests/auth-db";
import { totpCodeAt, totpStep } from "./totp.server";

/**
 * The guard, driven through the real app: Hono, the security middleware and the site's pages
 * compiled from the sources (tests/site-app.ts).
 */

const pages = ["/admin", "/admin/users", "/admin/audit", "/admin/account"];
const actions: { path: string; body: Record<string, string>; ownerOnly: boolean }[] = [
  { path: "/admin/users", body: { intent: "invite", email: "new@example.com" }, ownerOnly: true },
  { path: "/admin/users", body: { intent: "remove", userId: "1" }, ownerOnly: true },
  { path: "/admin/account", body: { intent: "sign-out-everywhere" }, ownerOnly: false },
];

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
let app: Awaited<ReturnType<typeof createSiteApp>>;
const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 5) };
let owner: Awaited<ReturnType<typeof insertUser>>;
let assistant: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  t = await createAuthTestDb();
  owner = await insertUser(t.db, "owner@example.com");
  assistant = await insertUser(t.db, "helper@example.com", "assistant");
  app = await createSiteApp(t.db, () => clock.now, { LOG_REQUESTS: "true" });
});
afterAll(async () => {
  await t.close();
});

const cookie = (token: string) => ({ Cookie: `session=${token}` });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers, redirect: "manual" });
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", ...headers },
    body: new URLSearchParams(body).toString(),
  });

describe("every /admin page and action, through the real app", () => {
  it("sends pages to sign-in and refuses actions with 401 without a session", async () => {
    for (const path of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      // The data requests React Router makes after hydration are guarded too.
      const data = await get(`${path}.data`);
      const body = await data.text();
      expect(body, path).toContain("/admin/sign-in?next=");
      expect(body, path).not.toContain(owner.email);
    }
    for (const { path, body } of actions) expect((await post(path, body)).status, path).toBe(401);
  });

  it("treats an idle-expired session and a removed person's session like none", async () => {
    const stale = await createSession(t.db, owner.id, clock.now - SESSION_IDLE_MS - 1000);
    const removed = await insertUser(t.db, "gone@example.com", "owner");
    const removedSession = await createSession(t.db, removed.id, clock.now);
    expect((await get("/admin", cookie(removedSession))).status).toBe(200);
    await removeUser(t.db, removed.id, { actor: owner, address: null, now: clock.now });
    for (const token of [stale, removedSession, "x".repeat(43)]) {
      for (const path of pages) expect((await get(path, cookie(token))).headers.get("location"), path).toMatch(/^\/admin\/sign-in\?next=/);
      for (const { path, body } of actions) expect((await post(path, body, cookie(token))).status, path).toBe(401);
    }
  });

  it("lets an assistant in everywhere but the owner's pages and actions (redirect, 403)", async () => {
    const session = await createSession(t.db, assistant.id, clock.now);
    for (const path of pages) {
      const res = await get(path, cookie(session));
      if (path === "/admin/users") expect(res.headers.get("location")).toBe("/admin?notice=owner-only");
      else expect(res.status, path).toBe(200);
    }
    for (const { path, body, ownerOnly } of actions.filter((a) => a.ownerOnly)) {
      expect((await post(path, body, cookie(session))).status, `${path} ${ownerOnly}`).toBe(403);
    }
    expect(await (await get("/admin", cookie(session))).text()).not.toContain('href="/admin/users"');
  });

  it("serves admin pages noindex and uncached, in their own shell", async () => {
    const session = await createSession(t.db, owner.id, clock.now);
    for (const path of [...pages, "/admin/sign-in"]) {
      const res = await get(path, path === "/admin/sign-in" ? {} : cookie(session));
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(html, path).not.toContain('id="site-footer"');
    }
  });

  it("never puts a session token in a URL or a log line", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...args) => void lines.push(args.join(" ")));
    const errors = vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.join(" ")));
    try {
      // Setup through the real pages: the link, the details, the code.
      const token = await issueSetupToken(t.db, { email: "new-owner@example.com", role: "owner", createdBy: null, now: clock.now });
      expect((await get(`/admin/setup?token=${token}`)).status).toBe(200);
      const details = await post(`/admin/setup?token=${token}`, { intent: "details", name: "New Owner", email: "", password: "a quiet reading nook", confirm: "a quiet reading nook" });
      expect(await details.text()).toContain("<svg");
      const { secret } = (await pendingSetup(t.db, token, clock.now))!;
      const confirm = await post(`/admin/setup?token=${token}`, { intent: "confirm", code: totpCodeAt(secret, totpStep(clock.now)) });
      // The finished setup's page (its recovery codes) is a 200, though the link is now used up.
      expect(confirm.status).toBe(200);
      expect(await confirm.clone().text()).toContain('data-testid="recovery-codes"');
      const setCookie = confirm.headers.get("set-cookie") ?? "";
      const sessionToken = /session=([A-Za-z0-9_-]{43})/.exec(setCookie)?.[1];
      expect(sessionToken).toBeDefined();
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      // Sign in again through the two steps.
      clock.now += 31_000;
      const step1 = await post("/admin/sign-in", { intent: "password", email: "new-owner@example.com", password: "a quiet reading nook" });
      const location1 = step1.headers.get("location") ?? "";
      const challenge = /signin=([A-Za-z0-9_-]{43})/.exec(step1.headers.get("set-cookie") ?? "")?.[1];
      expect(challenge).toBeDefined();
      const step2 = await post(location1, { intent: "code", code: totpCodeAt(secret, totpStep(clock.now)) }, { Cookie: `signin=${challenge}` });
      const second = /session=([A-Za-z0-9_-]{43})/.exec(step2.headers.get("set-cookie") ?? "")?.[1];
      expect(second).toBeDefined();
      expect(second).not.toBe(sessionToken); // a new session at every sign-in
      const page = await get("/admin/account", cookie(second!));
      expect(page.status).toBe(200);
      const everything = [...lines, location1, step2.headers.get("location") ?? "", page.url].join("\n");
      expect(lines.some((l) => l.includes("/admin/sign-in"))).toBe(true); // the request log did run
      for (const secretValue of [sessionToken!, second!, challenge!, token]) expect(everything).not.toContain(secretValue);
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
  });
});

describe("the new sign-in email's link, through the real app", () => {
  it("shows its done page with 200 once used, and says it was used (410) after", async () => {
    const person = await insertUser(t.db, "link-user@example.com", "assistant");
    await createSession(t.db, person.id, clock.now);
    await noteSignIn(t.db, { userId: person.id, method: "passkey", deviceToken: null, userAgent: null, now: clock.now }, newSignInMail(loadServerConfig({})));
    const notice = await t.db.selectFrom("outbox").select("text_body").where("recipients", "=", person.email).executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+\/admin\/sign-out-everywhere\?token=[A-Za-z0-9_-]{43}/.exec(notice.text_body)![0]);
    const path = link.pathname + link.search;
    expect((await get(path)).status).toBe(200);
    const used = await post(path, { intent: "sign-out-everywhere" });
    expect(used.status).toBe(200);
    expect(await used.text()).toContain("Done: 1 session ended.");
    for (const again of [await get(path), await post(path, { intent: "sign-out-everywhere" })]) {
      expect(again.status).toBe(410);
      expect(await again.text()).toContain("This link has expired or was already used.");
    }
  });
});

describe("the guard functions", () => {
  const context = () => ({ db: t.db, config: loadServerConfig({}), now: () => clock.now, clientAddress: "192.0.2.1" }) as never;
  it("throw a redirect for pages and a 401/403 Response for actions", async () => {
    const page = await requireAdminPage(new Request("http://localhost/admin/audit"), context()).catch((e: Response) => e);
    expect((page as Response).headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Faudit");
    expect(((await requireAdminAction(new Request("http://localhost/admin/users"), context()).catch((e) => e)) as Response).status).toBe(401);
    const session = await createSession(t.db, assistant.id, clock.now);
    const request = new Request("http://localhost/admin/users", { headers: cookie(session) });
    expect(((await requireAdminAction(request, context(), "owner").catch((e) => e)) as Response).status).toBe(403);
    expect(await requireAdminAction(request, context())).toMatchObject({ email: "helper@example.com", role: "assistant" });
    // Over https (a trusted proxy) the cookie is __Host-session; the plain name is not read there.
    const https = new Request("http://localhost/admin", { headers: { Cookie: `session=${session}`, "X-Forwarded-Proto": "https" } });
    const trusting = { ...(context() as object), config: loadServerConfig({ TRUST_PROXY: "true" }) } as never;
    expect(((await requireAdminAction(https, trusting).catch((e) => e)) as Response).status).toBe(401);
    const hostCookie = new Request("http://localhost/admin", { headers: { Cookie: `__Host-session=${session}`, "X-Forwarded-Proto": "https" } });
    expect(await requireAdminAction(hostCookie, trusting)).toMatchObject({ role: "assistant" });
  });
});

describe("safeNext: where sign-in sends someone back to", () => {
  it("keeps a path under /admin, with its query", () => {
    for (const next of ["/admin", "/admin/", "/admin/inbox", "/admin/inbox/contact/12", "/admin/inbox?status=new&q=ana%40example.org", "/admin/a%20b"]) {
      expect(safeNext(next), next).toBe(next);
    }
    // The fragment never reaches the server anyway; it is left out.
    expect(safeNext("/admin/events#top")).toBe("/admin/events");
    // The query comes back percent-encoded, as the URL parser writes it.
    expect(safeNext("/admin/inbox?q=a b")).toBe("/admin/inbox?q=a%20b");
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["a relative path", "admin"],
    ["a path beside /admin", "/administrator"],
    ["the site's home page", "/"],
    ["a public page", "/connect"],
    ["another origin", "https://evil.example/admin"],
    ["a protocol-relative URL", "//evil.example/admin"],
    ["a backslash the parser reads as a slash", "/\\evil.example/admin"],
    ["backslashed dot segments", "/admin\\..\\x"],
    ["a scheme", "javascript:alert(1)//admin"],
    ["dot-dot segments", "/admin/../x"],
    ["dot-dot to the root", "/admin/.."],
    ["percent-encoded dot-dot segments", "/admin/%2e%2e/x"],
    ["a dot segment", "/admin/./users"],
    ["CR LF in the query (a header injection)", "/admin?x=\r\nSet-Cookie: session=stolen"],
    ["a newline in the path (dropped by the URL parser)", "/adm\nin/../x"],
    ["a tab", "/admin/\tusers"],
    ["a NUL", "/admin\u0000"],
    ["DEL", "/admin/\u007f"],
    ["a C1 control character", "/admin/\u0085"],
    ["a path with a character the parser would encode", "/admin/é"],
    ["an overlong path", `/admin/${"a".repeat(2100)}`],
  ])("refuses %s: /admin instead", (_label, next) => {
    expect(safeNext(next)).toBe("/admin");
  });
});
