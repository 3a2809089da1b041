import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { antiBotMessages } from "../../app/lib/forms/anti-bot";
import { blockedMessage, justBlockedMessage, type RateLimitConfig } from "../../app/lib/forms/attempt-limiter";
import type { FormId } from "../../app/lib/forms/common";
import { fieldErrorsFrom } from "../../app/lib/forms/rules";
import { clientAddress } from "../client-address.server";
import type { FormTokens } from "./form-token.server";
import type { RateLimitStore } from "./rate-limit.server";

/** The default body limit: far above the largest valid discovery, contact or partnership body. */
export const MAX_BODY_BYTES = 32 * 1024;
/**
 * The feedback form has eight answers of up to 5,000 characters each: about 41,000 characters in
 * all, which JSON may spell in up to 6 bytes each (a control character as \u0000). 256 KiB keeps
 * every valid answer in while still refusing a runaway body.
 */
export const FEEDBACK_MAX_BODY_BYTES = 256 * 1024;
export const validationErrorMessage = "Please fix the errors in the form and try again.";

export type SubmitDeps = {
  rateLimits: RateLimitStore;
  rateLimitConfig: RateLimitConfig;
  tokens: FormTokens;
  trustProxy: boolean;
  now?: () => number;
};

type SubmitOptions<S extends z.ZodType<{ website: string; form_token: string; idempotency_key: string }>> = {
  form: FormId;
  schema: S;
  /** Forms that show the anti-bot timing checks also need a valid signed form token. */
  requireToken: boolean;
  /** Returns the id of an earlier submission with this idempotency key, if any. */
  findByKey: (key: string) => Promise<number | undefined>;
  /** Stores the submission in one transaction; returns its id (the existing one on a key conflict). */
  store: (data: z.output<S>, receivedAt: string) => Promise<number>;
  /** The largest body accepted, in bytes; MAX_BODY_BYTES unless the form's valid answers can be longer. */
  maxBodyBytes?: number;
};

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

/**
 * One submit endpoint: POST only, JSON only, 32 KiB at most (unless the form needs more), attempt-limited per client
 * address, validated with the form's shared schema, screened for bots, idempotent, and
 * answered 201 only after the row is committed. Anything a client sends gets a 4xx, never a 5xx.
 */
export function submitRoute<S extends z.ZodType<{ website: string; form_token: string; idempotency_key: string }>>(
  deps: SubmitDeps,
  options: SubmitOptions<S>,
) {
  const now = deps.now ?? Date.now;
  const route = new Hono();
  const fail = (c: Context, status: 400 | 413 | 415 | 429, error: string, fieldErrors: Record<string, string> = {}) =>
    c.json({ error, fieldErrors }, status);

  route.post(
    "/",
    async (c, next) => {
      // Every POST counts toward the limit, whatever it carries.
      const verdict = deps.rateLimits.attempt(`${options.form}:${clientAddress(c, deps.trustProxy)}`, now());
      if (!verdict.allowed) {
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        c.header("Retry-After", String(seconds));
        return fail(c, 429, verdict.justBlocked ? justBlockedMessage(deps.rateLimitConfig) : blockedMessage(seconds));
      }
      if (!jsonType.test(c.req.header("content-type") ?? "")) {
        return fail(c, 415, "Please send the form as JSON (Content-Type: application/json).");
      }
      await next();
    },
    bodyLimit({
      maxSize: options.maxBodyBytes ?? MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, "This submission is too large. Please shorten your message and try again."),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return fail(c, 400, "The form data could not be read. Please refresh the page and try again.");
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return fail(c, 400, validationErrorMessage);
      }

      // A retry of a submission we already stored gets the first answer and stores nothing new.
      const key = (body as Record<string, unknown>).idempotency_key;
      if (typeof key === "string" && key.length <= 64) {
        const existing = await options.findByKey(key);
        if (existing !== undefined) return c.json({ id: existing }, 201);
      }

      const parsed = options.schema.safeParse(body);
      if (!parsed.success) return fail(c, 400, validationErrorMessage, fieldErrorsFrom(parsed.error));
      const data = parsed.data;

      if (data.website !== "") return fail(c, 400, antiBotMessages.bot);
      if (options.requireToken) {
        const problem = deps.tokens.check(data.form_token, options.form, now());
        if (problem) return fail(c, 400, problem);
      }

      const id = await options.store(data, new Date(now()).toISOString());
      return c.json({ id }, 201);
    },
  );

  route.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "Method not allowed. Use POST." }, 405);
  });

  return route;
}
