import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hearAboutUsValues, inquiryTopicValues, type FormId } from "#common/forms/common.ts";
import { contactHearAboutUsOptions, contactPayload } from "#common/forms/contact.ts";
import { childAgeOptions, preferredTimeOptions } from "#common/forms/discovery-call.ts";
import { readingImprovementOptions } from "#common/forms/feedback.ts";
import { flagFields as feedbackFlags, longTextFields as feedbackLongTexts, ratingFields } from "#common/forms/feedback-fields.ts";
import { withoutNul } from "#server/db/database.server";
import { testDatabaseKind } from "#tests/database";
import { createTestApp } from "#tests/forms";
import { FEEDBACK_MAX_BODY_BYTES, MAX_BODY_BYTES } from "#server/forms/submit-route.server";

/** What the database gives back: PostgreSQL stores U+0000 as U+FFFD (database.server.ts). */
function storedAs(expected: Record<string, unknown>): Record<string, unknown> {
  if (testDatabaseKind !== "postgres") return expected;
  return Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, typeof v === "string" ? withoutNul(v) : v]));
}

/**
 * Property-based fuzzing of the four submit endpoints, in-process (app.request, no sockets):
 * - 1,000 malformed requests per endpoint (200 on PostgreSQL), each answered 400, 413 or 415 (the exact one
 *   expected for its kind of damage), never 2xx or 5xx, and never storing a row in any table;
 * - ~200 valid payloads per endpoint, generated from the schemas' rules, each answered 201 and
 *   stored once, exactly as normalised.
 */

/**
 * A malformed request is refused before any query: the PostgreSQL run (TEST_DB=postgres) sends a
 * fifth as many, enough to show the refusals store nothing there too, and keeps every valid run,
 * whose storing is what differs between the databases (the file: 16 s on PostgreSQL, 33 s before).
 */
const MALFORMED_RUNS = process.env.TEST_DB === "postgres" ? 200 : 1_000;
const VALID_RUNS = 200;
const TIMEOUT = 60_000;

type Table = "discovery_call_requests" | "contact_messages" | "partnership_inquiries" | "feedback_submissions";
type Kind = "name" | "email" | "phone" | "choice" | "text" | "rating" | "flag" | "improvements" | "key" | "token" | "literal" | "honeypot";
type Field = { kind: Kind; required?: boolean; min?: number; max?: number; choices?: readonly string[] };
type Body = Record<string, unknown>;
type Valid = { body: Body; expected: Body };

/** Stand-ins replaced just before sending: a fresh idempotency key and the endpoint's valid form token. */
const KEY = "PLACEHOLDERKEY00000000000";
const TOKEN = "PLACEHOLDER-TOKEN";

// ---------------------------------------------------------------------------------------------
// Valid values, following common/forms/rules.ts
// ---------------------------------------------------------------------------------------------

const nameLetters = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", ..."éñüßøÅŁŽЖжΩωأبחש中文日本한국ắ"];
const nameInner = [...nameLetters, "\u0301", "\u0308", " ", " ", "'", "’", ".", "-"];
const padding = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00A0", "\u3000"), maxLength: 3 });
const padded = (core: fc.Arbitrary<string>) => fc.tuple(padding, core, padding).map(([a, s, b]) => a + s + b);

/** Length as zod counts it: in code points, not UTF-16 units. */
const length = (s: string) => [...s].length;

/** A name from the allowed characters, 2..max characters once trimmed. */
const nameCore = (max: number) =>
  fc
    .tuple(fc.constantFrom(...nameLetters), fc.string({ unit: fc.constantFrom(...nameInner), minLength: 1, maxLength: max - 1 }))
    .map(([first, rest]) => first + rest)
    .filter((s) => length(s.trim()) >= 2 && length(s.trim()) <= max);

const emailValue = fc
  .tuple(padding, fc.mixedCase(fc.emailAddress()), padding)
  .filter(([, e]) => e.length <= 254)
  .map(([a, e, b]) => a + e + b);

