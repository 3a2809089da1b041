import { timeZoneName } from "#common/time-zone-names.ts";
import { randomUUID } from "node:crypto";
import { inboxAdmin as adminInbox } from "#common/inbox/content/admin.ts";
import { emailCopy, type EmailCopy } from "#common/email/content/emails.ts";
import type * as emailWords from "#common/email/content/emails.ts";
import emailsByLanguage from "#common/email/content/emails.ts?languages";
import { defaultLanguage, languageInfo, languageOfTag, languages, type Language } from "#common/languages.ts";
import { z } from "zod";
import { hasControlCharacter, type Mailbox } from "#server/config.server";
import type { OutboxIcalMethod, OutboxPurpose, SubmissionKind } from "#server/db/schema";
import { formKinds } from "#server/forms/kinds.server";
import { formatReceived, submissionFields, submissionSender } from "#server/inbox/inbox.server";

/**
 * Builds the emails of a submission from its stored row, when it is written to the outbox: the
 * owner's notification (every field, the time in the business's time zone, a link to the item in
 * the back office, Reply-To the visitor) and the visitor's confirmation (which form arrived, when,
 * and what happens next; nothing the sender wrote). Plain text and a simple HTML part; no images, no tracking. Every visitor value
 * is escaped in HTML, and any value that reaches a header (subject, Reply-To) is one line.
 */

export type ComposedEmail = {
  purpose: OutboxPurpose;
  submissionKind: SubmissionKind | null;
  submissionId: number | null;
  /** Bare addresses. */
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /**
   * A calendar invite (server/booking/invite.server.ts), sent as a `text/calendar; method=…`
   * alternative beside the text and HTML parts. `method` must be the file's own METHOD.
   */
  invite?: { method: OutboxIcalMethod; content: string };
};

export type ComposeSettings = {
  businessName: string;
  contactEmail: string;
  /** The site's canonical origin, no trailing slash: links in emails point there. */
  siteUrl: string;
  timeZone: string;
  ownerRecipients: string[];
};

export type StoredSubmission = {
  kind: SubmissionKind;
  id: number;
  /** The row as stored (feedback's choices as JSON text, flags as 0/1). */
  row: Record<string, unknown>;
  receivedAt: string;
  /** The language of the page it was sent from: the visitor's confirmation is in it. Absent: English. */
  language?: Language;
};

/**
 * What a visitor's email is written with, per language of the list: its words
 * (common/email/content/emails.ts and its twins, the same type), `<html lang>` (also the locale of
 * the time), the site's home page in that language (the link under the sign-off).
 */
type EmailLanguage = {
  copy: EmailCopy;
  htmlLang: string;
  homePath: string;
};

const copies = emailsByLanguage as Record<Language, typeof emailWords>;
export const emailLanguages = Object.fromEntries(
  languages.map((language) => [language, { copy: copies[language].emailCopy, htmlLang: languageInfo(language).tag, homePath: languageInfo(language).pathPrefix }]),
) as Record<Language, EmailLanguage>;

const strictEmail = z.string().email().max(254);

