import { Hono } from "hono";
import type { Kysely } from "kysely";
import { formIds, type FormId } from "../../app/lib/forms/common";
import { contactSchema } from "../../app/lib/forms/contact";
import { discoveryCallSchema } from "../../app/lib/forms/discovery-call";
import { feedbackSchema } from "../../app/lib/forms/feedback";
import { partnershipSchema } from "../../app/lib/forms/partnership";
import type { AppDatabase } from "../db/database.server";
import type { Database } from "../db/schema";
import { FEEDBACK_MAX_BODY_BYTES, submitRoute, type SubmitDeps } from "./submit-route.server";

type SubmissionTable = "discovery_call_requests" | "contact_messages" | "partnership_inquiries" | "feedback_submissions";

/** Finds an earlier submission by its idempotency key. */
function finder(db: AppDatabase, table: SubmissionTable) {
  return async (key: string) => {
    const row = await (db as Kysely<Database>)
      .selectFrom(table)
      .select("id")
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    return row?.id;
  };
}

/**
 * Inserts one row; if a concurrent retry with the same key won the race, returns that row's id.
 * The single INSERT is its own transaction: the id is only returned once it is committed.
 */
function storer<T extends SubmissionTable>(db: AppDatabase, table: T) {
  const find = finder(db, table);
  return async (row: Record<string, unknown> & { idempotency_key: string }) => {
    const inserted = await (db as Kysely<any>)
      .insertInto(table)
      .values(row)
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    const id = (inserted?.id as number | undefined) ?? (await find(row.idempotency_key));
    if (id === undefined) throw new Error(`insert into ${table} returned no id`);
    return id;
  };
}

export function formsApi(db: AppDatabase, deps: SubmitDeps) {
  const api = new Hono();
  const now = deps.now ?? Date.now;

  // Issued when a form opens; the submit endpoint checks its age and signature.
  api.get("/form-token", (c) => {
    const form = c.req.query("form") as FormId | undefined;
    if (!form || !formIds.includes(form)) return c.json({ error: "Unknown form" }, 400);
    c.header("Cache-Control", "no-store");
    return c.json({ token: deps.tokens.issue(form, now()) });
  });

  const storeDiscovery = storer(db, "discovery_call_requests");
  api.route(
    "/submit-discovery-call",
    submitRoute(deps, {
      form: "discovery-call",
      schema: discoveryCallSchema,
      requireToken: true,
      findByKey: finder(db, "discovery_call_requests"),
      store: ({ website: _w, form_token: _t, ...data }, receivedAt) => storeDiscovery({ ...data, received_at: receivedAt }),
    }),
  );

  const storeContact = storer(db, "contact_messages");
  api.route(
    "/submit-contact",
    submitRoute(deps, {
      form: "contact",
      schema: contactSchema,
      requireToken: true,
      findByKey: finder(db, "contact_messages"),
      store: ({ website: _w, form_token: _t, child_age, ...data }, receivedAt) =>
        storeContact({ ...data, child_age: Number(child_age), received_at: receivedAt }),
    }),
  );

  const storePartnership = storer(db, "partnership_inquiries");
  api.route(
    "/submit-partnership",
    submitRoute(deps, {
      form: "partnership",
      schema: partnershipSchema,
      requireToken: true,
      findByKey: finder(db, "partnership_inquiries"),
      store: ({ website: _w, form_token: _t, ...data }, receivedAt) => storePartnership({ ...data, received_at: receivedAt }),
    }),
  );

  const storeFeedback = storer(db, "feedback_submissions");
  api.route(
    "/submit-feedback",
    submitRoute(deps, {
      form: "feedback",
      schema: feedbackSchema,
      // A client may spend a long time on this form; it is screened by the honeypot and the attempt limit.
      requireToken: false,
      maxBodyBytes: FEEDBACK_MAX_BODY_BYTES,
      findByKey: finder(db, "feedback_submissions"),
      store: ({ website: _w, form_token: _t, reading_behavior_improvements, ...data }, receivedAt) =>
        storeFeedback({
          ...data,
          reading_behavior_improvements: JSON.stringify(reading_behavior_improvements),
          website_testimonial_permission: Number(data.website_testimonial_permission),
          permission_use_instructional: Number(data.permission_use_instructional),
          permission_share_with_clients: Number(data.permission_share_with_clients),
          permission_share_feedback_social: Number(data.permission_share_feedback_social),
          permission_testimonial_future_stories: Number(data.permission_testimonial_future_stories),
          permission_contact_marketing: Number(data.permission_contact_marketing),
          received_at: receivedAt,
        }),
    }),
  );

  return api;
}
