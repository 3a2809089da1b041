import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { loadEnvFile } from "#common/load-env-file.ts";
import { privacyAdmin } from "#common/privacy/content/admin.ts";
import { backupDatabase, restoreSqlite } from "./db/backup.server";
import { copySqliteToPostgres } from "./db/copy.server";
import { loadServerConfig, mailSettings, type ServerConfig } from "./config.server";
import { migrateToLatest, openDatabase } from "./db/database.server";
import { retentionSettings, runRetention } from "./privacy/retention.server";
import { applySuppression, carrySuppression, erasePerson, exportPerson, findPerson, isBusinessAddress } from "./privacy/person.server";
import { isPostgresUrl } from "./db/dialect";
import { addEvent, editEvent, removeEvent } from "./events/manage-events.server";
import { addOrganizationTestimonial, approveFeedbackTestimonial, listTestimonials, setTestimonialStatus } from "./testimonials/testimonials.server";
import { composeTestEmail, deliverableAddress, newMessageId } from "#server/email/compose.server";
import { createMailTransport, sendOutboxRow } from "#server/email/transport.server";
import { findActiveUser, inviteUser, listUsers, removeUser, resetSecondFactor, setupLink } from "./auth/accounts.server";
import { freeErasedCalls } from "./booking/submission-hook.server";

const usage = `Owner tools (run after a build: npm run owner -- <command>)

  testimonials list
  testimonials approve <feedback-id> [--title "Parent of two"] [--story "shortened story"]
  testimonials hide <individual|organization> <id>
  testimonials show <individual|organization> <id>
  testimonials add-org --name "Lincoln Elementary" --content "..." [--image /images/...]

  events list
  events add --title T --date YYYY-MM-DD --location L --description D --type T
             [--subtitle S] [--start HH:MM] [--end HH:MM] [--image /images/...] [--ticket-link https://...]
  events edit <id> [any of the options above]
  events remove <id>

  users list
  users add --email someone@example.com [--role owner|assistant]   (prints a one-time setup link, valid 1 hour)
  users remove <email>
  users reset-2fa <email>   (signs them out; prints a new setup link)

  db copy --from ./data/site.db --to postgres://user@host:5432/site
             (SQLite to a new, empty PostgreSQL database: every table, ids kept; then point DATABASE_URL at it)
  db backup --to FILE      (SQLite: a consistent copy while the site runs; PostgreSQL: prints the pg_dump command)
  db restore --from FILE   (SQLite: stop the site first; the current file is kept beside it; people
                            erased on request are erased from the restored copy again)
  db suppress [--from DATABASE]   (after a restore made another way, e.g. pg_restore into a new
                            database: carries the erased list of the database it replaces, then
                            erases everyone on it again)
  mail test --to someone@example.com   (sends one email now through SMTP_URL, not through the
                                        outbox, and prints the mail server's answer)
  person find <email>      (everything stored about an address: forms, notes, booked calls, emails)
  person export <email>    (the same as one JSON document, on standard output)
  person erase <email> --yes   (deletes all of it at once; the audit log keeps the address's hash)
  retention run            (the daily retention sweep, now: prints what it removed, by table and count)

It uses the same DATABASE_URL as the site.`;

