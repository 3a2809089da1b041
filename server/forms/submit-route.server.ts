import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { FormId } from "#common/forms/common.ts";
import { clientAddress } from "#server/client-address.server";
import { defaultCatalogue } from "./catalogue.server";
import type { SubmissionService } from "./submissions.server";

/** The default body limit: far above the largest valid discovery, contact or partnership body. */
export const MAX_BODY_BYTES = 32 * 1024;
/**
 * The feedback form has eight answers of up to 5,000 characters each: about 41,000 characters in
 * all, which JSON may spell in up to 6 bytes each (a control character as \u0000). 256 KiB keeps
 * every valid answer in while still refusing a runaway body.
 */
export const FEEDBACK_MAX_BODY_BYTES = 256 * 1024;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

/** The JSON API answers in English: the forms' messages, and two of its own for other programs. */
const messages = {
  ...defaultCatalogue.formErrors.request,
  notJson: "Please send the form as JSON (Content-Type: application/json).",
  methodNotAllowed: "Method not allowed. Use POST.",
};

/**
 * One JSON submit endpoint over the submission service (the pages' forms use the same service
 * through their actions): POST only, JSON only, 32 KiB at most (unless the form needs more),
 * attempt-limited per client address, answered 201 only after the row is committed. Anything a
 * client sends gets a 4xx, never a 5xx.
 */
export function submitRoute(service: SubmissionService, form: FormId, options: { trustProxy: boolean; maxBodyBytes?: number }) {
  const route = new Hono();
  const fail = (c: Context, status: 400 | 409 | 413 | 415 | 429, error: string, fieldErrors: Record<string, string> = {}) =>
    c.json({ error, fieldErrors }, status);

  route.post(
    "/",
    async (c, next) => {
      // Every POST counts toward the limit, whatever it carries.
      const blocked = await service.attempt(form, clientAddress(c, options.trustProxy));
      if (blocked) {
        c.header("Retry-After", String(blocked.retryAfterSeconds));
        return fail(c, 429, blocked.error);
      }
      if (!jsonType.test(c.req.header("content-type") ?? "")) {
        return fail(c, 415, messages.notJson);
      }
      await next();
    },
    bodyLimit({
      maxSize: options.maxBodyBytes ?? MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read: close the connection so it cannot hold up a next request.
        c.header("Connection", "close");
        return fail(c, 413, messages.tooLarge);
      },
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return fail(c, 400, messages.unreadable);
      }
      const result = await service.acceptPayload(form, body, clientAddress(c, options.trustProxy));
      // 409: the discovery call's time was taken by someone else a moment before (issue 26); the
      // client should offer another time, not fix its fields, so it must not look like a 400.
      if (!result.ok) return fail(c, result.status, result.error, result.fieldErrors);
      return c.json({ id: result.id }, 201);
    },
  );

  route.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: messages.methodNotAllowed }, 405);
  });

  return route;
}
