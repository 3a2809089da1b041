import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type Stripe from "stripe";
import type { Language } from "#common/languages.ts";
import type { AppDatabase } from "#server/db/database.server";
import type {
  Database,
  OrderSessionTable,
  OrderTable,
} from "#server/db/schema";
import { publishedDocument } from "#server/editing/site-content.server";
import {
  priceChoice,
  type LineItem,
  type PackageChoice,
  type PricingError,
} from "./pricing.server";

/**
 * A family's order of a package, paid through Stripe Checkout (issue 43; docs/payments.md).
 *
 * - createOrder stores the order, open, at the prices published now (a later price change never
 *   alters it), and gives back its page's secret token once (only its SHA-256 is stored).
 * - startCheckout creates its Checkout Session (payment mode, price_data in cents), with an
 *   idempotency key of the order's, so a retry gets the same session.
 * - fulfilCheckoutSession is the one function that marks an order paid: from the webhook and from
 *   the return page alike, after reading the session from Stripe, with a compare-and-set.
 * - handleStripeEvent does what a verified webhook event asks, storing the event's id in the same
 *   transaction, so each event is handled once and a failure before the commit leaves nothing.
 */

export type Order = Selectable<OrderTable>;

/** How long a parent has to pay on Stripe's page. Stripe refuses less than 30 minutes from when it receives the request: one more minute covers a retry. */
export const CHECKOUT_MINUTES = 31;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The order whose page token this is (the one Stripe's return carried, or one emailed since: order_links), or null. */
export async function orderByToken(
  db: Kysely<Database>,
  token: string,
): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const hash = hashToken(token);
  return (
    (await db
      .selectFrom("orders")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("token_hash", "=", hash),
          eb(
            "id",
            "in",
            eb
              .selectFrom("order_links")
              .select("order_id")
              .where("token_hash", "=", hash),
          ),
        ]),
      )
      .executeTakeFirst()) ?? null
  );
}

/**
 * A new secret link to an order's page, beside the others (the email sent when it is paid, or
 * when a session is cancelled): only its hash is stored. Returns the token.
 */
export async function newOrderLink(
  db: Kysely<Database>,
  orderId: number,
  now: number,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .insertInto("order_links")
    .values({
      token_hash: hashToken(token),
      order_id: orderId,
      created_at: now,
    })
    .execute();
  return token;
}

export type OrderSession = Selectable<OrderSessionTable>;

/** The sessions of an order, in their order. */
export async function orderSessions(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderSession[]> {
  return db
    .selectFrom("order_sessions")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
}

export async function orderById(
  db: AppDatabase,
  id: number,
): Promise<Order | null> {
  return (
    (await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst()) ?? null
  );
}

/** The line items stored on an order. */
export function orderLineItems(order: Pick<Order, "line_items">): LineItem[] {
  return JSON.parse(order.line_items) as LineItem[];
}

export type Parent = { name: string; email: string };

/**
 * Stores an open order of `choice` at the prices the owner has published now, and returns it with
 * its page's token (given once: only its hash is kept). A choice the prices cannot make is refused.
 */
export async function createOrder(
  db: AppDatabase,
  choice: PackageChoice,
  parent: Parent,
  language: Language,
  now: number,
  formHash: string | null = null,
): Promise<
  | { ok: true; order: Order; token: string }
  | { ok: false; error: PricingError }
  | { ok: false; error: "sent"; order: Order }
> {
  const priced = priceChoice(
    await publishedDocument(db, "packages"),
    choice,
    language,
  );
  if (!priced.ok) return priced;
  const { lineItems, amountTotal, currency, packageId, sessions } =
    priced.priced;
  const token = randomBytes(24).toString("base64url");
  const made = await db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto("orders")
      .values({
        token_hash: hashToken(token),
        package_id: packageId,
        children: choice.children,
        strategy_session: choice.strategySession ? 1 : 0,
        line_items: JSON.stringify(lineItems),
        amount_total: amountTotal,
        currency,
        parent_name: parent.name,
        parent_email: parent.email,
        language,
        created_at: now,
        updated_at: now,
        checkout_form_hash: formHash,
      })
      // The same form sent again (at the same moment: the second insert waits for the first's commit) makes nothing.
      .onConflict((oc) => oc.column("checkout_form_hash").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const first = await trx
        .selectFrom("orders")
        .selectAll()
        .where("checkout_form_hash", "=", formHash)
        .executeTakeFirstOrThrow();
      return { sent: true, order: first } as const;
    }
    // The sessions she buys, as listed now: bookable once the order is paid.
    if (sessions.length > 0) {
      await trx
        .insertInto("order_sessions")
        .values(
          sessions.map((session, position) => ({
            order_id: order.id,
            position,
            session_key: session.key,
            name: session.name,
            minutes: session.minutes,
            updated_at: now,
          })),
        )
        .execute();
    }
    return { sent: false, order } as const;
  });
  if (made.sent) return { ok: false, error: "sent", order: made.order };
  return { ok: true, order: made.order, token };
}

