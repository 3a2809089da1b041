import { afterEach, beforeEach } from "vitest";
import { createApp } from "#server/app.server";
import { loadServerConfig } from "#server/config.server";
import { createTestDatabase } from "#tests/database";

/**
 * A real app on a real database of this run's kind (SQLite file or PostgreSQL), with a clock the
 * test moves by hand; `onEmailsQueued` is told when a submission has put emails in the outbox.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { onEmailsQueued?: () => void } = {}) {
  const database = await createTestDatabase();
  const { db } = database;
  const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
  const config = { ...loadServerConfig(env), LOG_REQUESTS: false };
  const app = createApp({ db, config, formTokenSecret: "test-secret-for-form-tokens", now: () => clock.now, onEmailsQueued: options.onEmailsQueued });
  let counter = 0;
  /** A form token issued "now", with the clock then moved past the 2-second minimum. */
  async function token(form: string, ageMs = 5_000) {
    const res = await app.request(`/api/form-token?form=${form}`);
    const { token } = (await res.json()) as { token: string };
    clock.now += ageMs;
    return token;
  }
  const key = () => `test-key-${Date.now().toString(36)}-${(counter++).toString().padStart(6, "0")}`;
  return {
    app,
    db,
    config,
    clock,
    /** A fresh idempotency key per call. */
    key,
    token,
    /** A discovery call request as the JSON API takes it (padded and mixed case, as people type), its token issued last. */
    async discoveryCall(overrides: Record<string, unknown> = {}) {
      return {
        parent_name: "  Maria José O'Neil-Smith ",
        parent_email: "  Maria@Example.COM ",
        parent_phone: " (555) 234-5678 ",
        child_name: "",
        child_age: "4-5years",
        challenges: "  My son loves stories but loses interest in longer books.  ",
        preferred_time: "evening-weekday",
        timezone: "EST",
        hear_about_us: "friend",
        website: "",
        idempotency_key: key(),
        ...overrides,
        // Issued last so the clock only moves for this body's own token.
        form_token: "form_token" in overrides ? overrides.form_token : await token("discovery-call"),
      };
    },
    post(path: string, body: unknown, headers: Record<string, string> = {}) {
      return app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    close: database.close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A fresh app (and database) from `create` before each test, closed after it; `use` receives it.
 * (`create` is named in the test file, so that TEST_DB=postgres picks the file: vitest.config.ts.)
 */
export function freshTestAppEach(create: () => Promise<TestApp>, use: (app: TestApp) => void) {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await create();
    use(app);
  });
  afterEach(async () => {
    await app?.close();
  });
}
