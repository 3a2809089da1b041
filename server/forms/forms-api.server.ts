import { Hono } from "hono";
import type { FormTokens } from "./form-token.server";
import { isFormId } from "./kinds.server";
import { FEEDBACK_MAX_BODY_BYTES, submitRoute } from "./submit-route.server";
import type { SubmissionService } from "./submissions.server";

/** The forms' JSON API (for other clients; the site's pages post to their own actions over the same service). */
export function formsApi(service: SubmissionService, deps: { tokens: FormTokens; trustProxy: boolean; now?: () => number }) {
  const api = new Hono();
  const now = deps.now ?? Date.now;

  // Issued when a form opens; the submission service checks its age and signature.
  api.get("/form-token", (c) => {
    const form = c.req.query("form");
    if (!isFormId(form)) return c.json({ error: "Unknown form" }, 400);
    c.header("Cache-Control", "no-store");
    return c.json({ token: deps.tokens.issue(form, now()) });
  });

  const options = { trustProxy: deps.trustProxy };
  api.route("/submit-discovery-call", submitRoute(service, "discovery-call", options));
  api.route("/submit-contact", submitRoute(service, "contact", options));
  api.route("/submit-partnership", submitRoute(service, "partnership", options));
  api.route("/submit-feedback", submitRoute(service, "feedback", { ...options, maxBodyBytes: FEEDBACK_MAX_BODY_BYTES }));
  return api;
}
