import Stripe from "stripe";
import type { ServerConfig } from "#server/config.server";

/**
 * The API version every request and every webhook event is in: the one this SDK release is pinned
 * to (stripe 23.1.0: 2026-10-28.endive). The client never asks for another, and the webhook endpoint
 * in Stripe's dashboard must be created with this same version, so that the events' objects have
 * the shapes the SDK's types describe.
 */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

/** Where Stripe's hosted checkout pages are; in tests, the stand-in's origin (STRIPE_API_URL). */
export function stripeCheckoutOrigin(config: Pick<ServerConfig, "STRIPE_API_URL">): string {
  return config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL).origin : "https://checkout.stripe.com";
}

/**
 * The Stripe client of this server, or null when no STRIPE_SECRET_KEY is set (payments off).
 * STRIPE_API_URL (tests only: the configuration refuses it unless NODE_ENV=test) points it at the
 * tests' stand-in (tests/stripe/server.ts) instead of api.stripe.com, through the SDK's own host,
 * port and protocol options; the API version stays the SDK's.
 */
export function stripeClient(config: Pick<ServerConfig, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  if (!config.STRIPE_API_URL) return new Stripe(config.STRIPE_SECRET_KEY);
  const url = new URL(config.STRIPE_API_URL);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === "http:" ? "http" : "https",
  });
}