/**
 * The checkout form's key: SHA-256 of its signed token (the same for every copy of the page served
 * in one second, so not enough alone) and everything sent with it. The same form posted twice (a
 * double tap on "Pay" without JavaScript) has the same key; two parents' forms never do.
 */
export function checkoutFormHash(
  formToken: string,
  packageId: string,
  language: Language,
  parent: Parent,
  choice: Pick<PackageChoice, "children" | "strategySession">,
): string {
  return hashToken(
    JSON.stringify([formToken, packageId, language, parent.name, parent.email, choice.children, choice.strategySession]),
  );
}

/** How long a second post of the same form waits for the first to store its Checkout Session. */
const SENT_FORM_WAIT_MS = 10_000;

/**
 * Where the second post of the same checkout form goes (the first made `order`): the same Stripe
 * page, once the first post has stored its session (Stripe refuses the order's idempotency key
 * with other parameters, and the first post's return address holds a token this one does not
 * know, so the session is read, never made again); "paid" if it is paid already (the caller says
 * so: her link is in the email she was sent); null when there is no open session to send her to (the first post failed, or the
 * session ended): the caller makes a new order.
 */
export async function checkoutOfSentForm(
  db: AppDatabase,
  stripe: Stripe,
  order: Order,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string | "paid" | null> {
  let current: Order | null = order;
  for (let waited = 0; current && current.status === "open" && !current.checkout_session_id && waited < SENT_FORM_WAIT_MS; waited += 250) {
    await wait(250);
    current = await orderById(db, order.id);
  }
  if (!current) return null;
  // Paid already: no new link to her order's page (a form's token is shared by every copy served in
  // one second, so a post of it is no proof of being her); her link is in the email she was sent.
  if (current.status === "paid") return "paid";
  if (current.status !== "open" || !current.checkout_session_id) return null;
  const session = await stripe.checkout.sessions.retrieve(current.checkout_session_id);
  return session.status === "open" && session.url ? session.url : null;
}

/** Where Checkout sends the parent back: her order's page (with the session's id, which the page checks with Stripe), or back to the package. */
export type CheckoutUrls = { successUrl: string; cancelUrl: string };

/** The order page's address with Stripe's placeholder for the session id: `${origin}/order/${token}?session_id={CHECKOUT_SESSION_ID}` (`/es/order/…` in Spanish). */
export function orderReturnUrls(
  origin: string,
  token: string,
  language: Language,
  cancelPath: string,
): CheckoutUrls {
  const prefix = language === "en" ? "" : `/${language}`;
  return {
    successUrl: `${origin}${prefix}/order/${token}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${cancelPath}`,
  };
}

/**
 * Creates the order's Checkout Session and returns its `url` (Stripe's hosted page). Only for an
 * open order. The same parameters every time (the expiry is stored on the order the first time)
 * with the order's idempotency key (checkoutIdempotencyKey): a retry after a lost answer gets the same
 * session from Stripe, never a second one. Stripe keeps a key 24 hours; a session lasts 31 minutes.
 */
export async function startCheckout(
  db: AppDatabase,
  stripe: Stripe,
  order: Order,
  urls: CheckoutUrls,
  now: number,
): Promise<string> {
  if (order.status !== "open")
    throw new Error(`order ${order.id} is ${order.status}, not open`);
  let expiresAt = order.checkout_expires_at;
  if (expiresAt === null) {
    const chosen = Math.floor(now / 1000) * 1000 + CHECKOUT_MINUTES * 60_000;
    await db
      .updateTable("orders")
      .set({ checkout_expires_at: chosen, updated_at: now })
      .where("id", "=", order.id)
      .where("checkout_expires_at", "is", null)
      .execute();
    expiresAt = (await orderById(db, order.id))!.checkout_expires_at!;
  }
  const orderId = String(order.id);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: orderLineItems(order).map((item) => ({
        price_data: {
          currency: order.currency,
          unit_amount: item.unitAmount,
          product_data: { name: item.name },
        },
        quantity: item.quantity,
      })),
      customer_email: order.parent_email,
      locale: order.language === "es" ? "es" : "en",
      expires_at: Math.floor(expiresAt / 1000),
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      client_reference_id: orderId,
      metadata: { order_id: orderId },
      payment_intent_data: { metadata: { order_id: orderId } },
    },
    { idempotencyKey: checkoutIdempotencyKey(order) },
  );
  if (session.amount_total !== order.amount_total)
    throw new Error(
      `order ${order.id}: Stripe's session totals ${session.amount_total}, the order ${order.amount_total}`,
    );
  await db
    .updateTable("orders")
    .set({ checkout_session_id: session.id, updated_at: now })
    .where("id", "=", order.id)
    .where((eb) =>
      eb.or([
        eb("checkout_session_id", "is", null),
        eb("checkout_session_id", "=", session.id),
      ]),
    )
    .execute();
  if (!session.url)
    throw new Error(
      `order ${order.id}: Stripe's session ${session.id} has no url (${session.status})`,
    );
  return session.url;
}

