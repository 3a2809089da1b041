import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { antiBotLimits, antiBotMessages } from "#app/lib/forms/anti-bot.ts";
import type { FormId } from "#app/lib/forms/common.ts";
import type { AppDatabase } from "../db/database.server";

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
    const body = Buffer.from(`${form}.${now}.${randomBytes(9).toString("base64url")}`).toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /** Returns null when the token is acceptable, or the spec's message for the visitor. */
  check(token: string, form: FormId, now: number): string | null {
    const [body, signature, extra] = token.split(".");
    if (!body || !signature || extra !== undefined) return antiBotMessages.idle;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return antiBotMessages.idle;
    const [tokenForm, issuedAtText] = Buffer.from(body, "base64url").toString("utf8").split(".");
    const issuedAt = Number(issuedAtText);
    if (tokenForm !== form || !Number.isFinite(issuedAt) || issuedAt > now + 5_000) return antiBotMessages.idle;
    const age = now - issuedAt;
    if (age < this.limits.minAgeMs) return antiBotMessages.tooFast;
    if (age >= this.limits.maxAgeMs) return antiBotMessages.sessionExpired;
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