const phoneValue = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([a1, a, e1, e, n, format]) => {
    const area = `${a1}${String(a).padStart(2, "0")}`;
    const exchange = `${e1}${String(e).padStart(2, "0")}`;
    const line = String(n).padStart(4, "0");
    return [
      `(${area}) ${exchange}-${line}`,
      `${area}-${exchange}-${line}`,
      `${area}.${exchange}.${line}`,
      `+1 ${area} ${exchange} ${line}`,
      `1-${area}-${exchange}-${line}`,
      `${area}${exchange}${line}`,
      `+1 (${area}) ${exchange}-${line}`,
    ][format]!;
  });

/** Odd but valid characters for free text: RTL marks, zero-width, emoji, NUL, BOM, combining marks. */
const oddText = ["\u200F", "\u200E", "\u202E", "\u2066", "\u200B", "\u200D", "\u2060", "😀", "👩‍👧‍👦", "🇺🇸", "\u0000", "\uFEFF", "\u0301", "\u00A0", "\r\n"];
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."abcdefghij klmnopqrstuvwxyz ABC.,!?'\"<>&;-0123456789\n") },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...oddText) },
);

/** Free text whose trimmed length (in code points, as zod counts) is within min..max. */
function freeText(min: number, max: number) {
  const short = fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, 300) });
  const long = fc.integer({ min: Math.max(min, max - 40), max }).map((n) => "Long text ".repeat(n).slice(0, n - 1) + "!");
  const core = max > 300 ? fc.oneof({ weight: 9, arbitrary: short }, { weight: 1, arbitrary: long }) : short;
  return padded(core).filter((s) => length(s.trim()) >= min && length(s.trim()) <= max);
}

/** An optional field: absent, or one of the given values. */
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
function withoutUndefined(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

const discoveryValid: fc.Arbitrary<Valid> = fc
  .record({
    parent_name: padded(nameCore(100)),
    parent_email: emailValue,
    parent_phone: optional(fc.oneof(fc.constant(""), padded(phoneValue))),
    child_name: optional(fc.constant("")),
    child_age: fc.constantFrom(...childAgeOptions.map((o) => o.value)),
    challenges: freeText(10, 1000),
    preferred_time: optional(fc.constantFrom("", ...preferredTimeOptions.map((o) => o.value))),
    timezone: optional(fc.constant("EST")),
    hear_about_us: optional(fc.constantFrom("", ...hearAboutUsValues)),
    website: optional(fc.constant("")),
  })
  .map((b) => ({
    body: withoutUndefined(b),
    expected: {
      parent_name: b.parent_name.trim(),
      parent_email: b.parent_email.trim().toLowerCase(),
      parent_phone: (b.parent_phone ?? "").trim(),
      child_name: "",
      child_age: b.child_age,
      challenges: b.challenges.trim(),
      preferred_time: b.preferred_time ?? "",
      timezone: "EST",
      hear_about_us: b.hear_about_us ?? "",
    },
  }));

const contactValid: fc.Arbitrary<Valid> = fc
  .record({
    first: nameCore(100),
    last: nameCore(100),
    pads: fc.tuple(padding, padding),
    email: emailValue,
    phone: padded(phoneValue),
    child_age: fc.integer({ min: 1, max: 12 }),
    block: fc.constantFrom(...inquiryTopicValues),
    message: freeText(10, 3000),
    hear_about_us: optional(fc.constantFrom("", ...contactHearAboutUsOptions.map((o) => o.value))),
    website: optional(fc.constant("")),
  })
  .map((b) => {
    const name = `${b.pads[0]}${b.first.trim()} ${b.last.trim()}${b.pads[1]}`;
    const message = String(contactPayload({ block: b.block, message: b.message }).message);
    return {
      body: withoutUndefined({
        name,
        email: b.email,
        phone: b.phone,
        child_age: String(b.child_age),
        message,
        hear_about_us: b.hear_about_us,
        website: b.website,
      }),
      expected: {
        name: name.trim(),
        email: b.email.trim().toLowerCase(),
        phone: b.phone.trim(),
        child_age: b.child_age,
        message: message.trim(),
        hear_about_us: b.hear_about_us ?? "",
      },
    };
  });

const partnershipValid: fc.Arbitrary<Valid> = fc
  .record({
    contact_name: padded(nameCore(100)),
    email: emailValue,
    phone: optional(fc.oneof(fc.constant(""), padded(phoneValue))),
    organization_name: freeText(2, 200),
    students_count: optional(fc.oneof(fc.constant(""), freeText(1, 100))),
    message: freeText(10, 3000),
    website: optional(fc.constant("")),
  })
  .map((b) => ({
    body: withoutUndefined(b),
    expected: {
      contact_name: b.contact_name.trim(),
      email: b.email.trim().toLowerCase(),
      phone: (b.phone ?? "").trim(),
      organization_name: b.organization_name.trim(),
      students_count: (b.students_count ?? "").trim(),
      message: b.message.trim(),
    },
  }));

const feedbackShortTexts = { phone_number: 30, session_date: 20, children_ages: 100 } as const;

const feedbackValid: fc.Arbitrary<Valid> = fc
  .record({
    full_name: freeText(1, 200),
    email_address: padded(fc.oneof(fc.mixedCase(fc.emailAddress()), fc.string({ unit: textUnit, minLength: 1, maxLength: 60 }))),
    short: fc.record(
      Object.fromEntries(Object.entries(feedbackShortTexts).map(([k, max]) => [k, optional(fc.oneof(fc.constant(""), freeText(1, max)))])),
    ),
    ratings: fc.record(Object.fromEntries(ratingFields.map((k) => [k, optional(fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 })))]))),
    long: fc.record(Object.fromEntries(feedbackLongTexts.map((k) => [k, optional(fc.oneof(fc.constant(""), freeText(1, 5000)))]))),
    flags: fc.record(Object.fromEntries(feedbackFlags.map((k) => [k, optional(fc.boolean())]))),
    improvements: optional(fc.shuffledSubarray([...readingImprovementOptions])),
    form_token: optional(fc.oneof(fc.constant(""), fc.string({ maxLength: 500 }))),
    website: optional(fc.constant("")),
  })
  .filter((b) => {
    const email = b.email_address.trim().toLowerCase();
    return length(email) >= 1 && length(email) <= 254;
  })
  .map((b) => {
    const body = withoutUndefined({
      full_name: b.full_name,
      email_address: b.email_address,
      ...b.short,
      ...b.ratings,
      ...b.long,
      ...b.flags,
      reading_behavior_improvements: b.improvements,
      form_token: b.form_token,
      website: b.website,
    });
    const expected: Body = {
      full_name: b.full_name.trim(),
      email_address: b.email_address.trim().toLowerCase(),
      reading_behavior_improvements: JSON.stringify(b.improvements ?? []),
    };
    for (const k of Object.keys(feedbackShortTexts)) expected[k] = ((b.short[k] as string | undefined) ?? "").trim();
    for (const k of ratingFields) expected[k] = b.ratings[k] ?? null;
    for (const k of feedbackLongTexts) expected[k] = ((b.long[k] as string | undefined) ?? "").trim();
    for (const k of feedbackFlags) expected[k] = b.flags[k] ? 1 : 0;
    return { body, expected };
  });

