import { z } from "zod";
import { antiBotLimits } from "#common/forms/anti-bot.ts";
import {
  formatIssues,
  resolveBusinessSettings,
  SettingsError,
  withoutEmpty,
  type BusinessSettings,
} from "#common/settings.ts";

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL: a SQLite file (a path, `file:` or `sqlite:`), or a PostgreSQL server,
 * `postgres://` or `postgresql://` with a host (or `?host=/socket/dir`) and at most one path
 * segment, the database. Anything else that looks like a URL (`mysql://…`) is refused rather than
 * taken for a file name.
 */
function isDatabaseUrl(value: string): boolean {
  if (/^postgres(ql)?:/i.test(value)) {
    if (!/^postgres(ql)?:\/\//i.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.hostname !== "" || url.searchParams.has("host")) && !/^\/[^/]*\//.test(url.pathname);
    } catch {
      return false;
    }
  }
  const path = value.replace(/^(sqlite|file):(\/\/)?/, "");
  return path !== "" && !/^[a-z][a-z0-9+.-]*:\/\//i.test(path);
}

/** A mailbox as MAIL_FROM and OWNER_NOTIFY_EMAIL take it: `hello@example.com` or `Name <hello@example.com>`. */
export type Mailbox = { name: string | null; address: string };

const emailShape = z.string().email();
/** Line breaks and other control characters: never allowed in a header value. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** Parses `Name <address>` or a bare address; null when it is not one (or holds a line break). */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  if (hasControlCharacter(text)) return null;
  const named = /^(?:"([^"<>]*)"|([^"<>]*?))\s*<([^<>\s]+)>$/.exec(text);
  const name = named ? (named[1] ?? named[2] ?? "").trim() : null;
  const address = named ? named[3]! : text;
  if (!emailShape.safeParse(address).success) return null;
  return { name: name || null, address };
}

/** SMTP_URL: smtp:// (STARTTLS) or smtps:// (TLS from the start), with a host. */
function checkSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** STRIPE_API_URL: an origin on 127.0.0.1 with a port, over http or https, nothing else (no path, no credentials). */
function isStripeStandInUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname === "127.0.0.1" &&
      url.port !== "" &&
      url.username === "" &&
      url.password === "" &&
      url.pathname === "/" &&
      url.search === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
}

const runtimeSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int("must be a whole number").min(1, "must be 1-65535").max(65535, "must be 1-65535").default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .default("./data/site.db")
    .refine(isDatabaseUrl, "must be a SQLite file path or postgres://user:password@host:5432/database"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  RATE_LIMIT_MAX_ATTEMPTS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(3),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(60),
  RATE_LIMIT_BLOCK_SECONDS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(300),
  /** The business's time zone: the back office shows times in it. */
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default("America/New_York")
    .refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
  /** Failed back-office sign-ins from one address before it is paused (per account it is always 5). */
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(5),
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** Outgoing mail server; unset: emails wait in the outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .refine(checkSmtpUrl, "must look like smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465")
    .optional(),
  /** The sender of every email; default: the business's name and CONTACT_EMAIL. */
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => parseMailbox(value) !== null, 'must be an email address, optionally with a name: "Kindred Pages <hello@example.com>"')
    .transform((value) => parseMailbox(value)!)
    .optional(),
  /** Who is told of each submission; default: CONTACT_EMAIL. */
  OWNER_NOTIFY_EMAIL: z
    .string()
    .trim()
    .transform((value) => value.split(",").map((part) => part.trim()).filter((part) => part !== ""))
    .refine(
      (list) => list.length > 0 && list.every((address) => emailShape.safeParse(address).success && !hasControlCharacter(address)),
      "must be one or more email addresses separated by commas",
    )
    .optional(),
  /** Visitor confirmations per recipient address in 24 hours (abuse limit). */
  CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").default(3),
  /** Visitor confirmations per hour in all (abuse limit). */
  CONFIRMATION_LIMIT_PER_HOUR: z.coerce.number().int("must be a whole number").min(0, "must be 0 or more").default(200),
  /** Hours before a booked discovery call that the parent is reminded, comma-separated; empty: no reminders. */
  BOOKING_REMINDER_HOURS: z
    .string()
    .trim()
    .default("24,2")
    .refine((value) => value === "" || value.split(",").every((part) => /^\s*\d{1,3}\s*$/.test(part) && Number(part) >= 1 && Number(part) <= 168), "must be whole hours from 1 to 168, separated by commas, such as 24,2")
    .transform((value) => (value === "" ? [] : [...new Set(value.split(",").map(Number))])),
  /** Discovery calls one client address (network address) may book in a day (UTC); more are refused with a plain message. */
  BOOKING_MAX_PER_CLIENT_PER_DAY: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(1000, "must be at most 1000").default(3),
  /** How long a worker holds an email it is sending before another may take it over (a crash mid-send). */
  OUTBOX_CLAIM_SECONDS: z.coerce.number().int("must be a whole number").min(5, "must be at least 5").max(3600, "must be at most 3600").default(120),
  // Retention (server/privacy/retention.server.ts): how long what people sent is kept.
  /** Months a submission is kept after its last status change (unless the owner marks it "keep"). */
  RETENTION_SUBMISSION_MONTHS: z.coerce.number().int("must be a whole number").min(1, "must be 1-120").max(120, "must be 1-120").default(24),
  /** Days a sent email keeps its bodies and addresses. */
  RETENTION_EMAIL_BODY_DAYS: z.coerce.number().int("must be a whole number").min(1, "must be 1-3650").max(3650, "must be 1-3650").default(30),
  /** Days a failed or cancelled email is kept. */
  RETENTION_FAILED_EMAIL_DAYS: z.coerce.number().int("must be a whole number").min(1, "must be 1-3650").max(3650, "must be 1-3650").default(90),
  /** Months an audit-log entry is kept. */
  RETENTION_AUDIT_MONTHS: z.coerce.number().int("must be a whole number").min(1, "must be 1-120").max(120, "must be 1-120").default(12),
  /** Days an audit-log entry keeps its full client address (then IPv4 /24, IPv6 /48). */
  RETENTION_AUDIT_ADDRESS_DAYS: z.coerce.number().int("must be a whole number").min(1, "must be 1-3650").max(3650, "must be 1-3650").default(30),
  /** Years an order of a package is kept after it was made (a financial record, issue 43); then it is deleted. */
  RETENTION_ORDER_YEARS: z.coerce.number().int("must be a whole number").min(1, "must be 1-30").max(30, "must be 1-30").default(7),
  /**
   * Tests only: let the addresses the owner gives the server to read (her calendars, the
   * newsletter's feed: server/net/fetch.server.ts) reach this machine (loopback), where the tests'
   * stand-ins run. Refused unless NODE_ENV=test (server/net/addresses.server.ts reads it the same way).
   */
  OUTBOUND_ALLOW_LOOPBACK: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /**
   * Payments (server/payments/stripe.server.ts): the secret API key from Stripe's dashboard
   * (Developers, API keys). Unset: nothing about payment shows. Never logged, never sent to a page;
   * the messages below never repeat a value.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, "must be a secret key from Stripe's dashboard (Developers, API keys), starting sk_test_ or sk_live_")
    .optional(),
  /** The signing secret of the site's webhook endpoint in Stripe's dashboard; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook endpoint's signing secret from Stripe's dashboard (Developers, Webhooks), starting whsec_")
    .optional(),
  /**
   * Tests only: where the Stripe SDK sends its requests instead of https://api.stripe.com, the
   * tests' stand-in (tests/stripe/server.ts) on this machine. Refused unless NODE_ENV=test.
   */
  STRIPE_API_URL: z
    .string()
    .trim()
    .refine(isStripeStandInUrl, "must be http://127.0.0.1:PORT or https://127.0.0.1:PORT (the tests' stand-in), with no path")
    .optional(),
  /**
   * Tests only: the form token's floor (the least time between a form's page and its submit), in
   * milliseconds, instead of the spec's 2 seconds; 0 turns it off. Refused unless NODE_ENV=test.
   */
  FORM_TOKEN_MIN_AGE_MS: z.coerce
    .number()
    .int("must be a whole number")
    .min(0, `must be 0-${antiBotLimits.minFillMs}`)
    .max(antiBotLimits.minFillMs, `must be 0-${antiBotLimits.minFillMs}`)
    .optional(),
});

export type ServerConfig = z.infer<typeof runtimeSchema> & {
  business: BusinessSettings;
  /**
   * The origin of the back-office setup links the server and the owner's command line print:
   * SITE_URL when it is set; without it this server itself, http://localhost:PORT (or HOST when
   * that is one address), so that a first run on a laptop prints a link that opens there and not
   * on the built-in production address.
   */
  setupLinkOrigin: string;
  /**
   * The origin passkeys (WebAuthn) belong to: its host is the relying party id, and a browser's
   * answer must come from exactly this origin. SITE_URL's origin when it is set; without it
   * http://localhost:PORT, a browser on this machine (like setupLinkOrigin, but always the name
   * `localhost`: WebAuthn refuses IP addresses, and localhost reaches a server on 127.0.0.1 too).
   */
  passkeyOrigin: string;
};

