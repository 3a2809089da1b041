import { timeZoneName } from "#common/time-zone-names.ts";
import { sql, type Expression, type SqlBool } from "kysely";
import { stringify } from "csv-stringify/sync";
import { inboxAdmin as copy } from "#common/inbox/content/admin.ts";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { formIds } from "#common/forms/kinds.ts";
import { languageInfo, parseLanguage, type Language } from "#common/languages.ts";
import type * as replyWords from "#common/inbox/content/reply-subjects.ts";
import replySubjectsByLanguage from "#common/inbox/content/reply-subjects.ts?languages";
import { formChoices } from "#common/forms/registry.ts";
import { isSubmissionStatus, NOTE_MAX, PAGE_SIZE, submissionStatuses, type InboxStatus } from "#common/inbox/inbox.ts";
import type { AppDatabase } from "#server/db/database.server";
import type { SubmissionKind, SubmissionLanguage, SubmissionStatus } from "#server/db/schema";
import { formKinds as kinds, isFormId } from "#server/forms/kinds.server";

/**
 * The owner's inbox: the four submission tables read through ONE query (a UNION ALL of one
 * select per kind, each filtered on its own columns so its indexes serve), ordered and paged once.
 * Status changes and notes go through here too, and are audited through the callback the caller
 * gives (the route passes server/auth's audit()).
 */

// The statuses must be exactly the schema's type (a compile error otherwise); the kinds are the forms' ids.
const sameStatuses: [SubmissionStatus, InboxStatus] extends [InboxStatus, SubmissionStatus] ? true : never = true;
void sameStatuses;

export { isSubmissionStatus, NOTE_MAX, PAGE_SIZE, submissionStatuses };
export const EXCERPT_LENGTH = 120;

export type InboxFilter = {
  /** Empty or absent: every kind. */
  kinds?: readonly SubmissionKind[];
  /** Empty or absent: every status. */
  statuses?: readonly SubmissionStatus[];
  /** Words looked for in the name, email, phone and text columns (case-insensitive, as typed). */
  search?: string;
  /** 1-based. */
  page?: number;
};

export type InboxItem = {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  /** One line, at most about EXCERPT_LENGTH characters. */
  excerpt: string;
  /** ISO-8601 (UTC), as stored. */
  receivedAt: string;
  status: SubmissionStatus;
  /** The language of the page it was sent from ('en' for the JSON API). */
  language: SubmissionLanguage;
  /** A discovery-call request the parent booked a time for (issue 33): its call. */
  call?: InboxCall;
};

/** The call booked from a request: when (ms), and where it stands ("moved": booked again at another time). */
export type InboxCall = { bookingId: number; startAt: number; status: "booked" | "moved" | "cancelled" | "completed" | "no-show" };

export type InboxField = { name: string; label: string; value: string };

export type InboxDetail = InboxItem & {
  phone: string;
  fields: InboxField[];
  /** Kept past the retention period (server/privacy/retention.server.ts) while true. */
  keep: boolean;
};

export type InboxNote = { id: number; authorName: string; authorUserId: number | null; body: string; createdAt: string };

/** Who acts: the signed-in admin user (server/auth's AdminUser fits). */
export type InboxActor = { id: number; name: string };

export type InboxDeps<A extends InboxActor> = {
  /** Writes one audit-log row for a status change or a note (the route passes server/auth's audit). */
  audit: (actor: A, action: string, detail: string) => Promise<void>;
  now?: () => number;
};