// ---------------------------------------------------------------------------------------------
// The endpoints and their fields
// ---------------------------------------------------------------------------------------------

const meta = (requireToken: boolean): Record<string, Field> => ({
  website: { kind: "honeypot", max: 500 },
  form_token: { kind: "token", required: requireToken, max: 500 },
  idempotency_key: { kind: "key", required: true, max: 64 },
});

type Endpoint = {
  path: string;
  form: FormId;
  table: Table;
  requireToken: boolean;
  /** The largest body the endpoint reads, in bytes. */
  maxBody: number;
  fields: Record<string, Field>;
  valid: fc.Arbitrary<Valid>;
};

const endpoints: Endpoint[] = [
  {
    path: "/api/submit-discovery-call",
    form: "discovery-call",
    table: "discovery_call_requests",
    requireToken: true,
    maxBody: MAX_BODY_BYTES,
    valid: discoveryValid,
    fields: {
      parent_name: { kind: "name", required: true, min: 2, max: 100 },
      parent_email: { kind: "email", required: true, max: 254 },
      parent_phone: { kind: "phone", max: 20 },
      child_name: { kind: "literal" },
      child_age: { kind: "choice", required: true, choices: childAgeOptions.map((o) => o.value) },
      challenges: { kind: "text", required: true, min: 10, max: 1000 },
      preferred_time: { kind: "choice", choices: preferredTimeOptions.map((o) => o.value) },
      timezone: { kind: "literal" },
      hear_about_us: { kind: "choice", choices: hearAboutUsValues },
      ...meta(true),
    },
  },
  {
    path: "/api/submit-contact",
    form: "contact",
    table: "contact_messages",
    requireToken: true,
    maxBody: MAX_BODY_BYTES,
    valid: contactValid,
    fields: {
      name: { kind: "name", required: true, min: 2, max: 201 },
      email: { kind: "email", required: true, max: 254 },
      phone: { kind: "phone", required: true, max: 20 },
      child_age: { kind: "choice", required: true, choices: Array.from({ length: 12 }, (_, i) => String(i + 1)) },
      message: { kind: "text", required: true, min: 10, max: 3000 + "Block Inquiry: adventurers\nMessage: ".length },
      hear_about_us: { kind: "choice", choices: contactHearAboutUsOptions.map((o) => o.value) },
      ...meta(true),
    },
  },
  {
    path: "/api/submit-partnership",
    form: "partnership",
    table: "partnership_inquiries",
    requireToken: true,
    maxBody: MAX_BODY_BYTES,
    valid: partnershipValid,
    fields: {
      contact_name: { kind: "name", required: true, min: 2, max: 100 },
      email: { kind: "email", required: true, max: 254 },
      phone: { kind: "phone", max: 20 },
      organization_name: { kind: "text", required: true, min: 2, max: 200 },
      students_count: { kind: "text", max: 100 },
      message: { kind: "text", required: true, min: 10, max: 3000 },
      ...meta(true),
    },
  },
  {
    path: "/api/submit-feedback",
    form: "feedback",
    table: "feedback_submissions",
    requireToken: false,
    maxBody: FEEDBACK_MAX_BODY_BYTES,
    valid: feedbackValid,
    fields: {
      full_name: { kind: "text", required: true, min: 1, max: 200 },
      email_address: { kind: "text", required: true, min: 1, max: 254 },
      ...Object.fromEntries(Object.entries(feedbackShortTexts).map(([k, max]) => [k, { kind: "text", max } as Field])),
      ...Object.fromEntries(ratingFields.map((k) => [k, { kind: "rating" } as Field])),
      ...Object.fromEntries(feedbackLongTexts.map((k) => [k, { kind: "text", max: 5000 } as Field])),
      ...Object.fromEntries(feedbackFlags.map((k) => [k, { kind: "flag" } as Field])),
      reading_behavior_improvements: { kind: "improvements" },
      ...meta(false),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Malformed requests: a valid body with one kind of damage, or a broken request
// ---------------------------------------------------------------------------------------------

type Malformed = {
  /** The kind of damage, to check every kind was tried. */
  kind: string;
  /** What was done, for the counterexample report. */
  what: string;
  /** The raw request body (placeholders still in it). */
  text: string;
  contentType: string;
  expect: 400 | 413 | 415;
};

const jsonArb = fc.jsonValue({ maxDepth: 2 });
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

function wrongValue(field: Field): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case "rating":
      return fc.oneof(
        fc.string(),
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Number.isInteger(x) || x < 1 || x > 5),
        fc.constantFrom(0, 6, -1, 1.5, 4.999, 1e21, "3"),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 }),
        fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
      );
    case "flag":
      return fc.oneof(fc.string(), fc.integer(), fc.constantFrom(null, "true", "false", 0, 1, [true], {}));
    case "improvements":
      return fc.oneof(
        fc.string(),
        fc.integer(),
        fc.constantFrom(null, true, {}, readingImprovementOptions[0]),
        fc.array(fc.string().filter((s) => !(readingImprovementOptions as readonly string[]).includes(s)), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...readingImprovementOptions).map((o) => [o, o]),
        fc.constantFrom(...readingImprovementOptions).map((o) => [o.toUpperCase()]),
        fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.boolean()), { minLength: 1, maxLength: 3 }),
      );
    default:
      return notAString;
  }
}

