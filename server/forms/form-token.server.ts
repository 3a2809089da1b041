import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { antiBotLimits } from "#common/forms/anti-bot.ts";
import type { FormId } from "#common/forms/common.ts";
import type { AppDatabase } from "#server/db/database.server";

/**
 * What is wrong with a form token: the key of the spec's message for it (antiBotMessages in
 * common/forms/content/form-errors.ts), which the submission service gives in the page's language. A
 * token that is not ours, or for another form, reads as an expired session ("idle").
 */
export type TokenProblem = "idle" | "tooFast" | "sessionExpired";

/**
 * Tokens are issued per window of this length: every copy of a form page made within one window
 * carries the same token, so a form page is kept and served whole like any other page (decision 11).
 */
export const TOKEN_WINDOW_MS = 1_000;

/** What a token is for: one of the forms, or the checkout page's form (issue 43), which is not a stored submission. */
export type TokenForm = FormId | "checkout";

/**
 * Signed form tokens: issued when a form opens, checked on submit, so the server can repeat
 * the browser's timing checks (at least 2 seconds, under 30 minutes) without storing sessions.
 * A token is stamped with the end of the window it was issued in, so whoever received a copy
 * made in that window has had it at least as long as the token says: the 2-second floor holds
 * for every visitor, who waits at most one window more.
 * Format: base64url("form.issuedAtMs").signature
 */
export class FormTokens {
  constructor(
    private readonly secret: string,
    private readonly limits: { minAgeMs: number; maxAgeMs: number } = { minAgeMs: antiBotLimits.minFillMs, maxAgeMs: antiBotLimits.maxSessionMs },
  ) {}

  issue(form: TokenForm, now: number): string {
    const issuedAt = (Math.floor(now / TOKEN_WINDOW_MS) + 1) * TOKEN_WINDOW_MS;
    const body = Buffer.from(`${form}.${issuedAt}`).toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /** Returns null when the token is acceptable, or what is wrong with it. */
  check(token: string, form: TokenForm, now: number): TokenProblem | null {
    const [body, signature, extra] = token.split(".");
    if (!body || !signature || extra !== undefined) return "idle";
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "idle";
    const [tokenForm, issuedAtText] = Buffer.from(body, "base64url").toString("utf8").split(".");
    const issuedAt = Number(issuedAtText);
    if (tokenForm !== form || !Number.isFinite(issuedAt) || issuedAt > now + 5_000) return "idle";
    const age = now - issuedAt;
    // A floor of 0 (FORM_TOKEN_MIN_AGE_MS, tests only) is none: not even the rest of the token's window.
    if (this.limits.minAgeMs > 0 && age < this.limits.minAgeMs) return "tooFast";
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