/**
 * The order's idempotency key for its Checkout Session: its id and the first characters of its
 * token's hash (no secret: a hash of one), since ids alone repeat across databases that share a
 * Stripe account (a restored backup, a copy for testing) and Stripe keeps a key 24 hours.
 */
export function checkoutIdempotencyKey(
  order: Pick<Order, "id" | "token_hash">,
): string {
  return `order-${order.id}-${order.token_hash.slice(0, 12)}-checkout`;
}

/** What fulfilCheckoutSession did: marked the order paid, found it paid already, found the session not paid (yet), or found no order of it. */
export type Fulfilment = "fulfilled" | "already" | "unpaid" | "unknown";

/** The event being handled, whose id is stored with its work (webhook only). */
type EventRecord = { id: string; type: string };

/**
 * Stores the event's id, in the transaction of its work: false when it was stored already (by an
 * earlier delivery, or another instance at the same moment: the second insert waits for the first
 * transaction and then finds the id), and the work must not be done again.
 */
async function recordEvent(
  trx: Transaction<Database>,
  event: EventRecord | undefined,
  now: number,
): Promise<boolean> {
  if (!event) return true;
  const inserted = await trx
    .insertInto("stripe_events")
    .values({ id: event.id, type: event.type, received_at: now })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The order of a session, by the session id stored on it. A parent reaches Stripe's page only
 * after startCheckout stored that id (a lost answer is retried with the same idempotency key, so
 * the same session), so a paid session always has one. `metadata.order_id` is not used to find
 * it: ids repeat across databases that share a Stripe account.
 */
async function findOrderOfSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<Order | null> {
  return (
    (await db
      .selectFrom("orders")
      .selectAll()
      .where("checkout_session_id", "=", sessionId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The paid order's emails (server/payments/order-emails.server.ts, createOrderMailer): written in
 * the transaction that marks the order paid; afterCommit wakes the outbox's worker.
 */
export type OrderMailer = {
  /** Writes the paid order's emails in `trx`, the transaction that marked it paid. */
  paid(trx: Kysely<Database>, order: Order, now: number): Promise<void>;
  /** Called once the transaction committed with new emails: wakes the worker. */
  afterCommit(): void;
};

/** What fulfilCheckoutSession may be given: the webhook's event (its id stored with the work) and the paid order's emails. */
export type FulfilOptions = { event?: EventRecord; mailer?: OrderMailer };

/**
 * The one function that fulfils a paid Checkout Session, idempotent by its id: from the webhook
 * (checkout.session.completed, .async_payment_succeeded), the return page and the sweep of open
 * orders. It reads the session from Stripe with its PaymentIntent and that one's latest charge
 * (never what a query string or an event body says about payment), and only when it is paid marks
 * its order paid, with a compare-and-set on `status = 'open'`, in one transaction with: the
 * webhook's event id (when one is given), the charge's receipt address, the amount Stripe says is
 * refunded already (a `charge.refunded` that came before the order was known paid found no order),
 * the withdrawal of its unbooked sessions when that is all of it, and the paid order's emails. Only
 * the call that did the compare-and-set ("fulfilled") writes them; the others find it "already".
 */
export async function fulfilCheckoutSession(
  db: AppDatabase,
  stripe: Stripe,
  sessionId: string,
  now: number,
  { event, mailer }: FulfilOptions = {},
): Promise<Fulfilment> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ["payment_intent.latest_charge"],
  });
  const order = await findOrderOfSession(db, session.id);
  const paid =
    session.payment_status === "paid" ||
    session.payment_status === "no_payment_required";
  const sameAmount =
    order !== null &&
    session.amount_total === order.amount_total &&
    session.currency === order.currency;
  if (order && paid && !sameAmount)
    console.error(
      `stripe: session of order ${order.id} does not total the order's amount; not marked paid`,
    );
  const intent = session.payment_intent;
  const paymentIntent =
    typeof intent === "string" ? intent : (intent?.id ?? null);
  const charge =
    intent && typeof intent === "object" && intent.latest_charge && typeof intent.latest_charge === "object"
      ? intent.latest_charge
      : null;
  const outcome = await db.transaction().execute(async (trx): Promise<Fulfilment> => {
    if (!(await recordEvent(trx, event, now))) return "already";
    if (!order || !sameAmount) return "unknown";
    if (!paid) return "unpaid";
    const updated = await trx
      .updateTable("orders")
      .set({
        status: "paid",
        checkout_session_id: session.id,
        payment_intent_id: paymentIntent,
        paid_at: now,
        updated_at: now,
        ...(charge?.receipt_url ? { receipt_url: charge.receipt_url } : {}),
      })
      .where("id", "=", order.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "already";
    if (charge && charge.amount_refunded > 0) await recordRefunded(trx, order.id, charge.amount_refunded, now);
    const paidOrder = await trx.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    await mailer?.paid(trx, paidOrder, now);
    return "fulfilled";
  });
  if (outcome === "fulfilled") mailer?.afterCommit();
  return outcome;
}

/**
 * Stores what Stripe says is refunded of an order's charge, if more than it had (events out of
 * order leave the largest), and, when that is all of it, withdraws its sessions not booked yet
 * (booked ones stay until she cancels them). In the caller's transaction.
 */
async function recordRefunded(
  trx: Kysely<Database>,
  orderId: number,
  amountRefunded: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable("orders")
    .set({ amount_refunded: amountRefunded, updated_at: now })
    .where("id", "=", orderId)
    .where("amount_refunded", "<", amountRefunded)
    .execute();
  await trx
    .updateTable("order_sessions")
    .set({ status: "withdrawn", updated_at: now })
    .where("order_id", "=", orderId)
    .where("status", "=", "open")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("orders")
          .select("orders.id")
          .where("orders.id", "=", orderId)
          .where("orders.status", "=", "paid")
          .whereRef("orders.amount_refunded", ">=", "orders.amount_total"),
      ),
    )
    .execute();
}

/**
 * A paid order's receipt address when none was stored at its fulfilment (an order paid before
 * 0030_order_receipts): read once from Stripe (the PaymentIntent's latest charge) and stored.
 */
export async function storeReceiptUrl(
  db: AppDatabase,
  stripe: Stripe,
  order: Pick<Order, "id" | "payment_intent_id">,
  now: number,
): Promise<string | null> {
  if (!order.payment_intent_id) return null;
  const intent = await stripe.paymentIntents.retrieve(order.payment_intent_id, {
    expand: ["latest_charge"],
  });
  const charge = intent.latest_charge;
  const url =
    charge && typeof charge === "object" ? (charge.receipt_url ?? null) : null;
  if (url)
    await db
      .updateTable("orders")
      .set({ receipt_url: url, updated_at: now })
      .where("id", "=", order.id)
      .where("receipt_url", "is", null)
      .execute();
  return url;
}

/** What a verified event did (for the tests and the log's absence of detail). */
export type EventOutcome =
  | Fulfilment
  | "expired"
  | "payment_failed"
  | "refunded"
  | "refund_failed"
  | "ignored";

/** The event types the site handles; the webhook endpoint in Stripe's dashboard sends these (docs/payments.md). */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "refund.failed",
] as const;

