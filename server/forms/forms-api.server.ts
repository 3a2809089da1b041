import { Hono } from "hono";
import type { FormTokens } from "./form-token.server";
import { formIds, type FormId } from "#common/forms/kinds.ts";
import { isFormId } from "./kinds.server";
import { FEEDBACK_MAX_BODY_BYTES, submitRoute } from "./submit-route.server";
import type { SubmissionService } from "./submissions.server";

/** The forms whose body may be larger than the default's (submit-route.server.ts). */
const bodyLimits: Partial<Record<FormId, number>> = { feedback: FEEDBACK_MAX_BODY_BYTES };

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

  // One endpoint per form of the list (common/forms/kinds.ts), /api/submit-<form>, as the spec names them.
  for (const form of formIds) api.route(`/submit-${form}`, submitRoute(service, form, { trustProxy: deps.trustProxy, maxBodyBytes: bodyLimits[form] }));
  return api;
}