/** Values of the right type that break the field's rule. */
function invalidValue(field: Field): fc.Arbitrary<unknown> | undefined {
  const blank = fc.constantFrom("", " ", "   ", "\t\n", "\u00A0\u3000", "\uFEFF");
  switch (field.kind) {
    case "name":
      return fc.oneof(
        blank,
        fc.constantFrom("J", " J ", "1abc", "-Ann", "Ann3", "Ann_Lee", "Ann@Lee", "Ann\nLee", "<script>", "Robert'); DROP TABLE contact_messages;--"),
      );
    case "email":
      return fc.oneof(blank, fc.constantFrom("plainaddress", "a@b", "a b@c.de", "@x.com", "a@b.c", "a@@b.com", "ann@", "ann@example.", "ann.example.com"));
    case "phone":
      return fc.constantFrom("12", "555-123-456", "(055) 234-5678", "(155) 234-5678", "555-034-5678", "+2 555 234 5678", "555-234-5678 ext 9", "+1 +555 234 5678", "55+5-234-5678", "2345678901234", "phone", "555‐234‐5678");
    case "choice":
    {
      const upper = field.choices!.map((c) => c.toUpperCase()).filter((c) => !field.choices!.includes(c));
      return fc.oneof(
        fc.string().filter((s) => !field.choices!.includes(s) && s !== ""),
        fc.constantFrom(...field.choices!).map((c) => ` ${c}`),
        fc.constantFrom(...field.choices!).map((c) => `${c}\u0000`),
        ...(upper.length > 0 ? [fc.constantFrom(...upper)] : []),
      );
    }
    case "literal":
      return fc.string({ minLength: 1 }).filter((s) => s !== "EST");
    case "text":
      return field.required && field.min ? fc.oneof(blank, fc.string({ maxLength: field.min - 1 }).map((s) => ` ${s.trim()} `).filter((s) => s.trim().length < field.min!)) : undefined;
    case "key":
      return fc.oneof(fc.constantFrom("", "short", "a".repeat(15), "has space in the key 1234", "key/with/slash/12345", "ключ-ключ-ключ-ключ"), fc.string().filter((s) => !/^[A-Za-z0-9_-]{16,64}$/.test(s)));
    case "honeypot":
      return fc.string({ minLength: 1, maxLength: 500 });
    default:
      return undefined;
  }
}

