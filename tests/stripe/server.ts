import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A stand-in for Stripe on 127.0.0.1, for the tests: the official `stripe` SDK talks to it (the
 * server's STRIPE_API_URL, or `stripeClient` from server/payments/stripe.server.ts), and a browser
 * or `fetch` pays on its own hosted checkout page. Small and stateful, in memory, one instance per
 * test file (no module-level state). It answers the endpoints the site uses, in the shapes of the
 * SDK's pinned API version (its TypeScript types, Stripe.Checkout.Session and the rest, check the
 * fields it returns):
 *
 * - POST /v1/checkout/sessions (mode=payment, line_items with price_data, customer_email, locale,
 *   expires_at, success_url with {CHECKOUT_SESSION_ID}, cancel_url, metadata, client_reference_id,
 *   payment_intent_data), GET /v1/checkout/sessions/:id (expand[]: payment_intent,
 *   payment_intent.latest_charge, line_items; a null on the way stays null), GET …/:id/line_items,
 *   POST …/:id/expire (an open session only: it answers the expired session and sends
 *   `checkout.session.expired`); a session past its expires_at is expired at each request, or,
 *   with `expiresOnItsOwn: false` (Stripe late), only by that endpoint or `expireDue()`;
 * - POST /v1/refunds (payment_intent or charge, amount, reason, metadata), GET /v1/refunds/:id;
 * - GET /v1/payment_intents/:id and /v1/charges/:id;
 * - the `Idempotency-Key` header on every POST, as Stripe has it: the same key and parameters
 *   replay the first answer (`Idempotent-Replayed: true`), the same key with other parameters or on
 *   another endpoint is refused (400, idempotency_error); a refused request stores nothing;
 * - the hosted page, `session.url` = /c/pay/cs_test_…: the items, the total and a card form (a
 *   plain form post, no script); 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; paying
 *   creates the PaymentIntent and the Charge and answers 303 to success_url; a receipt page per
 *   charge (`charge.receipt_url`);
 * - webhook events (`checkout.session.completed`, `.async_payment_succeeded`,
 *   `.async_payment_failed`, `.expired`, `charge.refunded`, `refund.failed`) POSTed to each
 *   registered endpoint, pretty-printed JSON as Stripe sends it, signed with the SDK's own
 *   `Stripe.webhooks.generateTestHeaderString` (timestamp from the stand-in's clock), retried after
 *   a non-2xx answer, a redirect, a timeout or a refused connection.
 *
 * Only the SDK's pinned API version (Stripe.API_VERSION) is answered; a request for another is
 * refused, so a client that asked for a different version fails here rather than in production.
 */

export const STAND_IN_SECRET_KEY = "sk_test_standin4StripeStandIn0000000000";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standinWebhookSigningSecret00000000";

export type StripeStandInOptions = {
  /** The one secret key it accepts; default STAND_IN_SECRET_KEY. */
  secretKey?: string;
  /** The waits before each retry of a failed delivery (its length is the number of retries); default [20, 40, 80]. */
  retryDelaysMs?: number[];
  /** How long a delivery waits for the endpoint's answer before it counts as failed; default 10 s. */
  deliveryTimeoutMs?: number;
  /** The clock (milliseconds): objects' times, expiry, and the signatures' timestamps. Default Date.now. */
  now?: () => number;
  /**
   * Whether a session past its expires_at is expired by the stand-in itself, at each request (as
   * Stripe does within minutes); default true. False: Stripe late, the session stays open until
   * `POST /v1/checkout/sessions/:id/expire` or `expireDue()`.
   */
  expiresOnItsOwn?: boolean;
};

/** One attempt to deliver an event to an endpoint: its HTTP status, or null and the error. */
export type Delivery = { event: string; type: string; endpoint: string; url: string; attempt: number; status: number | null; error: string | null };

export type WebhookEndpoint = { id: string; url: string; secret: string; events: string[] };

export type StandInSession = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "amount_subtotal"
  | "amount_total"
  | "cancel_url"
  | "client_reference_id"
  | "created"
  | "currency"
  | "customer"
  | "customer_details"
  | "customer_email"
  | "expires_at"
  | "livemode"
  | "locale"
  | "metadata"
  | "mode"
  | "payment_intent"
  | "payment_method_types"
  | "payment_status"
  | "status"
  | "success_url"
  | "total_details"
  | "ui_mode"
  | "url"
>;
export type StandInPaymentIntent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_capturable"
  | "amount_received"
  | "canceled_at"
  | "capture_method"
  | "client_secret"
  | "confirmation_method"
  | "created"
  | "currency"
  | "customer"
  | "description"
  | "last_payment_error"
  | "latest_charge"
  | "livemode"
  | "metadata"
  | "payment_method"
  | "payment_method_types"
  | "receipt_email"
  | "status"
>;
export type StandInCharge = Pick<
  Stripe.Charge,
  | "id"
  | "object"
  | "amount"
  | "amount_captured"
  | "amount_refunded"
  | "balance_transaction"
  | "billing_details"
  | "captured"
  | "created"
  | "currency"
  | "customer"
  | "description"
  | "disputed"
  | "failure_code"
  | "failure_message"
  | "livemode"
  | "metadata"
  | "paid"
  | "payment_intent"
  | "payment_method"
  | "receipt_email"
  | "receipt_url"
  | "refunded"
  | "status"
>;
export type StandInRefund = Pick<
  Stripe.Refund,
  "id" | "object" | "amount" | "balance_transaction" | "charge" | "created" | "currency" | "customer" | "failure_reason" | "metadata" | "payment_intent" | "payment_method" | "reason" | "receipt_number" | "status"
>;
type StandInPrice = Pick<Stripe.Price, "id" | "object" | "active" | "billing_scheme" | "created" | "currency" | "livemode" | "metadata" | "product" | "type" | "unit_amount">;
export type StandInLineItem = Pick<Stripe.LineItem, "id" | "object" | "amount_discount" | "amount_subtotal" | "amount_tax" | "amount_total" | "currency" | "description" | "metadata" | "quantity"> & {
  price: StandInPrice;
};
export type StandInEvent = Pick<Stripe.Event, "id" | "object" | "api_version" | "created" | "livemode" | "pending_webhooks" | "request" | "type"> & {
  data: { object: StandInSession | StandInCharge | StandInRefund; previous_attributes?: Record<string, unknown> };
};

/** The events the stand-in sends (an endpoint may subscribe to some of them, or "*"). */
export const STAND_IN_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "refund.failed",
] as const;
type EventType = (typeof STAND_IN_EVENT_TYPES)[number];