const options = {
  title: { type: "string" },
  story: { type: "string" },
  name: { type: "string" },
  content: { type: "string" },
  image: { type: "string" },
  subtitle: { type: "string" },
  date: { type: "string" },
  start: { type: "string" },
  end: { type: "string" },
  location: { type: "string" },
  description: { type: "string" },
  type: { type: "string" },
  "ticket-link": { type: "string" },
  email: { type: "string" },
  role: { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  yes: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** The features' parts in erasing a person, as the server gives them (server/app.server.ts). */
const eraseHooks = (config: ServerConfig) => ({ "discovery-call": freeErasedCalls(config.BUSINESS_TIME_ZONE) });

function idArg(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`Expected a numeric id, got "${value ?? ""}"`);
  return id;
}

function kindArg(value: string | undefined): "individual" | "organization" {
  if (value === "individual" || value === "organization") return value;
  throw new Error('Expected "individual" or "organization"');
}

async function main() {
  loadEnvFile();
  const { values, positionals } = parseArgs({ options, allowPositionals: true, strict: true });
  const [area, command, ...rest] = positionals;
  if (values.help || !area) return console.log(usage);
  const config = loadServerConfig();
  if (area === "db") return databaseCommand(command, config, values);
  if (area === "mail") return mailCommand(config, command, values.to);
  const db = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  const eventFields = {
    title: values.title,
    subtitle: values.subtitle,
    date: values.date,
    start: values.start,
    end: values.end,
    location: values.location,
    description: values.description,
    type: values.type,
    image: values.image,
    ticketLink: values["ticket-link"],
  };
  const defined = Object.fromEntries(Object.entries(eventFields).filter(([, v]) => v !== undefined));
  try {
    if (area === "testimonials" && command === "list") {
      const { pending, individuals, organizations } = await listTestimonials(db);
      console.log("Feedback waiting for approval (permission given):");
      console.table(pending.map((p) => ({ id: p.id, name: p.full_name, story: p.experience_story.slice(0, 60), received: p.received_at })));
      console.log("Individual testimonials:");
      console.table(individuals.map((t) => ({ id: t.id, name: t.full_name, status: t.status, story: t.experience_story.slice(0, 60) })));
      console.log("Organization testimonials:");
      console.table(organizations.map((t) => ({ id: t.id, name: t.organization_name, status: t.status, content: t.testimonial_content.slice(0, 60) })));
    } else if (area === "testimonials" && command === "approve") {
      const id = await approveFeedbackTestimonial(db, idArg(rest[0]), { title: values.title, story: values.story });
      console.log(`Published as individual testimonial ${id}. The site shows it within 5 minutes.`);
    } else if (area === "testimonials" && (command === "hide" || command === "show")) {
      await setTestimonialStatus(db, kindArg(rest[0]), idArg(rest[1]), command === "hide" ? "hidden" : "approved");
      console.log(`${rest[0]} testimonial ${rest[1]} is now ${command === "hide" ? "hidden" : "shown"}.`);
    } else if (area === "testimonials" && command === "add-org") {
      const id = await addOrganizationTestimonial(db, { name: values.name ?? "", content: values.content ?? "", image: values.image });
      console.log(`Added organization testimonial ${id}.`);
    } else if (area === "events" && command === "list") {
      const rows = await db.selectFrom("events").select(["id", "date", "time_label", "title", "location"]).orderBy("date").execute();
      console.table(rows);
    } else if (area === "events" && command === "add") {
      const id = await addEvent(db, defined as Parameters<typeof addEvent>[1]);
      console.log(`Added event ${id}.`);
    } else if (area === "events" && command === "edit") {
      await editEvent(db, idArg(rest[0]), defined);
      console.log(`Updated event ${rest[0]}.`);
    } else if (area === "events" && command === "remove") {
      await removeEvent(db, idArg(rest[0]));
      console.log(`Removed event ${rest[0]}.`);
    } else if (area === "users" && command === "list") {
      const users = await listUsers(db);
      console.table(users.map((u) => ({ email: u.email, name: u.name, role: u.role, "second factor": u.enrolled ? "on" : "reset: waiting for setup", "recovery codes left": u.recoveryCodesLeft, passkeys: u.passkeys })));
    } else if (area === "users" && command === "add") {
      const role = values.role ?? "owner";
      if (role !== "owner" && role !== "assistant") throw new Error('--role: expected "owner" or "assistant"');
      const result = await inviteUser(db, { email: values.email ?? "", role, actor: null, address: null, now: Date.now() });
      if (!result.ok) throw new Error(result.reason === "taken" ? "--email: that person already has an account" : "--email: expected an email address");
      console.log(`Setup link for ${values.email} (${role}), valid one hour, works once:\n${setupLink(config.setupLinkOrigin, result.token)}`);
    } else if (area === "users" && (command === "remove" || command === "reset-2fa")) {
      const user = await findActiveUser(db, rest[0] ?? "");
      if (!user) throw new Error(`No account for "${rest[0] ?? ""}"`);
      const meta = { actor: null, address: null, now: Date.now() };
      if (command === "remove") {
        const result = await removeUser(db, user.id, meta);
        if (!result.ok) throw new Error(result.reason === "last-owner" ? "That is the last owner: add another owner first" : "No such account");
        console.log(`Removed ${result.email}; they are signed out.`);
      } else {
        const result = await resetSecondFactor(db, user.id, meta);
        if (!result.ok) throw new Error("No such account");
        console.log(`${result.email} is signed out and needs to set up again. Setup link, valid one hour, works once:\n${setupLink(config.setupLinkOrigin, result.token)}`);
      }
    } else if (area === "person" && (command === "find" || command === "export" || command === "erase")) {
      const email = rest[0] ?? "";
      if (!email.includes("@")) throw new Error("Expected an email address, for example: person find ana@example.org");
      // The business's own addresses, every one she has published and the environment's: as the back office refuses them.
      if (await isBusinessAddress(db, config, email)) throw new Error(privacyAdmin.businessAddress(email.trim().toLowerCase()));
      if (command === "export") {
        console.log(JSON.stringify(exportPerson(await findPerson(db, email), Date.now()), null, 2));
      } else if (command === "find") {
        const person = await findPerson(db, email);
        if (person.submissions.length === 0 && person.emails.length === 0 && person.orders.length === 0) console.log(`Nothing is stored about ${person.email}.`);
        for (const s of person.submissions) {
          const bookings = s.kind === "discovery-call" ? s.bookings.map((b) => ` booked call ${new Date(Number(b.start_at)).toISOString()} (${b.status})`).join(";") : "";
          console.log(`${s.kind} ${s.row.id}: received ${s.row.received_at}, ${s.row.status}, ${s.notes.length} notes${bookings}`);
        }
        for (const e of person.emails) console.log(`email ${e.id}: ${e.purpose}, ${e.status}, written ${e.created_at}`);
        for (const o of person.orders) console.log(`order ${o.id}: ${o.package_id}, ${o.status}, ${(o.amount_total / 100).toFixed(2)} ${o.currency.toUpperCase()}, made ${new Date(Number(o.created_at)).toISOString()}`);
      } else {
        if (!values.yes) throw new Error("This deletes everything stored about the address and cannot be undone: add --yes to go ahead.");
        const counts = await erasePerson(db, email, { actor: null, business: config, now: Date.now(), hooks: eraseHooks(config) });
        console.log(`Erased: ${counts.submissions} forms, ${counts.notes} notes, ${counts.bookings} booked calls, ${counts.emails} emails; ${counts.orders} orders kept for the accounts without name, email or link. Address hash ${counts.hash}.`);
      }
    } else if (area === "retention" && command === "run") {
      const result = await runRetention(db, retentionSettings(config), Date.now(), (line) => console.log(line));
      if (!result.ran) {
        console.log("A server is sweeping right now; try again in a minute.");
        process.exitCode = 1;
      }
    } else {
      console.log(usage);
      process.exitCode = 2;
    }
  } finally {
    await db.destroy();
  }
}

/** `db copy`, `db backup`, `db restore`: they open the databases themselves, and migrate only what they must. */
async function databaseCommand(command: string | undefined, config: ServerConfig, values: { from?: string; to?: string }) {
  const databaseUrl = config.DATABASE_URL;
  if (command === "copy") {
    if (!values.from || isPostgresUrl(values.from)) throw new Error("--from: the SQLite file to copy, e.g. ./data/site.db");
    if (!values.to || !isPostgresUrl(values.to)) throw new Error("--to: the new PostgreSQL database, postgres://user@host:5432/site");
    const source = openDatabase(values.from);
    const target = openDatabase(values.to);
    try {
      const copied = await copySqliteToPostgres(source, target, (line) => console.log(line));
      console.log(`Copied ${copied.length} tables. Now set DATABASE_URL to the PostgreSQL address and start the site.`);
    } finally {
      await Promise.all([source.destroy(), target.destroy()]);
    }
  } else if (command === "backup") {
    if (!values.to) throw new Error("--to: the backup file to write (it must not exist)");
    const db = openDatabase(databaseUrl);
    try {
      const outcome = await backupDatabase(db, databaseUrl, values.to);
      console.log(outcome.kind === "sqlite" ? `Backed up to ${outcome.file}. Restore with: npm run owner -- db restore --from ${outcome.file}` : outcome.instructions);
    } finally {
      await db.destroy();
    }
  } else if (command === "restore") {
    if (!values.from) throw new Error("--from: the backup file to restore");
    const { path, keptAs } = await restoreSqlite(databaseUrl, values.from);
    console.log(`Restored ${values.from} to ${path}.${keptAs ? ` The database it replaced is kept as ${keptAs}.` : ""}`);
    // The backup may be older than some erasures: the replaced database's suppression list is
    // carried over, then everyone on it is erased again.
    await eraseAgain(path, keptAs, config);
    console.log("Start the site again.");
  } else if (command === "suppress") {
    // After a restore done without `db restore` (PostgreSQL's pg_restore into a new database):
    // the replaced database's list is carried over (--from), then everyone on it is erased again.
    await eraseAgain(databaseUrl, values.from ?? null, config);
  } else {
    console.log(usage);
    process.exitCode = 2;
  }
}

/** Carries the suppression list of the database at `replacedUrl` (if any) into `databaseUrl`'s, then erases everyone on it from there again. */
async function eraseAgain(databaseUrl: string, replacedUrl: string | null, config: ServerConfig) {
  const db = openDatabase(databaseUrl);
  try {
    // A dump older than the suppression list's table is brought up to date first (as the site would on start).
    await migrateToLatest(db);
    if (replacedUrl) {
      const replaced = openDatabase(replacedUrl);
      try {
        console.log(`Erased addresses carried over from the replaced database: ${await carrySuppression(replaced, db)}.`);
      } finally {
        await replaced.destroy();
      }
    }
    const suppressed = await applySuppression(db, { actor: null, business: config, now: Date.now(), hooks: eraseHooks(config) });
    console.log(`People erased on request, erased again: ${suppressed.people} (${suppressed.submissions} forms, ${suppressed.emails} emails).`);
  } finally {
    await db.destroy();
  }
}

/** `mail test --to x@y`: one email straight through SMTP_URL; the server's answer, or why not. */
async function mailCommand(config: ServerConfig, command: string | undefined, to: string | undefined) {
  if (command !== "test") {
    console.log(usage);
    process.exitCode = 2;
    return;
  }
  const address = deliverableAddress(to ?? "");
  if (!address) throw new Error("--to: expected an email address, for example --to you@example.com");
  const mail = mailSettings(config);
  if (!mail.smtpUrl) throw new Error("SMTP_URL is not set: email cannot be sent. Set it (smtp://user:pass@host:587 or smtps://user:pass@host:465) and try again.");
  const email = composeTestEmail([address], { businessName: config.business.name, timeZone: config.BUSINESS_TIME_ZONE }, Date.now());
  const transport = createMailTransport(mail.smtpUrl);
  try {
    const sent = await sendOutboxRow(transport, mail.from, {
      message_id: newMessageId(mail.from),
      recipients: address,
      reply_to: null,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
    });
    console.log(`Sent to ${address} (Message-ID ${sent.messageId}).\nThe mail server answered: ${sent.response}`);
  } catch (error) {
    const e = error as { response?: string; message?: string };
    throw new Error(`Sending failed: ${e.response ?? e.message ?? String(error)}`);
  } finally {
    transport.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    console.error(error.issues.map((i) => `--${String(i.path[0] ?? "")}: ${i.message}`).join("\n"));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