/** The parts of the filter a URL carries (?kind=&status=&q=&page=), checked: unknown values are dropped. */
export function filterFromSearchParams(params: URLSearchParams): Required<InboxFilter> {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    kinds: unique(params.getAll("kind").filter(isFormId)),
    statuses: unique(params.getAll("status").filter(isSubmissionStatus)),
    search: (params.get("q") ?? "").trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** One line of the visitor's text: whitespace collapsed, cut at a word near `length` with an ellipsis. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The contact form stores "Block Inquiry: {topic}\nMessage: {text}"; the list shows the text. */
function visitorText(kind: SubmissionKind, text: string): string {
  if (kind === "contact") return text.replace(/^Block Inquiry: [^\n]*\nMessage: /, "");
  return text;
}

/** SQL LIKE pattern for "contains", with the wildcards in the visitor's words taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Formats an ISO time for the owner, in the business's time zone. */
export function formatReceived(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** The same time as "2026-11-21 10:00" in the zone, for the CSV (sorts as text in a spreadsheet). */
export function formatCsvTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}


/**
 * Values a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) get a leading
 * quote: csv-stringify's escape_formulas does this; the BOM makes Excel read the file as UTF-8.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { bom: true, escape_formulas: true, record_delimiter: "windows" });
}

function displayValue(kind: SubmissionKind, column: string, value: unknown): string {
  if (value === null || value === undefined) return column === "overall_satisfaction" || column.endsWith("_rating") ? copy.notRated : "";
  const { flags, lists } = kinds[kind];
  if (flags?.includes(column)) return Number(value) === 1 ? copy.yes : copy.no;
  if (lists?.includes(column)) {
    try {
      const chosen = JSON.parse(String(value)) as unknown;
      return Array.isArray(chosen) ? chosen.map(String).join("\n") : String(value);
    } catch {
      return String(value);
    }
  }
  const text = String(value);
  return formChoices[kind][column]?.find((o) => o.value === text)?.label ?? text;
}

const replySubjects = replySubjectsByLanguage as Record<Language, typeof replyWords>;

/** The subject of the owner's reply to a submission, in the visitor's language (common/inbox/content/reply-subjects.ts). */
export function replySubject(kind: SubmissionKind, language: Language): string {
  return replySubjects[language].replySubject[kind];
}

/** The owner's name for a submission's language ("English", "Spanish"), from the list of languages. */
export function languageName(language: unknown): string {
  return languageInfo(parseLanguage(language)).name;
}

/** Every field of a stored submission row with the owner's label and its value as shown (also the owner's email). */
export function submissionFields(kind: SubmissionKind, row: Record<string, unknown>): InboxField[] {
  const labels: Record<string, string> = formsAdmin.fieldLabels[kind];
  return Object.entries(labels).map(([name, label]) => ({ name, label, value: displayValue(kind, name, row[name]) }));
}

/** Who sent a stored submission row: the name and email columns of its kind, and its main text. */
export function submissionSender(kind: SubmissionKind, row: Record<string, unknown>): { name: string; email: string; text: string } {
  const { columns } = kinds[kind];
  return { name: String(row[columns.name] ?? ""), email: String(row[columns.email] ?? ""), text: visitorText(kind, String(row[columns.text] ?? "")) };
}

export function createInbox<A extends InboxActor>(db: AppDatabase, deps: InboxDeps<A>) {
  const now = deps.now ?? Date.now;

  /** One kind's rows in the common shape, filtered on its own columns. */
  function selectKind(kind: SubmissionKind, filter: InboxFilter) {
    const spec = kinds[kind];
    const { columns } = spec;
    // Column names come from the forms' own storage modules (common/forms/kinds.ts), never from the request.
    const ref = (column: string) => sql.ref(column);
    return db
      .selectFrom(spec.table)
      .select([
        sql<SubmissionKind>`${sql.lit(kind)}`.as("kind"),
        "id",
        sql<string>`${ref(columns.name)}`.as("name"),
        sql<string>`${ref(columns.email)}`.as("email"),
        sql<string>`substr(${ref(columns.text)}, 1, 400)`.as("text"),
        "received_at",
        sql<string>`status`.as("status"),
        sql<string>`language`.as("language"),
      ])
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [];
        if (filter.statuses && filter.statuses.length > 0) {
          conditions.push(eb("status", "in", [...filter.statuses]));
          // A request the parent booked a time for is a call (shown with its call), never a "new" request to answer.
          if (kind === "discovery-call" && filter.statuses.includes("new")) {
            const booked = eb.exists(db.selectFrom("bookings").select("bookings.id").whereRef("bookings.request_id", "=", sql.ref("discovery_call_requests.id")));
            conditions.push(eb.or([eb("status", "!=", "new"), eb.not(booked)]));
          }
        }
        const search = filter.search?.trim();
        if (search) {
          const pattern = containsPattern(search);
          conditions.push(eb.or(spec.search.map((column) => sql<SqlBool>`lower(${ref(column)}) like ${pattern} escape '\\'`)));
        }
        return eb.and(conditions);
      });
  }

  function union(filter: InboxFilter) {
    const chosen = filter.kinds && filter.kinds.length > 0 ? formIds.filter((k) => filter.kinds!.includes(k)) : [...formIds];
    const [first, ...rest] = chosen.map((kind) => selectKind(kind, filter));
    return rest.reduce((all, next) => all.unionAll(next), first!);
  }

  function toItem(row: {
    kind: SubmissionKind;
    id: number;
    name: string;
    email: string;
    text: string;
    received_at: string;
    status: string;
    language: string;
  }): InboxItem {
    return {
      kind: row.kind,
      id: Number(row.id),
      name: row.name,
      email: row.email,
      excerpt: excerptOf(visitorText(row.kind, row.text)),
      receivedAt: row.received_at,
      status: row.status as SubmissionStatus,
      language: parseLanguage(row.language),
    };
  }

  /** The calls booked from these discovery-call requests, by request id (the latest booking of each). */
  async function callsOf(requestIds: number[]): Promise<Map<number, InboxCall>> {
    const calls = new Map<number, InboxCall>();
    if (requestIds.length === 0) return calls;
    const rows = await db
      .selectFrom("bookings")
      .select(["id", "request_id", "start_at", "status", "sequence"])
      .where("request_id", "in", requestIds)
      .orderBy("id")
      .execute();
    for (const row of rows) {
      const moved = row.status === "booked" && Number(row.sequence) > 0;
      calls.set(Number(row.request_id), { bookingId: Number(row.id), startAt: Number(row.start_at), status: moved ? "moved" : (row.status as InboxCall["status"]) });
    }
    return calls;
  }

  async function withCalls<T extends InboxItem>(items: T[]): Promise<T[]> {
    const calls = await callsOf(items.filter((item) => item.kind === "discovery-call").map((item) => item.id));
    return items.map((item) => {
      const call = item.kind === "discovery-call" ? calls.get(item.id) : undefined;
      return call ? { ...item, call } : item;
    });
  }

  async function findRow(kind: SubmissionKind, id: number): Promise<Record<string, unknown> | undefined> {
    if (!isFormId(kind) || !Number.isSafeInteger(id) || id < 1) return undefined;
    return (await db.selectFrom(kinds[kind].table).selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, unknown> | undefined;
  }

  return {
    /** A page of PAGE_SIZE items, newest first across the kinds, and how many match in all. */
    async list(filter: InboxFilter = {}): Promise<{ items: InboxItem[]; total: number; page: number; pages: number }> {
      const all = union(filter).as("inbox");
      const { total } = await db
        .selectFrom(all)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      const pages = Math.max(1, Math.ceil(Number(total) / PAGE_SIZE));
      const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pages);
      const rows = await db
        .selectFrom(all)
        .selectAll()
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .orderBy("kind")
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute();
      return { items: await withCalls(rows.map(toItem)), total: Number(total), page, pages };
    },

    /** How many are still "new", per kind and in all (the navigation's badge). */
    async countNew(): Promise<Record<SubmissionKind, number> & { total: number }> {
      const rows = union({ statuses: ["new"] }).as("inbox");
      const counts = await db
        .selectFrom(rows)
        .select(["kind", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("kind")
        .execute();
      const result = { ...(Object.fromEntries(formIds.map((kind) => [kind, 0])) as Record<SubmissionKind, number>), total: 0 };
      for (const { kind, n } of counts) {
        result[kind] = Number(n);
        result.total += Number(n);
      }
      return result;
    },

    /** Every field of one submission with the owner's label, as the visitor sent it; undefined if absent. */
    async get(kind: SubmissionKind, id: number): Promise<InboxDetail | undefined> {
      const row = await findRow(kind, id);
      if (!row) return undefined;
      const { columns } = kinds[kind];
      const [call] = kind === "discovery-call" ? [...(await callsOf([id])).values()] : [];
      // A booked call has its time: the request form's "best time for a call", left blank, says nothing.
      const fields = submissionFields(kind, row).filter((field) => !(call && field.name === "preferred_time" && field.value === ""));
      return {
        kind,
        id,
        name: String(row[columns.name]),
        email: String(row[columns.email]),
        phone: String(row[columns.phone] ?? ""),
        excerpt: excerptOf(visitorText(kind, String(row[columns.text] ?? ""))),
        receivedAt: String(row.received_at),
        status: row.status as SubmissionStatus,
        language: parseLanguage(row.language),
        fields,
        keep: Number(row.keep) === 1,
        ...(call ? { call } : {}),
      };
    },

    /** Changes the status (audited); false when there is no such submission. Throws on an unknown status. */
    async setStatus(kind: SubmissionKind, id: number, status: SubmissionStatus, actor: A): Promise<boolean> {
      if (!isSubmissionStatus(status)) throw new RangeError(`Unknown status: ${String(status)}`);
      const row = await findRow(kind, id);
      if (!row) return false;
      if (row.status === status) return true;
      // The retention period (24 months by default) runs from the last status change.
      await db
        .updateTable(kinds[kind].table)
        .set({ status, status_changed_at: new Date(now()).toISOString() })
        .where("id", "=", id)
        .execute();
      await deps.audit(actor, "inbox.status", `${kind} #${id}: ${String(row.status)} -> ${status}`);
      return true;
    },

    /** Marks a submission to be kept past the retention period, or not (audited); false when there is no such submission. */
    async setKeep(kind: SubmissionKind, id: number, keep: boolean, actor: A): Promise<boolean> {
      const row = await findRow(kind, id);
      if (!row) return false;
      if ((Number(row.keep) === 1) === keep) return true;
      await db.updateTable(kinds[kind].table).set({ keep: keep ? 1 : 0 }).where("id", "=", id).execute();
      await deps.audit(actor, "inbox.keep", `${kind} #${id}: ${keep ? "keep" : "do not keep"}`);
      return true;
    },

    /** Appends a note by the actor (audited, without its text); false when there is no such submission. */
    async addNote(kind: SubmissionKind, id: number, body: string, actor: A): Promise<boolean> {
      const text = body.replace(/\r\n?/g, "\n").trim();
      if (text === "") throw new RangeError("A note cannot be empty");
      if (text.length > NOTE_MAX) throw new RangeError(`A note can be at most ${NOTE_MAX} characters`);
      if (!(await findRow(kind, id))) return false;
      await db
        .insertInto("submission_notes")
        .values({ kind, submission_id: id, author_user_id: actor.id, author_name: actor.name, body: text, created_at: new Date(now()).toISOString() })
        .execute();
      await deps.audit(actor, "inbox.note", `${kind} #${id}`);
      return true;
    },

    /** The notes on one submission, oldest first. */
    async notes(kind: SubmissionKind, id: number): Promise<InboxNote[]> {
      const rows = await db
        .selectFrom("submission_notes")
        .select(["id", "author_name", "author_user_id", "body", "created_at"])
        .where("kind", "=", kind)
        .where("submission_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ id: r.id, authorName: r.author_name, authorUserId: r.author_user_id, body: r.body, createdAt: r.created_at }));
    },

    /**
     * Every submission matching the filter (all pages), newest first, as CSV rows with a header:
     * kind, id, received (in the zone), status, name, email, phone, the whole main text as stored,
     * and the language of the page it was sent from.
     */
    async exportRows(filter: InboxFilter, timeZone: string): Promise<string[][]> {
      const h = copy.csv.headers;
      const out: string[][] = [[h.kind, h.id, h.received(timeZoneName(timeZone)), h.status, h.name, h.email, h.phone, h.message, h.language]];
      const keys = await db
        .selectFrom(union(filter).as("inbox"))
        .select(["kind", "id"])
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .orderBy("kind")
        .execute();
      // One read per kind for the full rows, then the union's order.
      const full = new Map<string, Record<string, unknown>>();
      for (const kind of formIds) {
        const ids = keys.filter((k) => k.kind === kind).map((k) => Number(k.id));
        for (let i = 0; i < ids.length; i += 500) {
          const rows = await db.selectFrom(kinds[kind].table).selectAll().where("id", "in", ids.slice(i, i + 500)).execute();
          for (const row of rows) full.set(`${kind}:${row.id}`, row as Record<string, unknown>);
        }
      }
      for (const key of keys) {
        const row = full.get(`${key.kind}:${key.id}`);
        if (!row) continue;
        const { columns } = kinds[key.kind];
        out.push([
          formsAdmin.kinds[key.kind].label,
          String(row.id),
          formatCsvTime(String(row.received_at), timeZone),
          copy.statuses[row.status as SubmissionStatus] ?? String(row.status),
          String(row[columns.name] ?? ""),
          String(row[columns.email] ?? ""),
          String(row[columns.phone] ?? ""),
          String(row[columns.text] ?? ""),
          languageName(row.language),
        ]);
      }
      return out;
    },
  };
}

export type Inbox<A extends InboxActor = InboxActor> = ReturnType<typeof createInbox<A>>;
