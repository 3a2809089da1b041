import type * as orderWords from "#common/payments/content/order-emails.ts";
import orderByLanguage from "#common/payments/content/order-emails.ts?languages";
import { orderOwnerEmail as ownerWords } from "#common/payments/content/admin-order-email.ts";
import { formatCents } from "#common/payments/checkout.ts";
import { defaultLanguage, languageInfo, parseLanguage, pathInLanguage, type Language } from "#common/languages.ts";
import { mailSettings, type Mailbox, type ServerConfig } from "#server/config.server";
import type { BusinessSource } from "#server/editing/details.server";
import { deliverableAddress, greetingName, oneLine, paragraphsHtml, type ComposedEmail, type ComposeSettings } from "#server/email/compose.server";
import { composeSettings, enqueueEmail } from "#server/email/outbox.server";
import { newOrderLink, orderLineItems, type Order, type OrderMailer } from "./orders.server";

/**
 * The emails of a paid order (issue 43), written to the outbox in the transaction that marks the
 * order paid (fulfilCheckoutSession), so they exist exactly when the payment is recorded and once:
 * to the parent in her order's language (thanks, what she paid, the sessions that come with it,
 * and her order page's link with a fresh token from order_links), and to the owner in English
 * ("New order: <name>, <package>, $1,100.00", the line items, a link to /admin/orders). After the
 * commit, afterCommit wakes the outbox's worker, as the booking mailer does.
 */

export type OrderMailerDeps = { compose: ComposeSettings; from: Mailbox; onQueued?: () => void };

const copies = Object.fromEntries(Object.entries(orderByLanguage as Record<Language, typeof orderWords>).map(([code, words]) => [code, words.orderEmails])) as Record<
  Language,
  typeof orderWords.orderEmails
>;

export function createOrderMailer(deps: OrderMailerDeps): OrderMailer {
  const { compose, from } = deps;

  /** The parent's email, or null when her address is not one we may write to. */
  function parentEmail(order: Order, sessions: { name: string; minutes: number }[], link: string): ComposedEmail | null {
    const to = deliverableAddress(order.parent_email);
    if (!to) return null;
    const language = parseLanguage(order.language);
    const tag = languageInfo(language).tag;
    const words = copies[language];
    const money = (cents: number) => formatCents(cents, tag);
    const paidLines = [words.thanks, ...orderLineItems(order).map((item) => words.line(item.name, item.quantity, money(item.unitAmount * item.quantity))), words.total(money(order.amount_total))].join("\n");
    const sessionLines = sessions.length > 0 ? [[words.sessionsIntro, ...sessions.map((session) => words.session(session.name, session.minutes))].join("\n")] : [];
    const head = [words.greeting(greetingName(order.parent_name)), paidLines, ...sessionLines];
    const tail = [words.keep, words.contact(compose.contactEmail), words.signOff(compose.businessName), words.why(compose.businessName)];
    const subject = oneLine(words.subject(compose.businessName), 200);
    return {
      purpose: "order-parent",
      submissionKind: null,
      submissionId: null,
      to: [to],
      replyTo: compose.contactEmail,
      subject,
      text: [...head, words.chooseLink(link), ...tail].join("\n\n"),
      // Every value escaped by paragraphsHtml; the page's address is a button (a long address would widen the message past a phone's screen).
      html: paragraphsHtml(subject, tag, [...head, words.choose, ...tail], { href: link, label: words.pageLabel, after: head.length + 1, button: true }),
    };
  }

  function ownerEmail(order: Order): ComposedEmail {
    const language = parseLanguage(order.language);
    const money = (cents: number) => formatCents(cents, languageInfo(defaultLanguage).tag);
    const name = oneLine(order.parent_name, 80) || "A parent";
    const items = orderLineItems(order);
    const total = money(order.amount_total);
    const link = `${compose.siteUrl}/admin/orders`;
    const replyTo = deliverableAddress(order.parent_email);
    const lines = [
      [ownerWords.intro(name, total), ...items.map((item) => ownerWords.line(item.name, item.quantity, money(item.unitAmount * item.quantity))), ownerWords.total(total)].join("\n"),
      ...(language === defaultLanguage ? [] : [ownerWords.orderedIn(languageInfo(language).name)]),
    ];
    const after = replyTo ? [ownerWords.replyHint(name)] : [];
    const subject = oneLine(ownerWords.subject(name, oneLine(items[0]?.name ?? order.package_id, 80), total), 200);
    return {
      purpose: "order-owner",
      submissionKind: null,
      submissionId: null,
      to: compose.ownerRecipients,
      replyTo,
      subject,
      text: [...lines, ownerWords.openText(link), ...after].join("\n\n"),
      html: paragraphsHtml(subject, languageInfo(defaultLanguage).tag, [...lines, ...after], { href: link, label: ownerWords.open, after: lines.length, button: true }),
    };
  }

  return {
    async paid(trx, order, now) {
      // The sessions she bought, as stored with her order (none withdrawn: a refund in full before the payment was known withdraws them).
      const sessions = await trx
        .selectFrom("order_sessions")
        .select(["name", "minutes"])
        .where("order_id", "=", order.id)
        .where("status", "<>", "withdrawn")
        .orderBy("position")
        .execute();
      const parent = deliverableAddress(order.parent_email) ? parentEmail(order, sessions, `${compose.siteUrl}${pathInLanguage(`/order/${await newOrderLink(trx, order.id, now)}`, parseLanguage(order.language))}`) : null;
      if (parent) await enqueueEmail(trx, parent, from, now);
      if (compose.ownerRecipients.length > 0) await enqueueEmail(trx, ownerEmail(order), from, now);
    },
    afterCommit() {
      deps.onQueued?.();
    },
  };
}

/** The paid orders' emails as the server runs them, from its settings (the contact address as published when each is written). */
export function orderMailerFromConfig(config: ServerConfig, onQueued?: () => void, details?: BusinessSource): OrderMailer {
  return createOrderMailer({ compose: composeSettings(config, details), from: mailSettings(config, details).from, onQueued });
}