/** Stripe's test cards the hosted page knows (any other number is refused as Stripe's test mode does). */
const TEST_CARDS: Record<string, { ok: true; brand: string } | { ok: false; code: string; message: string }> = {
  "4242424242424242": { ok: true, brand: "visa" },
  "5555555555554444": { ok: true, brand: "mastercard" },
  "4000000000000002": { ok: false, code: "generic_decline", message: "Your card was declined." },
  "4000000000009995": { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." },
};

/** Checkout's locales (Stripe.Checkout.SessionCreateParams.Locale). */
const LOCALES = new Set("auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(" "));

/** The create parameters the stand-in models; any other is refused by name, as Stripe refuses an unknown one. */
const SESSION_PARAMS = new Set(["mode", "ui_mode", "line_items", "customer_email", "locale", "expires_at", "success_url", "cancel_url", "metadata", "client_reference_id", "payment_intent_data", "payment_method_types", "expand"]);

/** An API error in Stripe's shape: `{ error: { type, message, code?, param? } }` with Stripe's status. */
class ApiError extends Error {
  readonly status: number;
  readonly type: "invalid_request_error" | "idempotency_error" | "card_error" | "api_error";
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(status: number, type: ApiError["type"], message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

type Params = { [key: string]: Param };
type Param = string | Param[] | Params;

/**
 * Stripe's form encoding as the SDK writes it: `line_items[0][price_data][unit_amount]=500`,
 * `metadata[order]=7`, `expand[0]=line_items` (or `expand[]=`), into nested objects and arrays.
 */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new ApiError(400, "invalid_request_error", `Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((part) => part === "__proto__" || part === "constructor" || part === "prototype")) {
      throw new ApiError(400, "invalid_request_error", `Invalid parameter name: ${key}`);
    }
    let node: Params | Param[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const slot = Array.isArray(node) ? (part === "" ? node.length : Number(part)) : part;
      if (Array.isArray(node) && !/^\d*$/.test(part)) throw new ApiError(400, "invalid_request_error", `Invalid array index in ${key}`);
      const container = node as Record<string | number, Param>;
      if (last) {
        container[slot] = value;
      } else {
        const existing = container[slot];
        if (existing === undefined || typeof existing === "string") container[slot] = nextIsIndex ? [] : {};
        node = container[slot] as Params | Param[];
      }
    }
  }
  return root;
}

/** Parameters as a string with sorted keys: the same request, whatever the order it was written in. */
function canonical(value: Param | undefined): string {
  if (value === undefined || typeof value === "string") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(",")}}`;
}

function text(params: Params, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ApiError(400, "invalid_request_error", `Invalid string: ${label}`, "parameter_invalid_string", label);
  return value;
}

function integer(params: Params, name: string, label = name): number | undefined {
  const value = text(params, name, label);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new ApiError(400, "invalid_request_error", `Invalid integer: ${value}`, "parameter_invalid_integer", label);
  return Number(value);
}

function object(params: Params, name: string, label = name): Params | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" || Array.isArray(value)) throw new ApiError(400, "invalid_request_error", `Invalid object: ${label}`, "parameter_invalid_object", label);
  return value;
}

function list(params: Params, name: string): Param[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ApiError(400, "invalid_request_error", `Invalid array: ${name}`, "parameter_invalid_array", name);
  return value.filter((item) => item !== undefined);
}

function missing(param: string): ApiError {
  return new ApiError(400, "invalid_request_error", `Missing required param: ${param}.`, "parameter_missing", param);
}

/** Metadata as Stripe takes it: up to 50 keys of at most 40 characters, values of at most 500. */
function metadata(params: Params, name: string): Record<string, string> {
  const value = object(params, name);
  if (!value) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string") throw new ApiError(400, "invalid_request_error", `Invalid string: ${name}[${key}]`, "parameter_invalid_string", `${name}[${key}]`);
    if (key.length > 40) throw new ApiError(400, "invalid_request_error", `Metadata keys can have up to 40 characters: ${key}`, "parameter_invalid_string", name);
    if (entry.length > 500) throw new ApiError(400, "invalid_request_error", `Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters.`, "parameter_invalid_string", `${name}[${key}]`);
    out[key] = entry;
  }
  if (Object.keys(out).length > 50) throw new ApiError(400, "invalid_request_error", "Metadata can have up to 50 keys.", "parameter_invalid_object", name);
  return out;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const WORDS = {
  en: {
    testMode: "Test mode",
    pay: "Pay",
    total: "Total due",
    item: "Item",
    qty: "Qty",
    amount: "Amount",
    email: "Email",
    cardNumber: "Card number",
    expiry: "Expiration (MM / YY)",
    cvc: "CVC",
    name: "Cardholder name",
    card: "Card information",
    back: "Back",
    summary: "Order summary",
    closed: "This Checkout Session is no longer active.",
    problems: "Please check your details",
    invalidEmail: "Your email is invalid.",
    invalidNumber: "Your card number is invalid.",
    testCardsOnly: "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
    invalidExpiry: "Your card's expiration date is incomplete.",
    pastExpiry: "Your card's expiration year is in the past.",
    invalidCvc: "Your card's security code is incomplete.",
    missingName: "Enter the name on your card.",
    declined: { generic_decline: "Your card was declined.", insufficient_funds: "Your card has insufficient funds." } as Record<string, string>,
  },
  es: {
    testMode: "Modo de prueba",
    pay: "Pagar",
    total: "Total a pagar",
    item: "Artículo",
    qty: "Cant.",
    amount: "Importe",
    email: "Correo electrónico",
    cardNumber: "Número de tarjeta",
    expiry: "Vencimiento (MM / AA)",
    cvc: "CVC",
    name: "Nombre del titular de la tarjeta",
    card: "Información de la tarjeta",
    back: "Volver",
    summary: "Resumen del pedido",
    closed: "Esta sesión de Checkout ya no está activa.",
    problems: "Revisa tus datos",
    invalidEmail: "Tu correo electrónico no es válido.",
    invalidNumber: "El número de tu tarjeta no es válido.",
    testCardsOnly: "Tu tarjeta fue rechazada. Tu solicitud estaba en modo de prueba, pero usaste una tarjeta real. Para ver las tarjetas de prueba válidas, visita https://stripe.com/docs/testing.",
    invalidExpiry: "La fecha de vencimiento de tu tarjeta está incompleta.",
    pastExpiry: "El año de vencimiento de tu tarjeta ya pasó.",
    invalidCvc: "El código de seguridad de tu tarjeta está incompleto.",
    missingName: "Escribe el nombre que figura en tu tarjeta.",
    declined: { generic_decline: "Tu tarjeta fue rechazada.", insufficient_funds: "Tu tarjeta no tiene fondos suficientes." } as Record<string, string>,
  },
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** Starts the stand-in on 127.0.0.1 on a free port. */
export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const retryDelaysMs = options.retryDelaysMs ?? [20, 40, 80];
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const expiresOnItsOwn = options.expiresOnItsOwn ?? true;
  /** Every API request answered or refused after the key check, `GET /v1/…` (no query string), oldest first. */
  const apiRequests: string[] = [];
  const seconds = () => Math.floor(now() / 1000);
  const apiVersion = Stripe.API_VERSION;

  const sessions = new Map<string, StandInSession>();
  const lineItems = new Map<string, StandInLineItem[]>();
  const paymentIntentData = new Map<string, { metadata: Record<string, string>; description: string | null; receiptEmail: string | null }>();
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const charges = new Map<string, StandInCharge>();
  const refunds = new Map<string, StandInRefund>();
  const events: StandInEvent[] = [];
  const endpoints: WebhookEndpoint[] = [];
  const deliveries: Delivery[] = [];
  const idempotency = new Map<string, { route: string; params: string; status: number; body: string }>();
  const inFlight = new Set<Promise<void>>();
  let holding = false;
  let held: { event: StandInEvent; endpoint: WebhookEndpoint }[] = [];
  let closed = false;
  let origin = "";

  const id = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x").slice(0, 24)}`;

  // ---- Webhooks --------------------------------------------------------------------------------

  async function deliverOnce(event: StandInEvent, endpoint: WebhookEndpoint, attempt: number): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret, timestamp: seconds() });
    const entry: Delivery = { event: event.id, type: event.type, endpoint: endpoint.id, url: endpoint.url, attempt, status: null, error: null };
    deliveries.push(entry);
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "cache-control": "no-cache",
          accept: "*/*; q=0.5, application/xml",
        },
        body: payload,
        redirect: "manual",
        signal: AbortSignal.timeout(deliveryTimeoutMs),
      });
      entry.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      entry.error = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    return entry.status !== null && entry.status >= 200 && entry.status < 300;
  }

  /** One event to one endpoint, retried after each failure (retryDelaysMs), as Stripe does over days. */
  async function deliver(event: StandInEvent, endpoint: WebhookEndpoint): Promise<void> {
    for (let attempt = 1; !closed; attempt++) {
      if (await deliverOnce(event, endpoint, attempt)) {
        event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
        return;
      }
      const wait = retryDelaysMs[attempt - 1];
      if (wait === undefined || closed) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  function subscribed(endpoint: WebhookEndpoint, type: string): boolean {
    return endpoint.events.includes("*") || endpoint.events.includes(type);
  }

  function dispatch(event: StandInEvent) {
    for (const endpoint of endpoints.filter((e) => subscribed(e, event.type))) {
      if (holding) held.push({ event, endpoint });
      // After the answer to the request that caused it has gone out, as Stripe sends it.
      else track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(event, endpoint)));
    }
  }

  function emit(type: EventType, object: StandInSession | StandInCharge | StandInRefund, request: Stripe.Event.Request | null, previous?: Record<string, unknown>) {
    const event: StandInEvent = {
      id: id("evt"),
      object: "event",
      api_version: apiVersion,
      created: seconds(),
      data: previous ? { object: structuredClone(object), previous_attributes: previous } : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: endpoints.filter((e) => subscribed(e, type)).length,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    dispatch(event);
    return event;
  }

  // ---- Checkout Sessions ----------------------------------------------------------------------

  function createSession(params: Params): StandInSession {
    for (const key of Object.keys(params)) {
      if (!SESSION_PARAMS.has(key)) throw new ApiError(400, "invalid_request_error", `Received unknown parameter: ${key} (the tests' Stripe stand-in does not model it)`, "parameter_unknown", key);
    }
    const mode = text(params, "mode");
    if (!mode) throw missing("mode");
    if (mode !== "payment") throw new ApiError(400, "invalid_request_error", `Invalid mode: the tests' Stripe stand-in supports mode=payment only`, "parameter_invalid_string", "mode");
    const uiMode = text(params, "ui_mode") ?? "hosted_page";
    if (uiMode !== "hosted_page") throw new ApiError(400, "invalid_request_error", "Invalid ui_mode: the tests' Stripe stand-in supports the hosted page (hosted_page) only", "parameter_invalid_string", "ui_mode");
    const successUrl = text(params, "success_url");
    if (!successUrl) throw missing("success_url");
    if (!isUrl(successUrl)) throw new ApiError(400, "invalid_request_error", "Not a valid URL", "url_invalid", "success_url");
    const cancelUrl = text(params, "cancel_url") ?? null;
    if (cancelUrl !== null && !isUrl(cancelUrl)) throw new ApiError(400, "invalid_request_error", "Not a valid URL", "url_invalid", "cancel_url");
    const email = text(params, "customer_email") ?? null;
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiError(400, "invalid_request_error", `Invalid email address: ${email}`, "email_invalid", "customer_email");
    const locale = text(params, "locale") ?? null;
    if (locale !== null && !LOCALES.has(locale)) throw new ApiError(400, "invalid_request_error", `Invalid locale: ${locale}`, "parameter_invalid_string", "locale");
    const clientReference = text(params, "client_reference_id") ?? null;
    if (clientReference !== null && clientReference.length > 200) throw new ApiError(400, "invalid_request_error", "client_reference_id can have up to 200 characters.", "parameter_invalid_string", "client_reference_id");
    const methods = list(params, "payment_method_types")?.map((m) => String(m)) ?? ["card"];
    if (methods.some((m) => m !== "card")) throw new ApiError(400, "invalid_request_error", "The tests' Stripe stand-in takes payment_method_types=card only", "parameter_invalid_string", "payment_method_types");
    const created = seconds();
    const expiresAt = integer(params, "expires_at") ?? created + 24 * 3600;
    if (expiresAt < created + 30 * 60) {
      throw new ApiError(400, "invalid_request_error", "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "parameter_invalid_integer", "expires_at");
    }
    if (expiresAt > created + 24 * 3600) {
      throw new ApiError(400, "invalid_request_error", "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", "parameter_invalid_integer", "expires_at");
    }
    const items = list(params, "line_items");
    if (!items || items.length === 0) throw new ApiError(400, "invalid_request_error", "You must provide at least one line item when mode=payment.", "parameter_missing", "line_items");
    const sessionItems: StandInLineItem[] = items.map((raw, index) => {
      const at = `line_items[${index}]`;
      if (typeof raw === "string" || Array.isArray(raw)) throw new ApiError(400, "invalid_request_error", `Invalid object: ${at}`, "parameter_invalid_object", at);
      if (raw.price !== undefined) throw new ApiError(400, "invalid_request_error", `No such price: '${String(raw.price)}' (the stand-in takes price_data)`, "resource_missing", `${at}[price]`);
      const priceData = object(raw, "price_data", `${at}[price_data]`);
      if (!priceData) throw missing(`${at}[price_data]`);
      const currency = text(priceData, "currency", `${at}[price_data][currency]`);
      if (!currency) throw missing(`${at}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(currency)) throw new ApiError(400, "invalid_request_error", `Invalid currency: ${currency}`, "parameter_invalid_string", `${at}[price_data][currency]`);
      const unitAmount = integer(priceData, "unit_amount", `${at}[price_data][unit_amount]`);
      if (unitAmount === undefined) throw missing(`${at}[price_data][unit_amount]`);
      if (unitAmount < 0) throw new ApiError(400, "invalid_request_error", "This value must be greater than or equal to 0.", "parameter_invalid_integer", `${at}[price_data][unit_amount]`);
      const product = object(priceData, "product_data", `${at}[price_data][product_data]`);
      const name = product && text(product, "name", `${at}[price_data][product_data][name]`);
      if (!name) throw missing(`${at}[price_data][product_data][name]`);
      const quantity = integer(raw, "quantity", `${at}[quantity]`);
      if (quantity === undefined) throw missing(`${at}[quantity]`);
      if (quantity < 1) throw new ApiError(400, "invalid_request_error", "This value must be greater than or equal to 1.", "parameter_invalid_integer", `${at}[quantity]`);
      const amount = unitAmount * quantity;
      return {
        id: id("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency,
        description: name,
        metadata: {},
        quantity,
        price: { id: id("price"), object: "price", active: false, billing_scheme: "per_unit", created, currency, livemode: false, metadata: {}, product: id("prod"), type: "one_time", unit_amount: unitAmount },
      };
    });
    const currency = sessionItems[0]!.currency;
    if (sessionItems.some((item) => item.currency !== currency)) throw new ApiError(400, "invalid_request_error", "All line items must use the same currency.", "parameter_invalid_string", "line_items");
    const total = sessionItems.reduce((sum, item) => sum + item.amount_total, 0);
    if (total < 50) throw new ApiError(400, "invalid_request_error", "The Checkout Session's total amount due must add up to at least $0.50 usd", "amount_too_small", "line_items");
    const intentData = object(params, "payment_intent_data") ?? {};
    for (const key of Object.keys(intentData)) {
      if (!["metadata", "description", "receipt_email"].includes(key)) {
        throw new ApiError(400, "invalid_request_error", `Received unknown parameter: payment_intent_data[${key}] (the tests' Stripe stand-in does not model it)`, "parameter_unknown", `payment_intent_data[${key}]`);
      }
    }
    const session: StandInSession = {
      id: `cs_test_${randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: clientReference,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: email,
      expires_at: expiresAt,
      livemode: false,
      locale,
      metadata: metadata(params, "metadata"),
      mode: "payment",
      payment_intent: null,
      payment_method_types: methods,
      payment_status: "unpaid",
      status: "open",
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      url: null,
    };
    session.url = `${origin}/c/pay/${session.id}`;
    sessions.set(session.id, session);
    lineItems.set(session.id, sessionItems);
    paymentIntentData.set(session.id, {
      metadata: metadata(intentData, "metadata"),
      description: text(intentData, "description", "payment_intent_data[description]") ?? null,
      receiptEmail: text(intentData, "receipt_email", "payment_intent_data[receipt_email]") ?? null,
    });
    return session;
  }

  function findSession(sessionId: string): StandInSession {
    const session = sessions.get(sessionId);
    if (!session) throw new ApiError(404, "invalid_request_error", `No such checkout.session: '${sessionId}'`, "resource_missing", "session");
    return session;
  }

  function expireSession(session: StandInSession, request: Stripe.Event.Request | null) {
    session.status = "expired";
    session.url = null;
    emit("checkout.session.expired", session, request);
  }

  /** Stripe expires an open session at its expires_at by itself; the stand-in does so at each request (and on expireDue()). */
  function expireDue() {
    for (const session of sessions.values()) {
      if (session.status === "open" && session.expires_at <= seconds()) expireSession(session, null);
    }
  }

  function successLocation(session: StandInSession): string {
    return session.success_url!.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
  }

  /** The customer paid (a card now, or a bank debit that settles later): the PaymentIntent and its Charge. */
  function completeSession(session: StandInSession, payer: { email: string; name: string }, method: { type: "card"; brand: string; last4: string } | { type: "us_bank_account" }) {
    const created = seconds();
    const intent = paymentIntentData.get(session.id)!;
    const delayed = method.type === "us_bank_account";
    const amount = session.amount_total!;
    const paymentMethod = id("pm");
    const paymentIntent: StandInPaymentIntent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: delayed ? 0 : amount,
      canceled_at: null,
      capture_method: "automatic_async",
      client_secret: null,
      confirmation_method: "automatic",
      created,
      currency: session.currency!,
      customer: null,
      description: intent.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: intent.metadata,
      payment_method: paymentMethod,
      payment_method_types: [method.type],
      receipt_email: intent.receiptEmail,
      status: delayed ? "processing" : "succeeded",
    };
    const charge: StandInCharge = {
      id: id("ch"),
      object: "charge",
      amount,
      amount_captured: delayed ? 0 : amount,
      amount_refunded: 0,
      balance_transaction: delayed ? null : id("txn"),
      billing_details: { address: null, email: payer.email, name: payer.name, phone: null, tax_id: null },
      captured: !delayed,
      created,
      currency: session.currency!,
      customer: null,
      description: intent.description,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: intent.metadata,
      paid: !delayed,
      payment_intent: paymentIntent.id,
      payment_method: paymentMethod,
      receipt_email: intent.receiptEmail,
      receipt_url: null,
      refunded: false,
      status: delayed ? "pending" : "succeeded",
    };
    charge.receipt_url = `${origin}/receipts/${charge.id}`;
    paymentIntent.latest_charge = charge.id;
    paymentIntents.set(paymentIntent.id, paymentIntent);
    charges.set(charge.id, charge);
    session.status = "complete";
    session.url = null;
    session.payment_status = delayed ? "unpaid" : "paid";
    session.payment_intent = paymentIntent.id;
    session.customer_details = { address: null, business_name: null, email: payer.email, individual_name: null, name: payer.name, phone: null, tax_exempt: "none", tax_ids: [] };
    emit("checkout.session.completed", session, null);
  }

  // ---- Refunds -------------------------------------------------------------------------------

  function createRefund(params: Params, request: Stripe.Event.Request): StandInRefund {
    for (const key of Object.keys(params)) {
      if (!["payment_intent", "charge", "amount", "reason", "metadata", "expand"].includes(key)) {
        throw new ApiError(400, "invalid_request_error", `Received unknown parameter: ${key} (the tests' Stripe stand-in does not model it)`, "parameter_unknown", key);
      }
    }
    const intentId = text(params, "payment_intent");
    const chargeId = text(params, "charge");
    if (!intentId && !chargeId) throw new ApiError(400, "invalid_request_error", "One of the following params should be provided for this request: payment_intent or charge.", "parameter_missing");
    let charge: StandInCharge | undefined;
    if (intentId) {
      const paymentIntent = paymentIntents.get(intentId);
      if (!paymentIntent) throw new ApiError(400, "invalid_request_error", `No such payment_intent: '${intentId}'`, "resource_missing", "payment_intent");
      charge = paymentIntent.status === "succeeded" && typeof paymentIntent.latest_charge === "string" ? charges.get(paymentIntent.latest_charge) : undefined;
      if (!charge) throw new ApiError(400, "invalid_request_error", `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, "charge_not_refundable", "payment_intent");
    } else {
      charge = charges.get(chargeId!);
      if (!charge) throw new ApiError(400, "invalid_request_error", `No such charge: '${chargeId}'`, "resource_missing", "charge");
      if (charge.status !== "succeeded") throw new ApiError(400, "invalid_request_error", `Charge ${charge.id} has not succeeded and cannot be refunded.`, "charge_not_refundable", "charge");
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) throw new ApiError(400, "invalid_request_error", `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    const amount = integer(params, "amount") ?? left;
    if (amount < 1) throw new ApiError(400, "invalid_request_error", "This value must be greater than or equal to 1.", "parameter_invalid_integer", "amount");
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      throw new ApiError(400, "invalid_request_error", `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, "amount_too_large", "amount");
    }
    const reason = text(params, "reason") ?? null;
    if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
      throw new ApiError(400, "invalid_request_error", `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "parameter_invalid_string", "reason");
    }
    const refund: StandInRefund = {
      id: id("re"),
      object: "refund",
      amount,
      balance_transaction: id("txn"),
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      customer: null,
      metadata: metadata(params, "metadata"),
      payment_intent: typeof charge.payment_intent === "string" ? charge.payment_intent : null,
      payment_method: typeof charge.payment_method === "string" ? charge.payment_method : null,
      reason: reason as Stripe.Refund.Reason | null,
      receipt_number: null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit("charge.refunded", charge, request, previous.refunded === charge.refunded ? { amount_refunded: previous.amount_refunded } : previous);
    return refund;
  }

  // ---- Reading, with expand ------------------------------------------------------------------

  function byId(value: string): StandInSession | StandInPaymentIntent | StandInCharge | StandInRefund | undefined {
    return sessions.get(value) ?? paymentIntents.get(value) ?? charges.get(value) ?? refunds.get(value);
  }

  function lineItemList(sessionId: string) {
    return { object: "list" as const, data: structuredClone(lineItems.get(sessionId) ?? []), has_more: false, url: `/v1/checkout/sessions/${sessionId}/line_items` };
  }

  /** `expand[]` as Stripe reads it: each dotted path replaces an id (or, on a session, line_items) by its object. */
  function expand(value: object, paths: string[]): object {
    const out = structuredClone(value) as Record<string, unknown>;
    for (const path of paths) {
      let node: Record<string, unknown> | null = out;
      const parts = path.split(".");
      parts.forEach((part, index) => {
        // A null on the way (an unpaid session's payment_intent) is left null, as Stripe does.
        if (node === null) return;
        const current = node[part];
        let next: unknown;
        if (part === "line_items" && node.object === "checkout.session") next = lineItemList(node.id as string);
        else if (typeof current === "string" && byId(current)) next = structuredClone(byId(current));
        else if (current !== null && typeof current === "object") next = current;
        else if (current === null) next = null;
        else throw new ApiError(400, "invalid_request_error", `This property cannot be expanded (${parts.slice(0, index + 1).join(".")}).`, "parameter_invalid_string", "expand");
        node[part] = next;
        node = next !== null && typeof next === "object" ? (next as Record<string, unknown>) : null;
      });
    }
    return out;
  }

  function expansions(params: Params): string[] {
    return (list(params, "expand") ?? []).map((path) => String(path));
  }

  // ---- The HTTP API --------------------------------------------------------------------------

  function apiRoute(method: string, path: string, params: Params, request: Stripe.Event.Request): { status: number; body: object } {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") return { status: 200, body: expand(createSession(params), expansions(params)) };
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") return { status: 200, body: expand(findSession(match[1]!), expansions(params)) };
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path)) && method === "GET") {
      findSession(match[1]!);
      return { status: 200, body: lineItemList(match[1]!) };
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const session = findSession(match[1]!);
      if (session.status !== "open") {
        throw new ApiError(400, "invalid_request_error", `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`, "checkout_session_not_open");
      }
      expireSession(session, request);
      return { status: 200, body: expand(session, expansions(params)) };
    }
    if (method === "POST" && path === "/v1/refunds") return { status: 200, body: expand(createRefund(params, request), expansions(params)) };
    for (const [prefix, kind, map] of [
      ["refunds", "refund", refunds],
      ["payment_intents", "payment_intent", paymentIntents],
      ["charges", "charge", charges],
    ] as const) {
      match = new RegExp(`^/v1/${prefix}/([^/]+)$`).exec(path);
      if (match && method === "GET") {
        const found = (map as Map<string, object>).get(match[1]!);
        if (!found) throw new ApiError(404, "invalid_request_error", `No such ${kind}: '${match[1]}'`, "resource_missing", "id");
        return { status: 200, body: expand(found, expansions(params)) };
      }
    }
    throw new ApiError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}). The tests' Stripe stand-in answers only the endpoints the site uses.`);
  }

  function answerJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", "stripe-version": apiVersion, ...headers }).end(body);
  }

  function errorBody(error: ApiError): string {
    return JSON.stringify({ error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.param ? { param: error.param } : {}) } }, null, 2);
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const requestId = id("req");
    const headers = { "request-id": requestId };
    const authorization = req.headers.authorization ?? "";
    if (!authorization.startsWith("Bearer ")) {
      return answerJson(res, 401, errorBody(new ApiError(401, "invalid_request_error", "You did not provide an API key.")), headers);
    }
    const key = authorization.slice("Bearer ".length);
    if (key !== secretKey) {
      return answerJson(res, 401, errorBody(new ApiError(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`, "api_key_invalid")), headers);
    }
    const version = req.headers["stripe-version"];
    if (version !== undefined && version !== apiVersion) {
      return answerJson(res, 400, errorBody(new ApiError(400, "invalid_request_error", `The tests' Stripe stand-in answers API version ${apiVersion} (the SDK's own) only, not ${String(version)}.`)), headers);
    }
    const method = req.method ?? "GET";
    const idempotencyKey = method === "POST" && typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    try {
      const params = parseStripeForm(method === "GET" ? url.search.slice(1) : body);
      const route = `${method} ${url.pathname}`;
      apiRequests.push(route);
      const signature = canonical(params);
      if (idempotencyKey !== null) {
        if (idempotencyKey.length > 255) throw new ApiError(400, "invalid_request_error", "Idempotency keys can be no longer than 255 characters.", undefined, "idempotency_key");
        const saved = idempotency.get(idempotencyKey);
        if (saved && (saved.route !== route || saved.params !== signature)) {
          throw new ApiError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (saved) return answerJson(res, saved.status, saved.body, { ...headers, "idempotency-key": idempotencyKey, "idempotent-replayed": "true" });
      }
      if (expiresOnItsOwn) expireDue();
      const answer = apiRoute(method, url.pathname, params, { id: requestId, idempotency_key: idempotencyKey });
      const text = JSON.stringify(answer.body, null, 2);
      if (idempotencyKey !== null) idempotency.set(idempotencyKey, { route, params: signature, status: answer.status, body: text });
      answerJson(res, answer.status, text, idempotencyKey ? { ...headers, "idempotency-key": idempotencyKey } : headers);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answerJson(res, error.status, errorBody(error), headers);
    }
  }

  // ---- The hosted checkout page and receipts ---------------------------------------------------

  type Form = { email: string; name: string; number: string; expiry: string; cvc: string };
  type Problems = Partial<Record<keyof Form, string>> & { card?: string };

  function page(lang: "en" | "es", title: string, main: string, status = 200) {
    return {
      status,
      html: `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1rem}
.badge{display:inline-block;background:#7a3e00;color:#fff;padding:0 .5rem;border-radius:4px;font-size:.875rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.25rem 0}td.n,th.n{text-align:right}
label{display:block;margin-top:.75rem;font-weight:600}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #555;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020}
button{margin-top:1rem;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:4px;background:#1a1a1a;color:#fff}
a{color:#0b4fa8}
</style>
</head>
<body><main>${main}</main></body>
</html>`,
    };
  }

  function money(cents: number, currency: string) {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
  }

  function checkoutPage(session: StandInSession, form: Partial<Form> = {}, problems: Problems = {}, status = 200) {
    const lang = session.locale?.startsWith("es") ? "es" : "en";
    const w = WORDS[lang];
    const total = money(session.amount_total!, session.currency!);
    if (session.status !== "open") {
      return page(lang, w.closed, `<p class="badge">${w.testMode}</p><h1>${w.closed}</h1>${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">${w.back}</a></p>` : ""}`, 200);
    }
    const rows = (lineItems.get(session.id) ?? [])
      .map((item) => `<tr><td>${escapeHtml(item.description ?? "")}</td><td class="n">${item.quantity}</td><td class="n">${money(item.amount_total, item.currency)}</td></tr>`)
      .join("");
    const field = (name: keyof Form, label: string, attributes: string) => {
      const problem = problems[name];
      const value = name === "number" || name === "cvc" ? "" : (form[name] ?? (name === "email" ? (session.customer_email ?? "") : ""));
      return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""}>${problem ? `<p class="error" id="${name}-error">${escapeHtml(problem)}</p>` : ""}`;
    };
    const summary = Object.keys(problems).length > 0 ? `<div role="alert"><h2>${w.problems}</h2><p class="error">${escapeHtml(problems.card ?? Object.values(problems)[0]!)}</p></div>` : "";
    return page(
      lang,
      `${w.pay} ${total}`,
      `<p class="badge">${w.testMode}</p>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">${w.back}</a></p>` : ""}
<h1>${w.pay} ${total}</h1>
<h2>${w.summary}</h2>
<table><thead><tr><th scope="col">${w.item}</th><th scope="col" class="n">${w.qty}</th><th scope="col" class="n">${w.amount}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">${w.total}</th><td class="n">${total}</td></tr></tfoot></table>
${summary}
<form method="post" action="/c/pay/${session.id}" novalidate>
${field("email", w.email, 'type="email" autocomplete="email" required')}
<fieldset style="border:0;padding:0;margin:1rem 0 0"><legend style="font-weight:600">${w.card}</legend>
${field("number", w.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required')}
${field("expiry", w.expiry, 'autocomplete="cc-exp" placeholder="MM / YY" required')}
${field("cvc", w.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
${field("name", w.name, 'autocomplete="cc-name" required')}
</fieldset>
<button type="submit">${w.pay} ${total}</button>
</form>`,
      status,
    );
  }

  /** The form's card checks; null when the card pays, else what the page says. */
  function checkCard(session: StandInSession, form: Form): { problems: Problems; card?: { brand: string; last4: string } } {
    const w = WORDS[session.locale?.startsWith("es") ? "es" : "en"];
    const problems: Problems = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) problems.email = w.invalidEmail;
    const digits = form.number.replace(/[\s-]/g, "");
    if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) problems.number = w.invalidNumber;
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = w.invalidExpiry;
    else {
      const today = new Date(now());
      const year = 2000 + Number(expiry[2]);
      if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && Number(expiry[1]) < today.getUTCMonth() + 1)) problems.expiry = w.pastExpiry;
    }
    if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = w.invalidCvc;
    if (form.name.trim() === "") problems.name = w.missingName;
    if (Object.keys(problems).length > 0) return { problems };
    const known = TEST_CARDS[digits];
    if (!known) return { problems: { number: w.testCardsOnly, card: w.testCardsOnly } };
    if (!known.ok) return { problems: { number: w.declined[known.code]!, card: w.declined[known.code]! } };
    return { problems: {}, card: { brand: known.brand, last4: digits.slice(-4) } };
  }

  function handlePage(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const send = ({ status, html }: { status: number; html: string }) => res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html);
    if (expiresOnItsOwn) expireDue();
    let match: RegExpExecArray | null;
    if ((match = /^\/c\/pay\/([^/]+)$/.exec(url.pathname))) {
      const session = sessions.get(match[1]!);
      if (!session) return send(page("en", "Not found", "<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>", 404));
      if (req.method === "GET") return send(checkoutPage(session));
      if (req.method !== "POST") return res.writeHead(405, { allow: "GET, POST" }).end();
      // A second submit of a paid session (a double tap) goes where the first went.
      if (session.status === "complete") return res.writeHead(303, { location: successLocation(session) }).end();
      if (session.status !== "open") return send(checkoutPage(session));
      const fields = new URLSearchParams(body);
      const form: Form = { email: fields.get("email") ?? "", name: fields.get("name") ?? "", number: fields.get("number") ?? "", expiry: fields.get("expiry") ?? "", cvc: fields.get("cvc") ?? "" };
      const { problems, card } = checkCard(session, form);
      if (!card) return send(checkoutPage(session, form, problems, problems.card ? 402 : 400));
      completeSession(session, { email: form.email.trim(), name: form.name.trim() }, { type: "card", ...card });
      return res.writeHead(303, { location: successLocation(session) }).end();
    }
    if ((match = /^\/receipts\/([^/]+)$/.exec(url.pathname)) && req.method === "GET") {
      const charge = charges.get(match[1]!);
      if (!charge || !charge.paid) return send(page("en", "Not found", "<h1>Receipt not found</h1>", 404));
      const refunded = charge.amount_refunded > 0 ? `<p>Refunded: ${money(charge.amount_refunded, charge.currency)}</p>` : "";
      return send(page("en", "Receipt", `<p class="badge">Test mode</p><h1>Receipt</h1><p>Amount paid: ${money(charge.amount, charge.currency)}</p><p>Date paid: ${new Date(charge.created * 1000).toISOString().slice(0, 10)}</p>${refunded}`));
    }
    send(page("en", "Not found", "<h1>Not found</h1>", 404));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", origin);
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        if (url.pathname.startsWith("/v1/")) handleApi(req, res, url, body);
        else handlePage(req, res, url, body);
      } catch (error) {
        answerJson(res, 500, JSON.stringify({ error: { type: "api_error", message: `The stand-in failed: ${error instanceof Error ? error.message : String(error)}` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function openSession(sessionId: string): StandInSession {
    const session = findSession(sessionId);
    if (session.status !== "open") throw new Error(`${sessionId} is ${session.status}, not open`);
    return session;
  }

  return {
    /** `http://127.0.0.1:PORT`: STRIPE_API_URL for the server, and the origin of the hosted pages. */
    url: origin,
    /** The secret key it accepts (STRIPE_SECRET_KEY). */
    secretKey,
    /** Every event made so far, oldest first (each as it was sent, its object a snapshot). */
    events: events as readonly StandInEvent[],
    /** Every delivery attempt so far, in the order they were made. */
    deliveries: deliveries as readonly Delivery[],
    /** Every API request so far (`GET /v1/payment_intents/pi_…`), oldest first: what the site asked Stripe. */
    requests: apiRequests as readonly string[],

    /**
     * Registers a webhook endpoint (a site instance's webhook URL): every later event it subscribes
     * to (`events`, default all: "*") is POSTed to it, signed with `secret`
     * (default STAND_IN_WEBHOOK_SECRET). Two endpoints get each event at the same time, each on its own.
     */
    addWebhookEndpoint({ url, secret = STAND_IN_WEBHOOK_SECRET, events: types = ["*"] }: { url: string; secret?: string; events?: string[] }): WebhookEndpoint {
      const endpoint = { id: id("we"), url, secret, events: types };
      endpoints.push(endpoint);
      return endpoint;
    },
    removeWebhookEndpoint(endpointId: string) {
      const index = endpoints.findIndex((e) => e.id === endpointId);
      if (index >= 0) endpoints.splice(index, 1);
    },

    /** Sends an event again (as the dashboard's "Resend" does), to every subscribed endpoint at once or to one; resolves when each is done, retries included. */
    async resend(eventId: string, endpointId?: string): Promise<void> {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      const targets = endpoints.filter((e) => (endpointId ? e.id === endpointId : subscribed(e, event.type)));
      await Promise.all(targets.map((endpoint) => track(deliver(event, endpoint))));
    },
    /** From now on, keeps deliveries back instead of sending them. */
    hold() {
      holding = true;
    },
    /** The deliveries held back so far: event ids in the order the events happened. */
    held(): string[] {
      return held.map(({ event }) => event.id);
    },
    /**
     * Sends the held deliveries one after another (each with its retries), in the order the events
     * happened or reversed (events out of order), and stops holding. Resolves when all are done.
     */
    async release({ reversed = false }: { reversed?: boolean } = {}): Promise<void> {
      holding = false;
      const queue = reversed ? held.reverse() : held;
      held = [];
      for (const { event, endpoint } of queue) await track(deliver(event, endpoint));
    },
    /** Resolves once no delivery is under way or waiting to be retried. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Pays an open session through its hosted page, as a browser without JavaScript would (a form post); the answer's status and Location. */
    async pay(sessionId: string, card: { number?: string; email?: string; name?: string } = {}): Promise<{ status: number; location: string | null }> {
      const session = openSession(sessionId);
      const response = await fetch(`${origin}/c/pay/${sessionId}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          email: card.email ?? session.customer_email ?? "parent@example.com",
          number: card.number ?? "4242 4242 4242 4242",
          expiry: `12 / ${String((new Date(now()).getUTCFullYear() + 3) % 100).padStart(2, "0")}`,
          cvc: "123",
          name: card.name ?? "Test Parent",
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, location: response.headers.get("location") };
    },
    /**
     * The customer finishes an open session with a payment that settles later (a US bank debit):
     * the session is complete but unpaid, `checkout.session.completed` is sent; then
     * settleDelayedPayment. Returns where Checkout sends her (success_url).
     */
    completeWithDelayedPayment(sessionId: string, payer: { email?: string; name?: string } = {}): string {
      const session = openSession(sessionId);
      completeSession(session, { email: payer.email ?? session.customer_email ?? "parent@example.com", name: payer.name ?? "Test Parent" }, { type: "us_bank_account" });
      return successLocation(session);
    },
    /** The delayed payment's outcome: paid (`checkout.session.async_payment_succeeded`) or failed (`…async_payment_failed`). */
    settleDelayedPayment(sessionId: string, outcome: "succeeded" | "failed") {
      const session = findSession(sessionId);
      const paymentIntent = typeof session.payment_intent === "string" ? paymentIntents.get(session.payment_intent) : undefined;
      if (!paymentIntent || paymentIntent.status !== "processing") throw new Error(`${sessionId} has no payment waiting to settle`);
      const charge = charges.get(paymentIntent.latest_charge as string)!;
      if (outcome === "succeeded") {
        Object.assign(paymentIntent, { status: "succeeded", amount_received: paymentIntent.amount });
        Object.assign(charge, { status: "succeeded", paid: true, captured: true, amount_captured: charge.amount, balance_transaction: id("txn") });
        session.payment_status = "paid";
        emit("checkout.session.async_payment_succeeded", session, null);
      } else {
        const message = "The customer's bank account could not be debited (insufficient funds).";
        Object.assign(paymentIntent, { status: "requires_payment_method", last_payment_error: { type: "card_error", code: "insufficient_funds", message, payment_method_type: "us_bank_account" } });
        Object.assign(charge, { status: "failed", failure_code: "insufficient_funds", failure_message: message });
        emit("checkout.session.async_payment_failed", session, null);
      }
    },
    /** A refund that had succeeded fails later (the card was closed): the charge gets its amount back, `refund.failed` is sent. */
    failRefund(refundId: string, reason = "expired_or_canceled_card") {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== "succeeded") throw new Error(`${refundId} is not a succeeded refund`);
      refund.status = "failed";
      refund.failure_reason = reason;
      const charge = charges.get(refund.charge as string)!;
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
      emit("refund.failed", refund, null, { status: "succeeded" });
    },
    /** Expires every open session whose expires_at has passed on the stand-in's clock (Stripe does so by itself; the stand-in also at each request). */
    expireDue,

    async close(): Promise<void> {
      closed = true;
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
