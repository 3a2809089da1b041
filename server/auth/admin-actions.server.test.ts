import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { insertContact } from "#tests/rows";
import { addEvent } from "#server/events/manage-events.server";
import { createSiteApp } from "#tests/site-app";
import { issueSetupToken } from "./accounts.server";
import { createSession, validateSession } from "./sessions.server";
import { SoftwareAuthenticator } from "#tests/authenticator";
import { createAuthTestDb, insertUser } from "#tests/auth-db";
import { totpCodeAt, totpStep } from "./totp.server";

/**
 * Every back-office action, through the real app (Hono, the security middleware and the React
 * Router build compiled from the sources, tests/site-app.ts): a body that is not a form, or a form the
 * server cannot read, is a 4xx with a message saying why, never a 5xx and never a stack trace in
 * the log; and the sign-in page sends nobody anywhere but under /admin, whatever `next` says.
 */

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
let app: Awaited<ReturnType<typeof createSiteApp>>;
const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 5) };
let owner: Awaited<ReturnType<typeof insertUser>>;
let eventId: number;
let contactId: number;

beforeAll(async () => {
  t = await createAuthTestDb();
  owner = await insertUser(t.db, "owner@example.com");
  eventId = await addEvent(t.db, { title: "Story Hour", date: "2026-12-05", start: "10:00", location: "Library", description: "Stories for little ones.", type: "Reading" });
  contactId = await insertContact(t.db, { message: "Chapter books, please.", received_at: new Date(clock.now).toISOString() });
  app = await createSiteApp(t.db, () => clock.now);
});
afterAll(async () => {
  await t.close();
});

// Whatever the server writes to its log while a test runs: a stack trace there fails the test.
let logged: string[];
let spies: MockInstance[];
beforeEach(() => {
  logged = [];
  spies = (["error", "warn", "log"] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args.map(String).join(" "))));
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});

const post = (path: string, init: { body: BodyInit; type: string; cookie?: string }) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": init.type, Origin: "http://localhost", ...(init.cookie ? { Cookie: init.cookie } : {}) },
    body: init.body,
    redirect: "manual",
  });
const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  post(path, { body: new URLSearchParams(fields).toString(), type: "application/x-www-form-urlencoded", cookie });

