import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/testimonials";
import { adminHeaders, adminMeta } from "~/admin/admin-ui";
import { SavedMessage } from "~/admin/admin-fields";
import { TestimonialForm, testimonialFormKey, type TestimonialFailure, type TestimonialIntent } from "~/testimonials/admin/testimonial-form";
import { buttonClasses } from "~/components/ui/button";
import { testimonialsAdmin as copy } from "#common/testimonials/content/admin.ts";
import { adminCopy } from "#common/content/admin.ts";
import { single } from "#common/forms/form-definition.ts";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { formatReceived } from "#server/inbox/inbox.server";
import { inboxTimeZone } from "#server/inbox/inbox-route.server";
import { readAdminForm } from "#server/forms/read-form.server";
import {
  addOrganizationTestimonial,
  approveFeedbackTestimonial,
  editIndividualTestimonial,
  editOrganizationTestimonial,
  listTestimonials,
  setTestimonialStatus,
  testimonialForm,
  testimonialLimits as limits,
} from "#server/testimonials/testimonials.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

const savedFlags = ["approved", "edited", "hidden", "shown", "added"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const timeZone = inboxTimeZone(context);
  const { pending, individuals, organizations } = await listTestimonials(context.db);
  const flag = new URL(request.url).searchParams.get("saved") ?? "";
  return {
    pending: pending.map((p) => ({ id: p.id, name: p.full_name, ages: p.children_ages || null, story: p.experience_story, received: formatReceived(p.received_at, timeZone) })),
    individuals: individuals.map((t) => ({ id: t.id, name: t.full_name, title: t.professional_title ?? "", story: t.experience_story, status: t.status })),
    organizations: organizations.map((t) => ({ id: t.id, name: t.organization_name, content: t.testimonial_content, status: t.status })),
    saved: (savedFlags as readonly string[]).includes(flag) ? flag : null,
    limits: { titleMax: limits.titleMax, orgNameMax: limits.orgNameMax },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, testimonialForm);
  if (!form.ok) {
    const { fieldErrors, values } = form;
    // No intent, an unknown one, no id or kind: no testimonial the form could be about.
    if (fieldErrors.intent || fieldErrors.id || fieldErrors.kind) throw data(copy.notFound, { status: 404 });
    // The text fields as typed, shown again beside their errors.
    const typed = Object.fromEntries(["title", "story", "name", "content"].map((name) => [name, single(values, name)]));
    const failure = { form: testimonialFormKey(single(values, "intent"), single(values, "id")), fieldErrors, values: typed };
    return data<TestimonialFailure>(failure, { status: 400 });
  }
  const db = context.db;
  const done = (flag: (typeof savedFlags)[number]) => redirect(`/admin/testimonials?saved=${flag}`);
  const posted = form.data;

  try {
    switch (posted.intent) {
      case "approve": {
        const testimonialId = await approveFeedbackTestimonial(db, posted.id, { title: posted.title, story: posted.story });
        await audit(context, user, "testimonial.approve", `feedback ${posted.id} as individual testimonial ${testimonialId}`);
        return done("approved");
      }
      case "edit-individual":
        await editIndividualTestimonial(db, posted.id, { title: posted.title, story: posted.story });
        await audit(context, user, "testimonial.edit", `individual testimonial ${posted.id}`);
        return done("edited");
      case "hide":
      case "show":
        await setTestimonialStatus(db, posted.kind, posted.id, posted.intent === "hide" ? "hidden" : "approved");
        await audit(context, user, `testimonial.${posted.intent}`, `${posted.kind} testimonial ${posted.id}`);
        return done(posted.intent === "hide" ? "hidden" : "shown");
      case "add-org": {
        const newId = await addOrganizationTestimonial(db, { name: posted.name, content: posted.content });
        await audit(context, user, "testimonial.add", `organization testimonial ${newId}`);
        return done("added");
      }
      case "edit-org":
        await editOrganizationTestimonial(db, posted.id, { name: posted.name, content: posted.content });
        await audit(context, user, "testimonial.edit", `organization testimonial ${posted.id}`);
        return done("edited");
    }
  } catch (error) {
    // The feature module's "No … with id" and "did not give permission": nothing to change here.
    if (error instanceof Error && /^(No |Feedback \d+ )/.test(error.message)) throw data(copy.notFound, { status: 404 });
    throw error;
  }
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={status === "approved" ? "rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold" : "rounded-full bg-paper-alt px-3 py-1 text-sm font-semibold"}>
      {copy.status[status] ?? status}
    </span>
  );
}