/** A value for a header or a subject: every line break and control character becomes a space. */
export function oneLine(text: string, max = 120): string {
  const flat = text
    .replace(/[\u2028\u2029\u0085]/g, " ")
    .split("")
    .map((c) => (hasControlCharacter(c) ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The visitor's address if it is one we may write to (feedback's is not checked by its form). */
export function deliverableAddress(value: string): string | null {
  const address = value.trim().toLowerCase();
  if (hasControlCharacter(address) || !strictEmail.safeParse(address).success) return null;
  return address;
}

/**
 * The name an email's greeting may use: the first word of `name` when it reads as a name, else ""
 * (and the greeting is then "Hello," / "Hola:"). A name here is letters of any alphabet with their
 * accents, joined by the apostrophes and hyphens real names have ("O'Brien", "Anne-Marie", "José"),
 * at most 40 characters: nothing with a dot, slash, colon, @ or digit, so a "name" such as
 * "claim-prize.example.com Smith", typed with an address nobody has checked, never greets anyone as a link.
 */
export function greetingName(name: string): string {
  const first = oneLine(name, 200).split(" ")[0] ?? "";
  return [...first].length <= 40 && /^\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*)*$/u.test(first) ? first : "";
}

/** "Ana Pérez" -> "Ana P.": the owner's phone shows who wrote without the full name. */
export function shortName(name: string): string {
  const words = oneLine(name, 200).split(" ").filter(Boolean);
  if (words.length === 0) return "a visitor";
  if (words.length === 1) return words[0]!.slice(0, 40);
  const last = [...words[words.length - 1]!][0] ?? "";
  return `${words[0]!.slice(0, 40)} ${last.toUpperCase()}.`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Escaped text with its line breaks kept. */
function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");
}

/** `<uuid@domain>` with the domain of the sender's address, chosen once when the email is written. */
export function newMessageId(from: Mailbox): string {
  const domain = from.address.split("@")[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

/** An email's HTML: one column, the site's colours, no images. */
export function htmlDocument(title: string, body: string, lang = "en-US"): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fdf8ef;color:#1f2a44;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6">',
    '<div style="max-width:600px;margin:0 auto">',
    body,
    "</div></body></html>",
  ].join("\n");
}

const p = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** A paragraph already written as HTML (every value in it escaped by its caller): a link inside a sentence. */
export type HtmlParagraph = { html: string };

/** A link of its own paragraph, placed after `after` paragraphs (2 when unset); a button when `button` (the primary style, or `"outline"`). */
export type EmailLink = { href: string; label: string; after?: number; button?: boolean | "outline" };

const buttonStyle = "display:inline-block;padding:12px 24px;border-radius:999px;font-weight:bold;text-decoration:none";

/** Paragraphs of escaped text (line breaks kept) in the emails' HTML document, each link after the second paragraph (or its `after` paragraphs). */
export function paragraphsHtml(title: string, lang: string, paragraphs: readonly (string | HtmlParagraph)[], link?: EmailLink | readonly EmailLink[]): string {
  const body = paragraphs.map((paragraph) => p(typeof paragraph === "string" ? htmlLines(paragraph) : paragraph.html));
  const links: readonly EmailLink[] = link === undefined ? [] : "href" in link ? [link] : link;
  // Placed from the last position back, so each `after` counts the paragraphs only.
  for (const one of [...links].sort((a, b) => (b.after ?? 2) - (a.after ?? 2))) {
    // A button: a long address would widen the message past a phone's screen (issue 33).
    const style =
      one.button === "outline"
        ? `${buttonStyle};border:2px solid #0f5f55;color:#0f5f55`
        : one.button
          ? `${buttonStyle};background:#0f5f55;color:#ffffff`
          : "color:#0f5f55;font-weight:bold";
    body.splice(one.after ?? 2, 0, p(`<a href="${escapeHtml(one.href)}" style="${style}">${escapeHtml(one.label)}</a>`));
  }
  return htmlDocument(title, body.join("\n"), lang);
}

/**
 * What a feature puts in its owner's notification besides the form's answers (a booked call:
 * server/booking/emails.server.ts): its own subject and first line, lines under it (the call's
 * time), a button (join the call, or phone the parent; in the plain text, `text`), and answers the
 * submission's row does not hold (the parent's time zone).
 */
export type OwnerNotificationParts = {
  /** The subject, given the sender's short name ("Ana P."). */
  subject?: (shortName: string) => string;
  /** The first line, given the sender's name. */
  intro?: (name: string) => string;
  lead?: readonly string[];
  action?: { href: string; label: string; text: string };
  answers?: readonly { label: string; value: string }[];
};

/**
 * The answers the owner reads: only what the visitor sent. A field left empty (optional, or not
 * asked on that form: a booked call has no "best time") is not listed, nor the payload's
 * constants that no form asks (the discovery call's `timezone`, always "EST": its storage's
 * `constants`).
 */
function ownerAnswers(kind: SubmissionKind, row: Record<string, unknown>): { label: string; value: string }[] {
  const constants: readonly string[] = formKinds[kind].constants ?? [];
  return submissionFields(kind, row).filter((field) => field.value.trim() !== "" && !constants.includes(field.name));
}

/**
 * The owner's notification of one submission, in English (the back office's language) whatever
 * the visitor's; when they wrote from the Spanish pages, the subject and the first lines say so.
 */
export function composeOwnerNotification(submission: StoredSubmission, settings: ComposeSettings, copy: EmailCopy = emailCopy, parts: OwnerNotificationParts = {}): ComposedEmail {
  const { kind, id, row, receivedAt } = submission;
  const language = submission.language ?? defaultLanguage;
  const sender = submissionSender(kind, row);
  const name = oneLine(sender.name, 200) || "A visitor";
  const fields = [...ownerAnswers(kind, row), ...(parts.answers ?? [])];
  const link = `${settings.siteUrl}/admin/inbox/${kind}/${id}`;
  const received = copy.owner.received(formatReceived(receivedAt, settings.timeZone), timeZoneName(settings.timeZone));
  const replyTo = deliverableAddress(sender.email);
  // The owner reads English: a submission in another language says which.
  const languageNote = language === defaultLanguage ? null : adminInbox.ownerEmail.wroteIn(languageInfo(language).name);
  const intro = parts.intro ? parts.intro(name) : copy.owner.intro(kind, name);
  const lead = parts.lead ?? [];
  const subject = oneLine(
    (parts.subject ?? ((short: string) => copy.owner.subject(kind, short)))(shortName(sender.name)) + (language === defaultLanguage ? "" : adminInbox.ownerEmail.subjectTag(languageInfo(language).name)),
    200,
  );

  const text = [
    intro,
    ...(languageNote ? [languageNote] : []),
    ...lead,
    ...(parts.action ? [parts.action.text] : []),
    received,
    "",
    `${copy.owner.open}:`,
    link,
    "",
    `${copy.owner.fieldsHeading}:`,
    "",
    ...fields.flatMap((field) =>
      field.value.includes("\n") ? [`${field.label}:`, ...field.value.split(/\r\n|\r|\n/).map((line) => `  ${line}`), ""] : [`${field.label}: ${field.value}`],
    ),
    "",
    ...(replyTo ? [copy.owner.replyHint(name)] : []),
  ].join("\n");

  const html = htmlDocument(
    subject,
    [
      p(escapeHtml(intro)),
      ...(languageNote ? [p(`<strong>${escapeHtml(languageNote)}</strong>`)] : []),
      ...lead.map((line) => p(`<strong>${escapeHtml(line)}</strong>`)),
      ...(parts.action ? [p(`<a href="${escapeHtml(parts.action.href)}" style="${buttonStyle};background:#0f5f55;color:#ffffff">${escapeHtml(parts.action.label)}</a>`)] : []),
      p(escapeHtml(received)),
      p(`<a href="${escapeHtml(link)}" style="color:#0f5f55;font-weight:bold">${escapeHtml(copy.owner.open)}</a>`),
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(copy.owner.fieldsHeading)}</h2>`,
      // One field per paragraph, its label above its value: it reads on a phone's narrow screen.
      ...fields.map((field) => `<p style="margin:0 0 12px"><strong>${escapeHtml(field.label)}</strong><br>${htmlLines(field.value)}</p>`),
      ...(replyTo ? [`<p style="margin:24px 0 0">${escapeHtml(copy.owner.replyHint(name))}</p>`] : []),
    ].join("\n"),
  );

  return { purpose: "owner-notification", submissionKind: kind, submissionId: id, to: settings.ownerRecipients, replyTo, subject, text, html };
}

/**
 * The visitor's confirmation, in the language of the page they wrote from (`copy` replaces its
 * words), or null when the form's address is not one we can write to.
 *
 * The address was typed by whoever filled in the form and is not verified, so the email repeats
 * nothing the sender wrote or chose: no name (not even a first name, which is free text too and
 * could carry a message or a link), no organization, no words of theirs, not even a chosen option.
 * It says which form arrived, when (in the business's time zone), and what happens next.
 */
export function composeVisitorConfirmation(submission: StoredSubmission, settings: ComposeSettings, copy?: EmailCopy): ComposedEmail | null {
  const { kind, id, row, receivedAt } = submission;
  const language = emailLanguages[submission.language ?? defaultLanguage];
  copy ??= language.copy;
  const sender = submissionSender(kind, row);
  const to = deliverableAddress(sender.email);
  if (!to) return null;
  const kindCopy = copy.visitor.kinds[kind];
  const home = `${settings.siteUrl}${language.homePath}`;
  const when = copy.visitor.receivedAt(kindCopy.form, formatConfirmationTime(receivedAt, settings.timeZone, language.htmlLang));

  const subject = oneLine(kindCopy.subject(settings.businessName), 200);
  const paragraphs = [kindCopy.received, when, kindCopy.next, copy.visitor.notRepeated];
  const text = [
    copy.visitor.greeting,
    "",
    ...paragraphs.flatMap((line) => [line, ""]),
    copy.visitor.contact(settings.contactEmail),
    "",
    copy.visitor.signOff(settings.businessName),
    home,
    "",
    "--",
    copy.visitor.why(settings.businessName),
  ].join("\n");

  const html = htmlDocument(
    subject,
    [
      p(escapeHtml(copy.visitor.greeting)),
      ...paragraphs.map((line) => p(escapeHtml(line))),
      p(escapeHtml(copy.visitor.contact(settings.contactEmail))),
      p(`${htmlLines(copy.visitor.signOff(settings.businessName))}<br><a href="${escapeHtml(home)}" style="color:#0f5f55">${escapeHtml(home.replace(/^https?:\/\//, ""))}</a>`),
      `<p style="margin:24px 0 0;font-size:13px;color:#4a5568">${escapeHtml(copy.visitor.why(settings.businessName))}</p>`,
    ].join("\n"),
    language.htmlLang,
  );

  return { purpose: "visitor-confirmation", submissionKind: kind, submissionId: id, to: [to], replyTo: settings.contactEmail, subject, text, html };
}

/** "November 21, 2026 at 10:00 AM EST" (or its Spanish) in the business's time zone. */
export function formatConfirmationTime(iso: string, timeZone: string, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
  // The zone as people name it ("Eastern Time", "hora del Este"), never an abbreviation to decode.
  return `${time} ${timeZoneName(timeZone, languageOfTag(locale))}`;
}

/** The owner's test email (npm run owner -- mail test). */
export function composeTestEmail(to: string[], settings: Pick<ComposeSettings, "businessName" | "timeZone">, now: number, copy: EmailCopy = emailCopy): ComposedEmail {
  const subject = copy.test.subject(settings.businessName);
  const body = copy.test.body(settings.businessName, `${formatReceived(new Date(now).toISOString(), settings.timeZone)} (${settings.timeZone})`);
  return { purpose: "test", submissionKind: null, submissionId: null, to, replyTo: null, subject, text: body, html: htmlDocument(subject, p(escapeHtml(body))) };
}
