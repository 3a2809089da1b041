import { createApp } from "../app.server";
import { loadServerConfig } from "../config.server";
import { createTestDatabase } from "../db/test-database";

/** A real app on a real database of this run's kind (SQLite file or PostgreSQL), with a clock the test moves by hand. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const { db } = database;
  const clock = { now: Date.UTC(2026, 10, 21, 15, 0, 0) };
  const config = { ...loadServerConfig(env), LOG_REQUESTS: false };
  const app = createApp({ db, config, formTokenSecret: "test-secret-for-form-tokens", now: () => clock.now });
  let counter = 0;
  return {
    app,
    db,
    clock,
    /** A fresh idempotency key per call. */
    key: () => `test-key-${Date.now().toString(36)}-${(counter++).toString().padStart(6, "0")}`,
    /** A form token issued "now", with the clock then moved past the 2-second minimum. */
    async token(form: string, ageMs = 5_000) {
      const res = await app.request(`/api/form-token?form=${form}`);
      const { token } = (await res.json()) as { token: string };
      clock.now += ageMs;
      return token;
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
