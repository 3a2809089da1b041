import nodemailer, { type SMTPTransportOptions, type Transporter } from "nodemailer";
import type { Mailbox } from "#server/config.server";
import type { OutboxRow } from "./outbox.server";

/**
 * The SMTP connection from SMTP_URL. `smtps://` is TLS from the first byte (port 465 by default);
 * `smtp://` must upgrade with STARTTLS (port 587 by default) before it logs in or sends, so a
 * password or a visitor's message never crosses the network in the clear. The one exception is a
 * mail server on this machine (localhost, 127.0.0.1, ::1), such as a local relay or the tests'
 * server, which may not offer TLS. Certificates are always checked.
 */
export function transportOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !loopback,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // Emails here are text written by the site: never read a file or a URL into one.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** The addresses of a row's `recipients` (comma-separated; one in every row written since each recipient has its own). */
export function rowRecipients(recipients: string): string[] {
  return recipients
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

export type MailTransport = Transporter;

export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(transportOptions(smtpUrl));
}

/**
 * The one email of an outbox row, with its own Message-ID; resolves with the server's answer and
 * whom it accepted and refused (a message the server took may still have refused some of its
 * recipients: nodemailer resolves then, and rejects only when every recipient is refused). A
 * row with a calendar invite gets it as nodemailer's `icalEvent`: a `text/calendar; method=…`
 * part beside the text and HTML in the multipart/alternative, which calendars offer to add.
 */
export async function sendOutboxRow(
  transport: MailTransport,
  from: Mailbox,
  row: Pick<OutboxRow, "message_id" | "recipients" | "reply_to" | "subject" | "text_body" | "html_body"> &
    Partial<Pick<OutboxRow, "ical_method" | "ical_content">>,
): Promise<{ response: string; messageId: string; accepted: string[]; rejected: string[]; rejectedErrors: unknown[] }> {
  const info = (await transport.sendMail({
    from: from.name ? { name: from.name, address: from.address } : from.address,
    to: rowRecipients(row.recipients),
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    messageId: row.message_id,
    icalEvent: row.ical_method && row.ical_content ? { method: row.ical_method, content: row.ical_content } : undefined,
    // An automatic message: an out-of-office reply must not answer it (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
    disableFileAccess: true,
    disableUrlAccess: true,
  })) as { response?: unknown; messageId?: unknown; accepted?: unknown; rejected?: unknown; rejectedErrors?: unknown };
  const addresses = (list: unknown) => (Array.isArray(list) ? list.map((a) => (typeof a === "string" ? a : String((a as { address?: unknown } | null)?.address ?? a))) : []);
  return {
    response: String(info.response ?? ""),
    messageId: String(info.messageId ?? row.message_id),
    accepted: addresses(info.accepted),
    rejected: addresses(info.rejected),
    rejectedErrors: Array.isArray(info.rejectedErrors) ? info.rejectedErrors : [],
  };
}
