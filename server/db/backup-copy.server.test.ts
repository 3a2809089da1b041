import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase, checkSqliteBackup, postgresBackupInstructions, restoreSqlite } from "./backup.server";
import { copySqliteToPostgres } from "./copy.server";
import { migrateToLatest, openDatabase, type AppDatabase } from "./database.server";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#tests/database";

const dirs: string[] = [];
const dbs: AppDatabase[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  await Promise.all(databases.splice(0).map((database) => database.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "kindred-backup-"));
  dirs.push(dir);
  return dir;
}

/** A migrated SQLite site with a little of everything, ids with gaps, and the sample events replaced. */
async function sqliteSite(path: string): Promise<AppDatabase> {
  const db = openDatabase(path);
  dbs.push(db);
  await migrateToLatest(db);
  const now = Date.UTC(2026, 10, 21);
  await db.insertInto("users").values([
    { id: 1, email: "owner@example.org", name: "Owner", role: "owner", password_hash: "h1", totp_secret: "S1", totp_last_step: 59_000_000, created_at: "2026-11-01T00:00:00.000Z", removed_at: null },
    { id: 5, email: "helper@example.org", name: "Helper", role: "assistant", password_hash: "h2", totp_secret: null, totp_last_step: null, created_at: "2026-11-02T00:00:00.000Z", removed_at: null },
  ]).execute();
  await db.insertInto("sessions").values({ id: "sess", user_id: 5, created_at: now, last_seen_at: now + 1, expires_at: now + 2 }).execute();
  await db.insertInto("recovery_codes").values({ user_id: 1, code_hash: "c", used_at: null }).execute();
  await db.insertInto("audit_log").values({ at: "2026-11-21T00:00:00.000Z", actor_user_id: 1, actor_email: "owner@example.org", action: "sign-in", detail: null, address: "127.0.0.1" }).execute();
  await db.insertInto("contact_messages").values([
    { id: 3, status: "new", received_at: "2026-11-20T00:00:00.000Z", idempotency_key: "k3", name: "Ann", email: "ann@example.org", phone: "", child_age: 6, message: "Hello, with a quote ' and a NUL-free é", hear_about_us: "" },
    { id: 42, status: "done", received_at: "2026-11-21T00:00:00.000Z", idempotency_key: "k42", name: "Bo", email: "bo@example.org", phone: "1", child_age: 9, message: "Hi", hear_about_us: "friend" },
  ]).execute();
  const feedback = {
    full_name: "Cy", email_address: "cy@example.org", phone_number: "", session_date: "", children_ages: "", overall_satisfaction: 5, most_valuable_aspect: "",
    quality_deliverables_rating: null, book_selections_rating: 4, book_collection_family_values_rating: null, fiction_recommendations_rating: null,
    ongoing_email_support_rating: null, reading_behavior_improvements: "[]", diverse_book_collection: "", encouraging_reading_discussions: "",
    positive_changes_observed: "", experience_story: "A story", website_testimonial_permission: 1, service_improvements: "", additional_services_interest: "",
    other_comments: "", permission_use_instructional: 0, permission_share_with_clients: 0, permission_share_feedback_social: 0,
    permission_testimonial_future_stories: 0, permission_contact_marketing: 0,
  };
  await db.insertInto("feedback_submissions").values({ ...feedback, id: 10, received_at: "2026-11-19T00:00:00.000Z", idempotency_key: "f10" }).execute();
  await db.insertInto("individual_testimonials").values({ feedback_id: 10, full_name: "Cy", professional_title: "Parent", experience_story: "A story", profile_image_url: null, children_ages: null, created_at: "2026-11-19T00:00:00.000Z" }).execute();
  await db.deleteFrom("events").execute();
  await db.insertInto("events").values({ id: 7, slug: "fair", title: "Fair", subtitle: "", date: "2026-12-01", start_time: null, end_time: null, time_label: "Time TBA", location: "L", description: "D", type: "T", image: "/i.svg", ticket_link: null, created_at: "2026-11-01T00:00:00.000Z" }).execute();
  await db.insertInto("page_views").values([{ day: "2026-11-21", path: "/", referrer_host: "", views: 12 }, { day: "2026-11-21", path: "/faq", referrer_host: "example.com", views: 1 }]).execute();
  await db.insertInto("app_secrets").values({ name: "form-token", value: "secret", created_at: "2026-11-01T00:00:00.000Z" }).execute();
  return db;
}

