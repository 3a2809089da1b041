import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { randomText } from "../random-pool.server";
import { antiBotLimits } from "#app/lib/forms/anti-bot.ts";
import type { FormId } from "#app/lib/forms/common.ts";
import type { AppDatabase } from "../db/database.server";

/**
 * What is wrong with a form token: the key of the spec's message for it (antiBotMessages in
 * app/content/form-errors.ts), which the submission service gives in the page's language. A
 * token that is not ours, or for another form, reads as an expired session ("idle").
 */
export type TokenProblem = "idle" | "tooFast" | "sessionExpired";

/**
 * Signed form tokens: issued when a form opens, checked on submit, so the server can repeat
 * the browser's timing checks (at least 2 seconds, under 30 minutes) without storing sessions.
 * Format: base64url("form.issuedAtMs.nonce").signature
 */
export class FormTokens {
  constructor(
    private readonly secret: string,
    private readonly limits = { minAgeMs: antiBotLimits.minFillMs, maxAgeMs: antiBotLimits.maxSessionMs },
  ) {}

  issue(form: FormId, now: number): string {
    const body = Buffer.from(`${form}.${now}.${randomText(9, "base64url")}`).toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /** Returns null when the token is acceptable, or what is wrong with it. */
  check(token: string, form: FormId, now: number): TokenProblem | null {
    const [body, signature, extra] = token.split(".");
    if (!body || !signature || extra !== undefined) return "idle";
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "idle";
    const [tokenForm, issuedAtText] = Buffer.from(body, "base64url").toString("utf8").split(".");
    const issuedAt = Number(issuedAtText);
    if (tokenForm !== form || !Number.isFinite(issuedAt) || issuedAt > now + 5_000) return "idle";
    const age = now - issuedAt;
    if (age < this.limits.minAgeMs) return "tooFast";
    if (age >= this.limits.maxAgeMs) return "sessionExpired";
    return null;
  }

  private sign(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }
}

/**
 * A secret kept in the database, created once: every server process sharing the database
 * signs and checks with the same key, and restarts don't invalidate forms people have open.
 */
export async function loadOrCreateSecret(db: AppDatabase, name: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