/** The text a visitor reads on a page (tags dropped). */
const visibleText = async (res: Response) =>
  (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("every back-office action refuses a body that is not a readable form with a 4xx", () => {
  it("JSON is a 415 and a broken multipart body a 400, each with a message, on every action; nothing is logged", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    const setupToken = await issueSetupToken(t.db, { email: "helper@example.com", role: "assistant", createdBy: owner.id, now: clock.now });
    const actions = [
      "/admin/sign-in",
      `/admin/setup?token=${setupToken}`,
      "/admin/account",
      "/admin/users",
      "/admin/inbox/contact/1",
      "/admin/testimonials",
      "/admin/events/new",
      `/admin/events/${eventId}`,
      "/admin/outbox",
      "/admin/availability",
      "/admin/calls",
      "/admin/calendars",
      "/admin?index",
    ];
    for (const path of actions) {
      const json = await post(path, { body: JSON.stringify({ intent: "sign-out-everywhere", id: "1" }), type: "application/json", cookie: session });
      expect(json.status, path).toBe(415);
      const jsonPage = await visibleText(json);
      expect(jsonPage, path).toContain("The form was not sent");
      expect(jsonPage, path).toContain("Please send the form from its page.");

      const broken = await post(path, {
        body: '--edge\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--edg',
        type: "multipart/form-data; boundary=edge",
        cookie: session,
      });
      expect(broken.status, path).toBe(400);
      expect(await visibleText(broken), path).toContain("The form data could not be read. Please refresh the page and try again.");
    }
    // Nothing was done: the session is still there (the account's JSON said "sign out everywhere").
    expect(await validateSession(t.db, session.slice("session=".length), clock.now)).not.toBeNull();
    expect(logged).toEqual([]);
  });

  it("a form no page sends (no intent, an unknown one) is a 400 that says so", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    const sessions = async () => (await t.db.selectFrom("sessions").select("id").where("user_id", "=", owner.id).execute()).length;
    const before = await sessions();
    for (const [path, fields] of [
      ["/admin/sign-in", { email: "owner@example.com", password: owner.password }],
      ["/admin/account", { intent: "sign-out-of-nothing" }],
      ["/admin/events/new", { title: "No intent" }],
      [`/admin/events/${eventId}`, { intent: "publish" }],
      ["/admin/calendars", { intent: "remove", id: "first" }],
      ["/admin?index", { intent: "sometimes" }],
    ] as const) {
      const res = await postForm(path, fields, session);
      expect(res.status, path).toBe(400);
      expect(await visibleText(res), path).toContain("This form could not be used. Please reload the page and try again.");
    }
    // The sign-in without an intent did not sign anyone in.
    expect(await sessions()).toBe(before);
    expect(logged).toEqual([]);
  });

  it("ids no record can have (past the id columns' range) are not found, never a database error", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    const huge = "99999999999";
    expect((await app.request(`/admin/events/${huge}`, { headers: { Cookie: session } })).status).toBe(404);
    expect((await app.request(`/admin/inbox/contact/${huge}`, { headers: { Cookie: session } })).status).toBe(404);
    expect((await postForm(`/admin/events/${huge}`, { intent: "delete" }, session)).status).toBe(404);
    expect((await postForm(`/admin/inbox/contact/${huge}`, { intent: "spam" }, session)).status).toBe(404);
    expect((await postForm("/admin/testimonials", { intent: "hide", kind: "individual", id: huge }, session)).status).toBe(404);
    const outbox = await postForm("/admin/outbox", { intent: "retry", id: huge, status: "failed" }, session);
    expect(outbox.headers.get("location")).toBe("/admin/outbox?status=failed&done=unchanged");
    const users = await postForm("/admin/users", { intent: "remove", userId: huge }, session);
    expect(users.status).toBe(400);
    expect(await visibleText(users)).toContain("That account no longer exists.");
    expect(logged).toEqual([]);
  });

  it("form errors come back under their fields, with what was typed (never a password)", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    const note = await postForm(`/admin/inbox/contact/${contactId}`, { intent: "note", body: "   " }, session);
    expect(note.status).toBe(400);
    expect(await visibleText(note)).toContain("Write a note first.");

    const testimonial = await postForm("/admin/testimonials", { intent: "add-org", name: "Oak Street <School>", content: "Short" }, session);
    expect(testimonial.status).toBe(400);
    const html = await testimonial.text();
    expect(html).toContain("Must be at least 10 characters");
    // What was typed is kept, as text (escaped), in the field it was typed in.
    expect(html).toMatch(/id="add-org-name"[^>]*value="Oak Street &lt;School&gt;"/);

    const noPassword = await postForm("/admin/sign-in", { intent: "password", email: "owner@example.com", password: "" });
    expect(noPassword.status).toBe(400);
    const noPasswordPage = await noPassword.text();
    expect(noPasswordPage).toMatch(/id="field-password-error"[^>]*>This field is required</);
    expect(noPasswordPage).toMatch(/name="email"[^>]*value="owner@example.com"/);
    const noEmail = await postForm("/admin/sign-in", { intent: "password", email: " ", password: "a secret typed here" });
    expect(noEmail.status).toBe(400);
    const noEmailPage = await noEmail.text();
    expect(noEmailPage).toMatch(/id="field-email-error"[^>]*>This field is required</);
    expect(noEmailPage).not.toContain("a secret typed here");
  });
});

describe("sign-in's `next`", () => {
  const bad = [
    "/admin?x=\r\nSet-Cookie: session=stolen",
    "/admin/../connect",
    "/admin/%2e%2e/connect",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "/administrator",
    "https://evil.example/admin",
  ];

  /** Both steps of sign-in, `next` as given on the second step's page; returns the final answer. */
  async function signInWithNext(next: string) {
    clock.now += 30_000; // a new 30-second step: each code works once
    const query = `next=${encodeURIComponent(next)}`;
    const first = await postForm(`/admin/sign-in?${query}`, { intent: "password", email: owner.email, password: owner.password });
    expect(first.status, next).toBe(302);
    const challenge = /signin=([A-Za-z0-9_-]{43})/.exec(first.headers.get("set-cookie") ?? "")?.[1];
    expect(challenge, next).toBeDefined();
    // The code step's address as a bad link would give it, `next` untouched.
    return postForm(`/admin/sign-in?step=code&${query}`, { intent: "code", code: totpCodeAt(owner.secret, totpStep(clock.now)) }, `signin=${challenge}`);
  }

  it.each(bad)("a bad next (%j) signs in once and lands on /admin, with no 500", async (next) => {
    const sessions = async () => (await t.db.selectFrom("sessions").select("id").where("user_id", "=", owner.id).execute()).length;
    const before = await sessions();
    const res = await signInWithNext(next);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(res.headers.get("set-cookie")).toMatch(/session=[A-Za-z0-9_-]{43}/);
    expect(await sessions()).toBe(before + 1);
    expect(logged).toEqual([]);
  });

  it("a good next is kept through both steps", async () => {
    const res = await signInWithNext("/admin/inbox?status=new");
    expect(res.headers.get("location")).toBe("/admin/inbox?status=new");
  });

  it("the page itself, opened signed in with a bad next, sends on to /admin", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    for (const next of bad) {
      const res = await app.request(`/admin/sign-in?next=${encodeURIComponent(next)}`, { headers: { Cookie: session }, redirect: "manual" });
      expect(res.status, next).toBe(302);
      expect(res.headers.get("location"), next).toBe("/admin");
    }
    expect(logged).toEqual([]);
  });
});