/** This server as a browser on the same machine reaches it: `localhost` for an any-address HOST. */
export function localOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The mail settings with their defaults filled in from the business settings. */
export type MailSettings = {
  smtpUrl: string | null;
  from: Mailbox;
  ownerRecipients: string[];
  perRecipientPerDay: number;
  perHour: number;
  claimSeconds: number;
};

/**
 * Where the contact email is read at each use (the business details, server/editing/details.server.ts):
 * the sender and the owner's notifications follow the address the owner publishes, read when an
 * email is written or sent, not when the server started. Without it, the environment's.
 */
export type ContactDetails = { current(): { contactEmail: string } };

export function mailSettings(config: ServerConfig, details: ContactDetails = { current: () => config.business }): MailSettings {
  return {
    smtpUrl: config.SMTP_URL ?? null,
    from: config.MAIL_FROM ?? {
      name: config.business.name,
      get address() {
        return details.current().contactEmail;
      },
    },
    // No OWNER_NOTIFY_EMAIL: the business's public contact address hears of every submission.
    get ownerRecipients() {
      return config.OWNER_NOTIFY_EMAIL ?? [details.current().contactEmail];
    },
    perRecipientPerDay: config.CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY,
    perHour: config.CONFIRMATION_LIMIT_PER_HOUR,
    claimSeconds: config.OUTBOX_CLAIM_SECONDS,
  };
}

/**
 * The Stripe settings that only make sense together: a key needs its webhook's signing secret (the
 * site learns of payments from signed events) and the other way round; STRIPE_API_URL is for the
 * tests alone, and a live key is never sent to it. No message repeats a value.
 */
function stripeIssues(data: z.infer<typeof runtimeSchema>): string[] {
  const issues: string[] = [];
  const webhookHelp = "add the signing secret (whsec_…) of the webhook endpoint created in Stripe's dashboard (Developers, Webhooks; docs/postgresql-and-deploying.md)";
  if (data.STRIPE_SECRET_KEY && !data.STRIPE_WEBHOOK_SECRET) {
    issues.push(`STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY: ${webhookHelp}`);
  }
  if (data.STRIPE_WEBHOOK_SECRET && !data.STRIPE_SECRET_KEY) {
    issues.push("STRIPE_SECRET_KEY: is required with STRIPE_WEBHOOK_SECRET: add the secret key (sk_test_… or sk_live_…) from Stripe's dashboard (Developers, API keys), or remove both");
  }
  if (data.STRIPE_API_URL !== undefined && data.NODE_ENV !== "test") {
    issues.push("STRIPE_API_URL: is for tests only (NODE_ENV=test); remove it");
  } else if (data.STRIPE_API_URL !== undefined && data.STRIPE_SECRET_KEY?.startsWith("sk_live_")) {
    issues.push("STRIPE_SECRET_KEY: a live key is never sent to STRIPE_API_URL (the tests' stand-in); use a sk_test_ key");
  }
  return issues;
}

/** Reads and validates the environment; throws SettingsError naming each bad variable. */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = runtimeSchema.safeParse(withoutEmpty(env));
  const issues = parsed.success ? [] : formatIssues(parsed.error);
  if (parsed.success && parsed.data.OUTBOUND_ALLOW_LOOPBACK && parsed.data.NODE_ENV !== "test") {
    issues.push("OUTBOUND_ALLOW_LOOPBACK: is for tests only (NODE_ENV=test); remove it");
  }
  if (parsed.success && parsed.data.FORM_TOKEN_MIN_AGE_MS !== undefined && parsed.data.NODE_ENV !== "test") {
    issues.push("FORM_TOKEN_MIN_AGE_MS: is for tests only (NODE_ENV=test); remove it");
  }
  if (parsed.success) issues.push(...stripeIssues(parsed.data));
  let business: BusinessSettings | undefined;
  try {
    business = resolveBusinessSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    issues.push(...error.issues);
  }
  if (!parsed.success || !business || issues.length > 0) throw new SettingsError(issues);
  const siteUrlSet = withoutEmpty(env).SITE_URL !== undefined;
  return {
    ...parsed.data,
    business,
    setupLinkOrigin: siteUrlSet ? business.siteUrl : localOrigin(parsed.data.HOST, parsed.data.PORT),
    passkeyOrigin: siteUrlSet ? new URL(business.siteUrl).origin : `http://localhost:${parsed.data.PORT}`,
  };
}