/**
 * Does what a verified Stripe event asks, once: the event's id is stored in the transaction of
 * its work (an event seen before does nothing and says "already"). Events of other types, and
 * of orders this site did not make, are stored and do nothing else.
 */
export async function handleStripeEvent(
  db: AppDatabase,
  stripe: Stripe,
  event: Stripe.Event,
  now: number,
  { mailer }: { mailer?: OrderMailer } = {},
): Promise<EventOutcome> {
  const record = { id: event.id, type: event.type };
  if (
    await db
      .selectFrom("stripe_events")
      .select("id")
      .where("id", "=", event.id)
      .executeTakeFirst()
  )
    return "already";
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilCheckoutSession(db, stripe, event.data.object.id, now, {
        event: record,
        mailer,
      });
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const to =
        event.type === "checkout.session.expired"
          ? "expired"
          : "payment_failed";
      return withEvent(db, record, now, async (trx) => {
        await trx
          .updateTable("orders")
          .set({ status: to, updated_at: now })
          .where("checkout_session_id", "=", event.data.object.id)
          .where("status", "=", "open")
          .execute();
        return to;
      });
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === "string"
          ? charge.payment_intent
          : (charge.payment_intent?.id ?? null);
      return withEvent(db, record, now, async (trx) => {
        if (paymentIntent === null) return "ignored";
        // Events may come out of order: the largest amount Stripe has said is refunded stays. An
        // order not known paid yet is not found: its fulfilment reads the charge's refunded amount.
        const orders = await trx
          .selectFrom("orders")
          .select("id")
          .where("payment_intent_id", "=", paymentIntent)
          .execute();
        for (const { id } of orders)
          await recordRefunded(trx, id, charge.amount_refunded, now);
        return "refunded";
      });
    }
    case "refund.failed": {
      const refund = event.data.object;
      const paymentIntent =
        typeof refund.payment_intent === "string"
          ? refund.payment_intent
          : (refund.payment_intent?.id ?? null);
      return withEvent(db, record, now, async (trx) => {
        if (paymentIntent === null) return "ignored";
        await trx
          .updateTable("orders")
          .set({ refund_failed_at: now, updated_at: now })
          .where("payment_intent_id", "=", paymentIntent)
          .execute();
        return "refund_failed";
      });
    }
    default:
      return withEvent(db, record, now, async () => "ignored");
  }
}

async function withEvent(
  db: AppDatabase,
  event: EventRecord,
  now: number,
  work: (trx: Transaction<Database>) => Promise<EventOutcome>,
): Promise<EventOutcome> {
  return db
    .transaction()
    .execute(async (trx) =>
      (await recordEvent(trx, event, now)) ? work(trx) : "already",
    );
}
