import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import Stripe from "stripe";
import type { AppDatabase } from "#server/db/database.server";
import { handleStripeEvent, type OrderMailer } from "./orders.server";

/** Stripe's events are a few KiB; anything larger is not one. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/stripe/webhook (mounted ahead of the same-origin check and the page body limit: Stripe
 * is another site, and signs what it sends). The raw bytes are read before anything parses them
 * and verified with the SDK's constructEvent (its default tolerance, 300 s, refuses a replay);
 * a bad or missing signature, an old timestamp or a body changed after signing is a 400 and
 * changes nothing. The event's work and its id are committed together before the 2xx: a failure
 * is a 500 with nothing stored, and Stripe's retry does the work once (a paid order's emails are
 * written in that same transaction, so they too are written once). Nothing from the body is
 * logged.
 */
export function stripeWebhook({ db, stripe, webhookSecret, now, mailer }: { db: AppDatabase; stripe: Stripe; webhookSecret: string; now: () => number; mailer?: OrderMailer }) {
  const app = new Hono();
  app.post(
    "/",
    bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: (c) => c.text("Too large for a Stripe event.", 413, { Connection: "close" }) }),
    async (c) => {
      const signature = c.req.header("stripe-signature");
      if (!signature) return c.text("Missing Stripe-Signature.", 400);
      const raw = Buffer.from(await c.req.arrayBuffer());
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return c.text("Bad signature.", 400);
        return c.text("Not a Stripe event.", 400);
      }
      try {
        await handleStripeEvent(db, stripe, event, now(), { mailer });
      } catch (error) {
        // The error's own words (a database's or Stripe's), never the event's.
        console.error("stripe webhook: not handled, Stripe will send it again:", error instanceof Error ? error.message : "unknown error");
        return c.text("Not handled; send it again.", 500);
      }
      return c.text("ok", 200);
    },
  );
  return app;
}