/** Every row of every table the schema has, in a stable order, for comparing two databases. */
async function everything(db: AppDatabase): Promise<Record<string, unknown[]>> {
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const tables = (await any.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_")).map((t) => t.name).sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await any.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

// These are about SQLite files and run the same in both runs (TEST_DB changes nothing here).
describe("db backup and restore (SQLite)", () => {
  it("backs up a running database with VACUUM INTO, never over an existing file, and the backup restores with every row", async () => {
    const dir = tempDir();
    const live = await sqliteSite(join(dir, "site.db"));
    const file = join(dir, "backups", "..", "site-backup.db");
    expect(await backupDatabase(live, join(dir, "site.db"), file)).toEqual({ kind: "sqlite", file: join(dir, "site-backup.db") });
    await expect(backupDatabase(live, join(dir, "site.db"), file)).rejects.toThrow("already exists");
    checkSqliteBackup(file);

    // The site keeps going after the backup, then the owner restores it (site stopped).
    await live.insertInto("page_views").values({ day: "2026-11-22", path: "/", referrer_host: "", views: 1 }).execute();
    const before = await everything(live);
    await live.destroy();
    dbs.splice(dbs.indexOf(live), 1);
    const restored = await restoreSqlite(join(dir, "site.db"), file, new Date(Date.UTC(2026, 10, 23, 10, 0, 0)));
    expect(restored.keptAs).toBe(join(dir, "site.db.before-restore-2026-11-23T10-00-00-000Z"));
    expect(existsSync(restored.keptAs!)).toBe(true);

    const db = openDatabase(join(dir, "site.db"));
    dbs.push(db);
    const after = await everything(db);
    expect(after).toEqual({ ...before, page_views: before.page_views!.filter((row) => (row as { day: string }).day !== "2026-11-22") });
    expect(after.contact_messages).toHaveLength(2);
    // The old file is still there, with the later view in it.
    const kept = openDatabase(restored.keptAs!);
    dbs.push(kept);
    expect(await everything(kept)).toEqual(before);
  });

  it("restores into a place where no database is yet", async () => {
    const dir = tempDir();
    const live = await sqliteSite(join(dir, "site.db"));
    await backupDatabase(live, join(dir, "site.db"), join(dir, "b.db"));
    const restored = await restoreSqlite(`file:${join(dir, "new", "site.db")}`, join(dir, "b.db"));
    expect(restored).toEqual({ path: join(dir, "new", "site.db"), keptAs: null });
    const db = openDatabase(restored.path);
    dbs.push(db);
    expect(await everything(db)).toEqual(await everything(live));
  });

  it("refuses to restore what is not a backup of this site", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "notes.txt"), "not a database, just some text that is long enough to have a header ".repeat(10));
    await expect(restoreSqlite(join(dir, "site.db"), join(dir, "notes.txt"))).rejects.toThrow("not a SQLite database");
    const other = openDatabase(join(dir, "other.db"));
    await sql`create table t (x integer)`.execute(other);
    await other.destroy();
    await expect(restoreSqlite(join(dir, "site.db"), join(dir, "other.db"))).rejects.toThrow("not a backup of this site");
    await expect(restoreSqlite(join(dir, "site.db"), join(dir, "missing.db"))).rejects.toThrow("does not exist");
    expect(existsSync(join(dir, "site.db"))).toBe(false);
    await expect(restoreSqlite("postgres://db/site", join(dir, "other.db"))).rejects.toThrow("pg_restore");
  });

  it("on PostgreSQL, prints the pg_dump and pg_restore commands, without the password", () => {
    const text = postgresBackupInstructions("postgres://site:s3cret@db.internal:5432/site", "site.dump");
    expect(text).toContain('pg_dump --format=custom --no-owner --file "site.dump" "postgres://site@db.internal:5432/site"');
    expect(text).toContain('pg_restore --no-owner --dbname "postgres://site@db.internal:5432/site" "site.dump"');
    expect(text).not.toContain("s3cret");
  });
});

// Needs a PostgreSQL server: runs in the TEST_DB=postgres run (npm test runs both).
describe.skipIf(testDatabaseKind !== "postgres")("db copy from SQLite to PostgreSQL", () => {
  it("copies every table with its ids, and the next row of each gets max + 1", async () => {
    const dir = tempDir();
    const source = await sqliteSite(join(dir, "site.db"));
    const target = await createTestDatabase({ migrate: false });
    databases.push(target);
    const lines: string[] = [];
    const result = await copySqliteToPostgres(source, target.db, (line) => lines.push(line));

    expect(await everything(target.db)).toEqual(await everything(source));
    // Parents before children.
    const order = result.map((r) => r.table);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("sessions"));
    expect(order.indexOf("feedback_submissions")).toBeLessThan(order.indexOf("individual_testimonials"));
    expect(result.find((r) => r.table === "contact_messages")).toEqual({ table: "contact_messages", rows: 2 });
    expect(lines).toContain("events: 1 rows");

    const contact = await target.db
      .insertInto("contact_messages")
      .values({ received_at: "2026-11-22T00:00:00.000Z", idempotency_key: "new", name: "N", email: "n@example.org", phone: "", child_age: 1, message: "m", hear_about_us: "" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(contact.id).toBe(43);
    const user = await target.db
      .insertInto("users")
      .values({ email: "third@example.org", name: "T", role: "assistant", password_hash: "h", totp_secret: null, totp_last_step: null, created_at: "2026-11-22T00:00:00.000Z", removed_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(user.id).toBe(6);
    const event = await target.db
      .insertInto("events")
      .values({ slug: "next", title: "Next", subtitle: "", date: "2027-01-01", start_time: null, end_time: null, time_label: "Time TBA", location: "L", description: "D", type: "T", image: "/i.svg", ticket_link: null, created_at: "2026-11-22T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(event.id).toBe(8);
    // An empty table starts at 1.
    const call = await target.db
      .insertInto("discovery_call_requests")
      .values({ received_at: "x", idempotency_key: "d", parent_name: "", parent_email: "", parent_phone: "", child_name: "", child_age: "", challenges: "", preferred_time: "", timezone: "", hear_about_us: "" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(call.id).toBe(1);
  });

  it("refuses to write into a database that has rows, and changes nothing there", async () => {
    const dir = tempDir();
    const source = await sqliteSite(join(dir, "site.db"));
    const target = await createTestDatabase(); // migrated: the site has started on it (the sample events are in it)
    databases.push(target);
    const before = await everything(target.db);
    await expect(copySqliteToPostgres(source, target.db)).rejects.toThrow(/not empty: .*events \(2 rows\)/);
    expect(await everything(target.db)).toEqual(before);
  });

  it("refuses the wrong way round", async () => {
    const dir = tempDir();
    const source = await sqliteSite(join(dir, "site.db"));
    await expect(copySqliteToPostgres(source, source)).rejects.toThrow("--to must be a postgres:// URL");
    expect(readFileSync(join(dir, "site.db")).length).toBeGreaterThan(0);
  });
});