/** Characters that can never be part of a valid name, phone, choice or key. */
const oddUnicode = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\u200F", "\u200E", "\u202E", "\u2066", "\u200B", "\u200C", "\u200D", "\u2060", "\u0000", "\u0007", "😀", "👩‍👧", "🇺🇸", "\u{E0001}", "\uFFFE"];
const oddUnicodeNotSpace = [...oddUnicode, "\uFEFF"];

function insertAt(value: string, index: number, char: string) {
  return value.slice(0, index) + char + value.slice(index);
}

const dangerousKeys = ["__proto__", "constructor", "prototype"];
const dangerousValues = fc.oneof(
  jsonArb,
  fc.constantFrom({ isAdmin: true }, { status: "done" }, { toString: 1 }, { idempotency_key: "x" }, { polluted: "yes" }, [], "x", null),
);

function malformedFor(endpoint: Endpoint, base: fc.Arbitrary<Body>): fc.Arbitrary<Malformed> {
  const names = Object.keys(endpoint.fields);
  const required = names.filter((n) => endpoint.fields[n]!.required);
  const withMax = names.filter((n) => endpoint.fields[n]!.max !== undefined);
  const withInvalid = names.filter((n) => invalidValue(endpoint.fields[n]!) !== undefined);
  const unicodeTargets = names.filter((n) => ["name", "phone", "choice", "key", "literal"].includes(endpoint.fields[n]!.kind));
  const json = (body: Body) => JSON.stringify(body);
  const ok = (kind: string, what: string, body: Body, status: 400 | 413 | 415 = 400, contentType = "application/json"): Malformed => ({
    kind,
    what,
    text: json(body),
    contentType,
    expect: status,
  });
  const set = (body: Body, key: string, value: unknown) => ({ ...body, [key]: value });

  const wrongType = fc
    .tuple(base, fc.constantFrom(...names).chain((n) => wrongValue(endpoint.fields[n]!).map((v) => [n, v] as const)))
    .map(([b, [n, v]]) => ok("wrongType", `wrong type for ${n}`, set(b, n, v)));

  const invalid = fc
    .tuple(base, fc.constantFrom(...withInvalid).chain((n) => invalidValue(endpoint.fields[n]!)!.map((v) => [n, v] as const)))
    .map(([b, [n, v]]) => ok("invalid", `invalid value for ${n}`, set(b, n, v)));

  const missing = fc.tuple(base, fc.subarray(required, { minLength: 1 })).map(([b, gone]) => {
    const copy = { ...b };
    for (const n of gone) delete copy[n];
    return ok("missing", `missing ${gone.join(", ")}`, copy);
  });

  const extraKey = fc
    .tuple(
      base,
      fc.oneof(fc.string(), fc.constantFrom("is_admin", "id", "status", "received_at", "toString", "hasOwnProperty", "valueOf", "constructor", "prototype", "__defineGetter__", "Website", "PARENT_NAME", "name ")),
      jsonArb,
    )
    .filter(([, k]) => !Object.hasOwn(endpoint.fields, k) && k !== "__proto__")
    .map(([b, k, v]) => ok("extraKey", `extra key ${JSON.stringify(k)}`, set(b, k, v)));

  const tooLong = fc
    .tuple(base, fc.constantFrom(...withMax).chain((n) => fc.integer({ min: endpoint.fields[n]!.max! + 1, max: endpoint.fields[n]!.max! + 2_000 }).map((len) => [n, len] as const)))
    .map(([b, [n, len]]) => {
      const kind = endpoint.fields[n]!.kind;
      const fill = kind === "phone" ? "5" : kind === "email" ? "a".repeat(len - 6) + "@b.com" : "a".repeat(len);
      return ok("tooLong", `${n} of ${len} characters`, set(b, n, kind === "phone" ? fill.repeat(len) : fill));
    });

  const hugeBody = fc
    .tuple(base, fc.constantFrom(...names, "padding"), fc.integer({ min: endpoint.maxBody + 1, max: endpoint.maxBody + 64 * 1024 }), fc.constantFrom("x", " ", "é", "😀", "\u0000"))
    .map(([b, n, len, ch]) => ok("hugeBody", `body over ${endpoint.maxBody / 1024} KiB (${n} of ${len} x ${JSON.stringify(ch)})`, set(b, n, ch.repeat(len)), 413));

  const odd = fc
    .tuple(
      base,
      fc.constantFrom(...unicodeTargets),
      fc.nat(),
      fc.constantFrom(...oddUnicodeNotSpace),
    )
    .filter(([, n, , ch]) => !(ch === "\uFEFF" && endpoint.fields[n]!.kind === "phone"))
    .map(([b, n, pos, ch]) => {
      const value = String(b[n] ?? "");
      const kind = endpoint.fields[n]!.kind;
      // Names and phones are trimmed: put the character inside so it cannot be trimmed away.
      const inner = kind === "name" || kind === "phone";
      const target = value.trim() === "" && inner ? "ab" : value;
      const lead = target.length - target.trimStart().length;
      const core = target.trim().length;
      const index = inner ? lead + 1 + (pos % (core - 1)) : pos % (target.length + 1);
      return ok("oddUnicode", `odd Unicode ${JSON.stringify(ch)} in ${n}`, set(b, n, insertAt(target, index, ch)));
    });

  const oddImprovement =
    endpoint.form === "feedback"
      ? [
          fc
            .tuple(base, fc.constantFrom(...readingImprovementOptions), fc.nat(), fc.constantFrom(...oddUnicodeNotSpace))
            .map(([b, option, pos, ch]) => ok("oddUnicode", `odd Unicode in an improvement`, set(b, "reading_behavior_improvements", [insertAt(option, pos % (option.length + 1), ch)]))),
        ]
      : [];

  const protoKey = fc.tuple(base, fc.constantFrom(...dangerousKeys), dangerousValues, fc.boolean()).map(([b, k, v, first]): Malformed => {
    const own = `${JSON.stringify(k)}:${JSON.stringify(v)}`;
    const text = json(b);
    return {
      kind: "protoKey",
      what: `own key ${k}`,
      text: first ? `{${own},${text.slice(1)}` : `${text.slice(0, -1)},${own}}`,
      contentType: "application/json",
      expect: 400,
    };
  });

  const duplicateKey = fc
    .tuple(base, fc.constantFrom(...names).chain((n) => wrongValue(endpoint.fields[n]!).map((v) => [n, v] as const)))
    .map(([b, [n, v]]): Malformed => {
      const text = json(b);
      return { kind: "duplicateKey", what: `duplicate key ${n}`, text: `${text.slice(0, -1)},${JSON.stringify(n)}:${JSON.stringify(v)}}`, contentType: "application/json", expect: 400 };
    });

  const isJson = (s: string) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  };
  const brokenJson = fc.oneof(
    fc.tuple(base, fc.nat()).map(([b, cut]) => {
      const text = json(b);
      return text.slice(0, cut % text.length);
    }),
    base.map((b) => `${json(b).slice(0, -1)},}`),
    base.map((b) => json(b).replaceAll('"', "'")),
    base.map((b) => json(b).replace(/"([a-z_]+)":/g, "$1:")),
    base.map((b) => `${json(b)}}`),
    base.map((b) => `/* comment */${json(b)}`),
    base.map((b) => `${json(b).slice(0, -1)},"x":NaN}`),
    base.map((b) => `${json(b).slice(0, -1)},"x":undefined}`),
    base.map((b) => `${json(b)}\u0000`),
    fc.integer({ min: 1, max: 12_000 }).map((depth) => `{"a":${"[".repeat(depth)}`),
    fc.string({ unit: "binary" }),
  ).filter((text) => !isJson(text)).map((text): Malformed => ({ kind: "brokenJson", what: `broken JSON ${JSON.stringify(text.slice(0, 80))}`, text, contentType: "application/json", expect: 400 }));

  // Deep but under the body limit (with room for the real key and token), so the nesting itself is what is refused.
  const deepNesting = base
    .chain((b) => {
      const room = Math.floor((endpoint.maxBody - new TextEncoder().encode(json(b)).length - 512) / 2);
      return fc.tuple(fc.constant(b), fc.integer({ min: Math.min(100, room), max: Math.min(10_000, room) }), fc.constantFrom(...names, "extra"));
    })
    .map(([b, depth, n]): Malformed => {
      const text = json(b);
      return {
        kind: "deepNesting",
        what: `${depth}-deep nesting in ${n}`,
        text: `${text.slice(0, -1)},${JSON.stringify(n)}:${"[".repeat(depth)}${"]".repeat(depth)}}`,
        contentType: "application/json",
        expect: 400,
      };
    });

  const nonObject = fc
    .oneof(
      fc.jsonValue().filter((v) => v === null || typeof v !== "object" || Array.isArray(v)).map((v) => JSON.stringify(v)),
      base.map((b) => JSON.stringify([b])),
      fc.constantFrom("[]", "null", "true", "0", '""', '"{}"'),
    )
    .map((text): Malformed => ({ kind: "notObject", what: `not an object: ${text.slice(0, 80)}`, text, contentType: "application/json", expect: 400 }));

  const notJson = fc
    .tuple(
      base,
      fc.constantFrom(
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonp",
        "text/json",
        "application/xml",
        "json",
        "application/json5",
        "application/ json",
        "",
      ),
    )
    .map(([b, type]) => ok("contentType", `Content-Type ${JSON.stringify(type)}`, b, 415, type));

  const badTokens =
    endpoint.requireToken
      ? [
          fc
            .tuple(base, fc.oneof(fc.constantFrom("@@OTHER_FORM@@", "@@TOO_FRESH@@", "@@EXPIRED@@", "@@TAMPERED@@", "", "abc.def", "a.b.c"), fc.string({ maxLength: 500 })))
            .map(([b, token]) => ok("badToken", `bad form token ${JSON.stringify(token)}`, set(b, "form_token", token))),
        ]
      : [];

  return fc.oneof(
    { weight: 3, arbitrary: wrongType },
    { weight: 3, arbitrary: invalid },
    { weight: 2, arbitrary: missing },
    { weight: 2, arbitrary: extraKey },
    { weight: 2, arbitrary: tooLong },
    { weight: 1, arbitrary: hugeBody },
    { weight: 2, arbitrary: odd },
    ...oddImprovement.map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 2, arbitrary: protoKey },
    { weight: 1, arbitrary: duplicateKey },
    { weight: 2, arbitrary: brokenJson },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: nonObject },
    { weight: 1, arbitrary: notJson },
    ...badTokens.map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 1, arbitrary: fc.constant(ok("empty", "empty object", {})) },
  );
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe.each(endpoints)("$path under fuzzing", (endpoint) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX_ATTEMPTS: "1000000" });
    const issue = async (form: string) =>
      ((await (await t.app.request(`/api/form-token?form=${form}`)).json()) as { token: string }).token;
    const start = t.clock.now;
    t.clock.now = start - 31 * 60_000;
    tokens["@@EXPIRED@@"] = await issue(endpoint.form);
    t.clock.now = start;
    tokens[TOKEN] = await issue(endpoint.form);
    tokens["@@OTHER_FORM@@"] = await issue(endpoint.form === "contact" ? "partnership" : "contact");
    t.clock.now = start + 5_000;
    tokens["@@TOO_FRESH@@"] = await issue(endpoint.form);
    const valid = tokens[TOKEN];
    tokens["@@TAMPERED@@"] = valid.slice(0, -2) + (valid.endsWith("AA") ? "BB" : "AA");
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () =>
    (
      await sql<Record<Table, number>>`select
        (select count(*) from discovery_call_requests) as discovery_call_requests,
        (select count(*) from contact_messages) as contact_messages,
        (select count(*) from partnership_inquiries) as partnership_inquiries,
        (select count(*) from feedback_submissions) as feedback_submissions`.execute(t.db)
    ).rows[0]!;

  /** Puts a fresh key and the right tokens in place of the placeholders. */
  const fill = (text: string) => {
    let out = text.replaceAll(JSON.stringify(KEY), JSON.stringify(t.key()));
    for (const [name, token] of Object.entries(tokens)) out = out.replaceAll(JSON.stringify(name), JSON.stringify(token));
    return out;
  };

  const base = endpoint.valid.map(({ body }) => ({ ...body, idempotency_key: KEY, form_token: TOKEN }) as Body);

  it(
    `answers ${MALFORMED_RUNS} malformed requests with 400, 413 or 415 and stores nothing`,
    async () => {
      const before = await counts();
      // The counts after the previous run: one query per run, and a run that stores a row is the one reported.
      let last = before;
      const seen = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(malformedFor(endpoint, base), async (m) => {
          const kind = m.kind;
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
          const countsBefore = last;
          const res = await t.app.request(endpoint.path, {
            method: "POST",
            headers: m.contentType === "" ? {} : { "Content-Type": m.contentType },
            body: m.contentType === "" ? new TextEncoder().encode(fill(m.text)) : fill(m.text),
          });
          const answer = await res.text();
          last = await counts();
          expect([400, 413, 415], `${m.what}: ${res.status} ${answer.slice(0, 300)}`).toContain(res.status);
          expect(res.status, `${m.what}: ${answer.slice(0, 300)}`).toBe(m.expect);
          expect(JSON.parse(answer)).toMatchObject({ error: expect.any(String) });
          expect(last, m.what).toEqual(countsBefore);
        }),
        { numRuns: MALFORMED_RUNS },
      );
      expect(await counts()).toEqual(before);
      // Every kind of damage was tried.
      expect([...seen.keys()].sort()).toEqual(
        ["wrongType", "invalid", "missing", "extraKey", "tooLong", "hugeBody", "oddUnicode", "protoKey", "duplicateKey", "brokenJson", "deepNesting", "notObject", "contentType", "empty", ...(endpoint.requireToken ? ["badToken"] : [])].sort(),
      );
    },
    TIMEOUT,
  );

  it(
    `accepts ${VALID_RUNS} valid payloads and stores each once, exactly as normalised`,
    async () => {
      await fc.assert(
        fc.asyncProperty(endpoint.valid, async ({ body, expected }) => {
          const key = t.key();
          const sent = { ...body, idempotency_key: key, ...(endpoint.requireToken ? { form_token: tokens[TOKEN] } : {}) };
          const before = await counts();
          const res = await t.post(endpoint.path, sent);
          const answer = await res.text();
          expect(res.status, `${answer.slice(0, 300)} for ${JSON.stringify(sent).slice(0, 500)}`).toBe(201);
          const { id } = JSON.parse(answer) as { id: number };
          const row = await t.db.selectFrom(endpoint.table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
          expect(row).toMatchObject({
            ...storedAs(expected),
            id,
            idempotency_key: key,
            status: "new",
            received_at: new Date(t.clock.now).toISOString(),
          });
          expect(await counts()).toEqual({ ...before, [endpoint.table]: before[endpoint.table] + 1 });
        }),
        { numRuns: VALID_RUNS },
      );
    },
    TIMEOUT,
  );
});