function VisibilityForm({ kind, id, status, name }: { kind: "individual" | "organization"; id: number; status: string; name: string }) {
  const hide = status === "approved";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={hide ? "hide" : "show"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={hide ? copy.hide(name) : copy.show(name)} className={buttonClasses("outline", "sm")}>
        {hide ? copy.hideLabel : copy.showLabel}
      </button>
    </Form>
  );
}

export default function AdminTestimonialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, individuals, organizations, saved, limits } = loaderData;
  const failed = (intent: TestimonialIntent, id?: number) => (actionData && actionData.form === testimonialFormKey(intent, id) ? actionData : null);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>
      <SavedMessage message={saved ? (copy.saved[saved] ?? null) : null} />
      {actionData ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-danger bg-coral-soft px-4 py-3">
          {adminCopy.fixErrors}
        </p>
      ) : null}

      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="text-2xl font-semibold">
          {copy.pending.heading}
        </h2>
        {pending.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-4">{copy.pending.empty}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {pending.map((p) => (
              <li key={p.id} className="rounded-2xl border border-line bg-surface p-4">
                <h3 className="break-words text-lg font-semibold">{copy.pending.from(p.name, p.ages)}</h3>
                <p className="text-sm text-ink-soft">{copy.pending.received(p.received)}</p>
                <TestimonialForm intent="approve" id={p.id} values={{ title: "", story: p.story }} failure={failed("approve", p.id)} submitLabel={copy.pending.approve} limits={limits} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="individuals-heading" className="mt-10">
        <h2 id="individuals-heading" className="text-2xl font-semibold">
          {copy.published.heading}
        </h2>
        {individuals.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-4">{copy.published.empty}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {individuals.map((t) => {
              const failure = failed("edit-individual", t.id);
              return (
                <li key={t.id} className="rounded-2xl border border-line bg-surface p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 className="break-words text-lg font-semibold">{t.name}</h3>
                      {t.title ? <p className="text-ink-soft">{t.title}</p> : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={t.status} />
                      <VisibilityForm kind="individual" id={t.id} status={t.status} name={t.name} />
                    </div>
                  </div>
                  <blockquote className="mt-3 whitespace-pre-wrap break-words border-l-4 border-line pl-3">{t.story}</blockquote>
                  <details className="mt-3" open={failure ? true : undefined}>
                    <summary className="cursor-pointer font-semibold text-primary underline underline-offset-4">{copy.published.edit}</summary>
                    <TestimonialForm intent="edit-individual" id={t.id} values={{ title: t.title, story: t.story }} failure={failure} submitLabel={copy.published.save} limits={limits} />
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="organizations-heading" className="mt-10">
        <h2 id="organizations-heading" className="text-2xl font-semibold">
          {copy.organizations.heading}
        </h2>
        {organizations.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-4">{copy.organizations.empty}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {organizations.map((t) => {
              const failure = failed("edit-org", t.id);
              return (
                <li key={t.id} className="rounded-2xl border border-line bg-surface p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 className="break-words text-lg font-semibold">{t.name}</h3>
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={t.status} />
                      <VisibilityForm kind="organization" id={t.id} status={t.status} name={t.name} />
                    </div>
                  </div>
                  <blockquote className="mt-3 whitespace-pre-wrap break-words border-l-4 border-line pl-3">{t.content}</blockquote>
                  <details className="mt-3" open={failure ? true : undefined}>
                    <summary className="cursor-pointer font-semibold text-primary underline underline-offset-4">{copy.organizations.edit}</summary>
                    <TestimonialForm intent="edit-org" id={t.id} values={{ name: t.name, content: t.content }} failure={failure} submitLabel={copy.organizations.save} limits={limits} />
                  </details>
                </li>
              );
            })}
          </ul>
        )}

        <div className="mt-6 rounded-2xl border border-line bg-surface p-4">
          <h3 className="text-lg font-semibold">{copy.organizations.add}</h3>
          {/* Remounted after each addition so the boxes are empty again. */}
          <TestimonialForm key={organizations.length} intent="add-org" values={{}} failure={failed("add-org")} submitLabel={copy.organizations.addSubmit} limits={limits} />
        </div>
      </section>
    </div>
  );
}
