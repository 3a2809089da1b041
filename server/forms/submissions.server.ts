import { createHash, createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { blockMinutes, type RateLimitConfig } from "#common/forms/attempt-limiter.ts";
import { antiBotLimits } from "#common/forms/anti-bot.ts";
import type { FormId } from "#common/forms/common.ts";
import {
  checkForm,
  formErrorsOf,
  metaFrom,
  payloadOf,
  validationMessage,
  type FormDefinition,
  type FormOutcome,
  type FormValues,
} from "#common/forms/form-definition.ts";
import { fieldErrorsFrom, type FieldErrors } from "#common/forms/rules.ts";
import { clientKey } from "#server/client-address.server";
import type { AppDatabase } from "#server/db/database.server";
import type { Database } from "#server/db/schema";
import { defaultLanguage } from "#common/languages.ts";
import { defaultCatalogue, formCatalogue, type Language } from "./catalogue.server";
import { FormTokens } from "./form-token.server";
import { formKinds, toRow, type SubmissionTable } from "./kinds.server";
import { RateLimitStore } from "./rate-limit.server";

/** The JSON API's form definitions (English); a page's are those of its language, formCatalogue(language). */
const formDefinitions: Record<FormId, FormDefinition> = defaultCatalogue.formDefinitions;

/** A new submission as stored, for the emails it causes (server/outbox): in the language of its page. */
export type NewSubmission = {
  kind: FormId;
  id: number;
  row: Record<string, unknown>;
  receivedAt: string;
  language: Language;
};

/**
 * What happens in the submission's transaction when it is new (the outbox writes its emails), and
 * after that transaction commits (the outbox wakes its worker). Never called for a retry of a
 * stored submission, nor for one refused as a bot.
 */
export type SubmissionEmails = {
  stored(trx: Transaction<Database>, submission: NewSubmission, now: number): Promise<void>;
  afterCommit?(): void;
};

/** What a successful send shows instead of the form's own confirmation (a booked call's, with its manage link). */
export type SubmissionOutcome = { title: string; message: string; booking?: { token: string; start: number } };

/**
 * What a feature adds to one form's submissions, given to the service where the server is put
 * together (server/app.server.ts): the discovery call's booking (server/booking/submission-hook.server.ts).
 */
export type SubmissionHook = {
  /** More checks of a page's values before anything is stored; errors keyed by the form's fields. */
  check?(values: FormValues, language: Language): Promise<FieldErrors | null>;
  /**
   * More checks of a payload the schema accepted, from a page or the JSON API alike, before
   * anything is stored (what the owner requires of it); errors keyed by the payload's fields.
   */
  checkPayload?(payload: Record<string, unknown>, language: Language): Promise<FieldErrors | null>;
  /**
   * In the submission's transaction, once its row is new and before its emails: may write more,
   * and throw to roll everything back (`refusal` then says why). What it returns replaces the
   * form's confirmation; `emailed`: it wrote the submission's emails itself.
   */
  stored?(trx: Transaction<Database>, submission: StoredSubmission): Promise<{ outcome: SubmissionOutcome; emailed: boolean } | undefined>;
  /** What the visitor is told when `stored` threw this error; undefined: not the hook's (thrown on, a 500). */
  refusal?(error: unknown, language: Language, extra: Record<string, unknown>): Promise<Refusal | undefined>;
};

export type StoredSubmission = {
  id: number;
  /** The row as stored (without its id). */
  row: Record<string, unknown>;
  /** The payload's fields its table does not store (its storage's `extra`, app/lib/forms/<form>.storage.ts). */
  extra: Record<string, unknown>;
  language: Language;
  /** The client as every per-client limit counts it: clientKey() of its address (IPv6: its /56). */
  clientAddress?: string;
  now: number;
};

/**
 * A form sent without JavaScript carries no idempotency key (the page is the same for everyone):
 * an identical one for the same form from the same client within this time is the same submission.
 */
export const SAME_SUBMISSION_MS = 10 * 60_000;

export type SubmissionDeps = {
  rateLimits: RateLimitStore;
  /** Keys the idempotency keys derived for forms sent without JavaScript (never stored as such). */
  keySecret: string;
  rateLimitConfig: RateLimitConfig;
  tokens: FormTokens;
  now?: () => number;
  /** Writes the submission's emails to the outbox; absent: no emails (tests of the forms alone). */
  emails?: SubmissionEmails;
  /** What features add to their forms' submissions (the discovery call's booking). */
  hooks?: Partial<Record<FormId, SubmissionHook>>;
};

/** A submission refused before it could be stored; fieldErrors are keyed by the payload's fields. */
export type Refusal = { ok: false; status: 400 | 409 | 429; error: string; fieldErrors: FieldErrors; retryAfterSeconds?: number; title?: string };
type Accepted = { ok: true; id: number; created: boolean; outcome?: SubmissionOutcome };

/**
 * The one way a submission reaches the database, for the pages' forms (React Router actions, with
 * or without JavaScript) and the JSON API alike: counted against the attempt limit, checked with the
 * form's shared schema, screened by the trap field and the signed form token, stored in one
 * transaction, and idempotent (a retry with the same key gets the first answer and stores nothing).
 */
export class SubmissionService {
  private readonly now: () => number;

  constructor(
    private readonly db: AppDatabase,
    private readonly deps: SubmissionDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * Counts one attempt; returns the refusal (in `language`) when this client is over the limit
   * for this form. The limit is one per form and client (clientKey: an IPv4 address, an IPv6 /56),
   * whatever the language of the page.
   */
  async attempt(form: FormId | "checkout", clientAddress: string, language: Language = defaultLanguage): Promise<Refusal | null> {
    const verdict = await this.deps.rateLimits.attempt(`${form}:${clientKey(clientAddress)}`, this.now());
    if (verdict.allowed) return null;
    const seconds = Math.ceil(verdict.retryAfterMs / 1000);
    const messages = formCatalogue(language).formErrors.rateLimit;
    return {
      ok: false,
      status: 429,
      error: verdict.justBlocked ? messages.justBlocked(blockMinutes(this.deps.rateLimitConfig)) : messages.blocked(seconds),
      fieldErrors: {},
      retryAfterSeconds: seconds,
    };
  }

  /** A JSON payload (spec section 7) from the API, answered and stored in English; the attempt has already been counted. */
  async acceptPayload(form: FormId, body: unknown, clientAddress?: string): Promise<Accepted | Refusal> {
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return { ok: false, status: 400, error: formDefinitions[form].messages.validationText, fieldErrors: {} };
    }
    return this.screenAndStore(form, body, defaultLanguage, clientAddress === undefined ? undefined : clientKey(clientAddress));
  }

  /**
   * A form posted from a page: counted, checked field by field, then stored like a payload. Every
   * message is in `language`, the language of the page, which is stored with the submission.
   */
  async submitForm(form: FormId, values: FormValues, clientAddress: string, language: Language = defaultLanguage): Promise<FormOutcome> {
    const definition = formCatalogue(language).formDefinitions[form];
    const { messages } = definition;
    // What the visitor typed comes back to a page rendered without JavaScript; never the trap field or meta.
    const kept: FormValues = {};
    for (const field of Object.keys(definition.fields)) if (values[field] !== undefined) kept[field] = values[field];
    const refuse = (refusal: Refusal, fieldErrors: FieldErrors, title = refusal.title ?? messages.errorTitle): FormOutcome => ({
      ok: false,
      status: refusal.status,
      title,
      message: refusal.error || messages.errorFallback,
      fieldErrors,
      values: kept,
      ...(refusal.retryAfterSeconds ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
    });

    const blocked = await this.attempt(form, clientAddress, language);
    if (blocked) return refuse(blocked, {});

    const meta = metaFrom(values);
    // Every problem at once, the form's and the feature's (a page sent back lists them all).
    const fieldErrors = checkForm(definition, values);
    const hookErrors = await this.deps.hooks?.[form]?.check?.(values, language);
    if (fieldErrors) {
      const shown = validationMessage(definition, fieldErrors);
      return { ok: false, status: 400, title: shown.title, message: shown.message, fieldErrors: { ...hookErrors, ...fieldErrors }, values: kept };
    }
    if (hookErrors) return { ok: false, status: 400, title: messages.validationTitle, message: messages.validationText, fieldErrors: hookErrors, values: kept };
    if (meta.idempotency_key === "") {
      // Sent without JavaScript: the key is derived from the client, the form and the answers, per
      // 10-minute bucket; the previous bucket's key finds the same answers sent up to 10 minutes ago.
      const now = this.now();
      const [current, previous] = [0, 1].map((back) => this.derivedKey(form, clientKey(clientAddress), kept, Math.floor(now / SAME_SUBMISSION_MS) - back));
      const earlier = await findRecent(this.db, formKinds[form].table, previous!, now - SAME_SUBMISSION_MS);
      if (earlier !== undefined) return { ok: true, id: earlier, title: messages.successTitle, message: messages.successText };
      meta.idempotency_key = current!;
    }
    const result = await this.screenAndStore(form, payloadOf(definition, values, meta), language, clientKey(clientAddress));
    if (!result.ok) {
      const mapped = formErrorsOf(definition, result.fieldErrors);
      const title = result.title ?? (Object.keys(mapped).length > 0 ? validationMessage(definition, mapped).title : messages.errorTitle);
      return refuse(result, mapped, title);
    }
    if (result.outcome) return { ok: true, id: result.id, ...result.outcome };
    return { ok: true, id: result.id, title: messages.successTitle, message: messages.successText };
  }

  private derivedKey(form: FormId, clientAddress: string, answers: FormValues, bucket: number): string {
    const mac = createHmac("sha256", this.deps.keySecret).update(JSON.stringify([form, clientAddress, bucket, answers]));
    return `nojs-${mac.digest("base64url").slice(0, 43)}`;
  }

  private async screenAndStore(form: FormId, body: unknown, language: Language, clientAddress?: string): Promise<Accepted | Refusal> {
    const { formDefinitions: definitions, formErrors } = formCatalogue(language);
    const definition = definitions[form];
    const parsed = definition.schema.safeParse(body);
    const hook = this.deps.hooks?.[form];
    // What the feature requires too, so every problem is answered at once.
    const required = await hook?.checkPayload?.((parsed.success ? parsed.data : body) as Record<string, unknown>, language);
    if (!parsed.success) {
      return { ok: false, status: 400, error: definition.messages.validationText, fieldErrors: { ...required, ...fieldErrorsFrom(parsed.error) } };
    }
    if (required) return { ok: false, status: 400, error: definition.messages.validationText, fieldErrors: required };
    const { website, form_token, idempotency_key, ...data } = parsed.data as Record<string, unknown> & { website: string; form_token: string; idempotency_key: string };
    const extra: Record<string, unknown> = {};
    const { table, requireToken, extra: extraFields = [] } = formKinds[form];
    for (const field of extraFields) {
      extra[field] = data[field];
      delete data[field];
    }
    if (website !== "") return { ok: false, status: 400, error: formErrors.antiBot.bot, fieldErrors: {} };
    const content = toRow(form, data);
    // A retry of a stored submission gets the first answer, even once its form token has expired.
    const earlier = await findStored(this.db, table, idempotency_key, content);
    if (earlier !== undefined) return { ok: true, id: earlier, created: false };
    if (requireToken) {
      const problem = this.deps.tokens.check(form_token, form, this.now());
      if (problem) return { ok: false, status: 400, error: formErrors.antiBot[problem], fieldErrors: {} };
    }
    const now = this.now();
    const receivedAt = new Date(now).toISOString();
    const emails = this.deps.emails;
    let stored: { id: number; created: boolean; outcome?: SubmissionOutcome };
    try {
      stored = await this.db.transaction().execute(async (trx) => {
        // The first statement writes, so SQLite's write lock is held from the start.
        const result = await insert(trx, table, content, idempotency_key, receivedAt, language);
        if (!result.created) return result;
        const row = { ...content, idempotency_key, received_at: receivedAt, language };
        const made = await hook?.stored?.(trx, { id: result.id, row, extra, language, clientAddress, now });
        // Only a new submission has emails; they commit or roll back with it.
        if (emails && !made?.emailed) await emails.stored(trx, { kind: form, id: result.id, row, receivedAt, language }, now);
        return { ...result, outcome: made?.outcome };
      });
    } catch (error) {
      const refusal = await hook?.refusal?.(error, language, extra);
      if (refusal) return refusal;
      throw error;
    }
    if (stored.created) emails?.afterCommit?.();
    return { ok: true, id: stored.id, created: stored.created, ...(stored.outcome ? { outcome: stored.outcome } : {}) };
  }
}

type LooseDb = Kysely<Record<SubmissionTable, Record<string, unknown>>>;

/**
 * The key a submission is stored under. The client's key, unless a different submission already
 * has it: a page kept by the browser (Back after sending, without JavaScript) posts its key again
 * with new answers, which is a new submission, not a retry. That one is stored under the key
 * joined with a digest of its answers, so its own retries still find it.
 */
function keysFor(key: string, content: Record<string, unknown>): [string, string] {
  const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22);
  return [key, `${key}~${digest}`];
}

/** Whether a stored row holds these answers (as toRow stores them). */
function sameContent(stored: Record<string, unknown>, content: Record<string, unknown>): boolean {
  return Object.entries(content).every(([column, value]) => String(stored[column] ?? null) === String(value ?? null));
}

/** The id of the submission already stored with this key and these answers, if any. */
async function findStored(db: Kysely<Database> | Transaction<Database>, table: SubmissionTable, key: string, content: Record<string, unknown>) {
  for (const candidate of keysFor(key, content)) {
    const row = await (db as unknown as LooseDb).selectFrom(table).selectAll().where("idempotency_key", "=", candidate).executeTakeFirst();
    if (row && sameContent(row, content)) return Number(row.id);
  }
  return undefined;
}

/** The id of the submission stored under this key since `since` (ms), if any. */
async function findRecent(db: AppDatabase, table: SubmissionTable, key: string, since: number) {
  const row = await (db as unknown as LooseDb).selectFrom(table).select(["id", "received_at"]).where("idempotency_key", "=", key).executeTakeFirst();
  return row && Date.parse(String(row.received_at)) >= since ? Number(row.id) : undefined;
}

/**
 * Inserts the row, with the language of its page, in the caller's transaction. If a concurrent
 * retry with the same key and answers won the race, the insert does nothing and the earlier row's
 * id is returned, not created. (A retry is the same submission whatever page sent it again: the
 * language is not one of the answers.)
 */
async function insert(
  trx: Transaction<Database>,
  table: SubmissionTable,
  content: Record<string, unknown>,
  key: string,
  receivedAt: string,
  language: Language,
) {
  for (const candidate of keysFor(key, content)) {
    // The row is built per form from its validated payload; a loose table type lets one insert serve all four.
    const inserted = await (trx as unknown as LooseDb)
      .insertInto(table)
      .values({ ...content, idempotency_key: candidate, received_at: receivedAt, language })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { id: Number(inserted.id), created: true };
    const earlier = await findStored(trx, table, key, content);
    if (earlier !== undefined) return { id: earlier, created: false };
  }
  throw new Error(`insert into ${table}: no free idempotency key`);
}

/** The service as the server runs it: the configured attempt limit and the form-token secret. */
export function createSubmissionService(deps: {
  db: AppDatabase;
  config: { RATE_LIMIT_MAX_ATTEMPTS: number; RATE_LIMIT_WINDOW_SECONDS: number; RATE_LIMIT_BLOCK_SECONDS: number; FORM_TOKEN_MIN_AGE_MS?: number };
  formTokenSecret: string;
  now?: () => number;
  emails?: SubmissionEmails;
  hooks?: SubmissionDeps["hooks"];
}) {
  const rateLimitConfig = {
    maxAttempts: deps.config.RATE_LIMIT_MAX_ATTEMPTS,
    windowMs: deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    blockMs: deps.config.RATE_LIMIT_BLOCK_SECONDS * 1000,
  };
  const tokens = new FormTokens(deps.formTokenSecret, {
    minAgeMs: deps.config.FORM_TOKEN_MIN_AGE_MS ?? antiBotLimits.minFillMs,
    maxAgeMs: antiBotLimits.maxSessionMs,
  });
  const service = new SubmissionService(deps.db, {
    rateLimits: new RateLimitStore(deps.db, rateLimitConfig),
    keySecret: deps.formTokenSecret,
    rateLimitConfig,
    tokens,
    now: deps.now,
    emails: deps.emails,
    hooks: deps.hooks,
  });
  return { service, tokens };
}