describe("passkeys through the app", () => {
  const postJson = (body: string, cookie?: string, type = "application/json") =>
    post("/admin/passkeys/options", { body, type, cookie });

  it("the options endpoint answers JSON: 4xx with a message for anything but a good request, never a 5xx", async () => {
    const get = await app.request("/admin/passkeys/options");
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ error: "method" });
    const text = await postJson("purpose=sign-in", undefined, "text/plain");
    expect(text.status).toBe(415);
    expect((await text.json()).message).toContain("Send JSON");
    const broken = await postJson("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "json", message: "The request body is not valid JSON." });
    for (const body of ['{"purpose":"delete"}', "[]", "null", '"sign-in"']) {
      const res = await postJson(body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).error, body).toBe("purpose");
    }
    // Adding one needs a session, and a recent sign-in.
    expect((await postJson('{"purpose":"add"}')).status).toBe(401);
    const stale = `session=${await createSession(t.db, owner.id, clock.now - 11 * 60 * 1000)}`;
    const refused = await postJson('{"purpose":"add"}', stale);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "stale" });
    const fresh = `session=${await createSession(t.db, owner.id, clock.now - 60 * 1000)}`;
    const add = await postJson('{"purpose":"add"}', fresh);
    expect(add.status).toBe(200);
    expect(add.headers.get("cache-control")).toContain("no-store");
    expect((await add.json()).options).toMatchObject({ rp: { id: "localhost", name: "Kindred Pages" }, user: { name: owner.email } });
    const signIn = await postJson('{"purpose":"sign-in"}');
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(logged).toEqual([]);
  });

  it("a passkey answer that is not JSON, or not an answer, is a 400 with a message on sign-in and Account", async () => {
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    for (const response of ["{not json", '{"id":"x"}', "[]"]) {
      const signIn = await postForm("/admin/sign-in", { intent: "passkey", response });
      expect(signIn.status, response).toBe(400);
      expect(await visibleText(signIn), response).toContain("answer could not be read. Please try again, or sign in with your email and password.");
      const add = await postForm("/admin/account", { intent: "add-passkey", name: "Phone", response }, session);
      expect(add.status, response).toBe(400);
      expect(await visibleText(add), response).toContain("answer could not be read. Please try again.");
    }
    const rename = await postForm("/admin/account", { intent: "rename-passkey", passkeyId: "1", name: "  " }, session);
    expect(rename.status).toBe(400);
    expect(await visibleText(rename)).toContain("Please give the passkey a name.");
    const missing = await postForm("/admin/account", { intent: "remove-passkey", passkeyId: "99999999999" }, session);
    expect(missing.status).toBe(400);
    expect(logged).toEqual([]);
  });

  it("adds a passkey on Account, then signs in with it alone: a session cookie and a redirect to next", async () => {
    const origin = "http://localhost:3000"; // config.passkeyOrigin without SITE_URL
    const phone = new SoftwareAuthenticator(origin);
    const session = `session=${await createSession(t.db, owner.id, clock.now)}`;
    const options = await (await postJson('{"purpose":"add"}', session)).json();
    const added = await postForm("/admin/account", { intent: "add-passkey", name: "Test phone", response: JSON.stringify(phone.register(options.options)) }, session);
    expect(added.status).toBe(200);
    expect(await visibleText(added)).toContain("Passkey “Test phone” added.");

    const signInOptions = await (await postJson('{"purpose":"sign-in"}')).json();
    const res = await postForm(`/admin/sign-in?next=${encodeURIComponent("/admin/inbox?status=new")}`, {
      intent: "passkey",
      response: JSON.stringify(phone.authenticate(signInOptions.options)),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/inbox?status=new");
    const token = /session=([A-Za-z0-9_-]{43})/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(await validateSession(t.db, token!, clock.now)).toMatchObject({ id: owner.id });
    // The same answer again: its challenge is gone.
    const again = await postForm("/admin/sign-in", { intent: "passkey", response: JSON.stringify(phone.authenticate(signInOptions.options)) });
    expect(again.status).toBe(400);
    expect(await visibleText(again)).toContain("That took too long. Please try again.");
    expect(logged).toEqual([]);
  });
});
