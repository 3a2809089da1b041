import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/testimonials";
import { adminHeaders, adminMeta } from "~/components/admin/admin-ui";
import { SavedMessage, TextArea, TextInput } from "~/components/admin/admin-fields";
import { buttonClasses } from "~/components/ui/button";
import { testimonialsAdmin as copy } from "~/content/admin";
import type { FieldErrors } from "~/lib/forms/rules";
import { audit, requireAdminAction, requireAdminPage } from "../../../server/auth/guard.server";
import { formatReceived } from "../../../server/inbox/inbox.server";
import { inboxTimeZone } from "../../../server/inbox/inbox-route.server";
import {
  addOrganizationTestimonial,
  approveFeedbackTestimonial,
  checkIndividual,
  checkOrganization,
  editIndividualTestimonial,
  editOrganizationTestimonial,
  listTestimonials,
  setTestimonialStatus,
  testimonialLimits as limits,
} from "../../../server/testimonials/testimonials.server";

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

type Failure = { form: string; errors: FieldErrors; values: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function positiveId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await request.formData();
  const intent = text(form, "intent");
  const id = positiveId(text(form, "id"));
  const db = context.db;
  const fail = (key: string, errors: FieldErrors, values: Record<string, string>) => data<Failure>({ form: key, errors, values }, { status: 400 });
  const done = (flag: (typeof savedFlags)[number]) => redirect(`/admin/testimonials?saved=${flag}`);

  try {
    if (intent === "approve" && id) {
      const values = { title: text(form, "title"), story: text(form, "story") };
      const checked = checkIndividual(values);
      if (!checked.ok) return fail(`approve-${id}`, checked.errors, values);
      const testimonialId = await approveFeedbackTestimonial(db, id, checked.data);
      await audit(context, user, "testimonial.approve", `feedback ${id} as individual testimonial ${testimonialId}`);
      return done("approved");
    }
    if (intent === "edit-individual" && id) {
      const values = { title: text(form, "title"), story: text(form, "story") };
      const checked = checkIndividual(values);
      if (!checked.ok) return fail(`edit-individual-${id}`, checked.errors, values);
      await editIndividualTestimonial(db, id, checked.data);
      await audit(context, user, "testimonial.edit", `individual testimonial ${id}`);
      return done("edited");
    }
    if ((intent === "hide" || intent === "show") && id) {
      const kind = text(form, "kind");
      if (kind !== "individual" && kind !== "organization") throw data(copy.notFound, { status: 404 });
      await setTestimonialStatus(db, kind, id, intent === "hide" ? "hidden" : "approved");
      await audit(context, user, `testimonial.${intent}`, `${kind} testimonial ${id}`);
      return done(intent === "hide" ? "hidden" : "shown");
    }
    if (intent === "add-org" || (intent === "edit-org" && id)) {
      const values = { name: text(form, "name"), content: text(form, "content") };
      const checked = checkOrganization(values);
      const key = intent === "add-org" ? "add-org" : `edit-org-${id}`;
      if (!checked.ok) return fail(key, checked.errors, values);
      if (intent === "add-org") {
        const newId = await addOrganizationTestimonial(db, checked.data);
        await audit(context, user, "testimonial.add", `organization testimonial ${newId}`);
        return done("added");
      }
      await editOrganizationTestimonial(db, id!, checked.data);
      await audit(context, user, "testimonial.edit", `organization testimonial ${id}`);
      return done("edited");
    }
  } catch (error) {
    // The feature module's "No … with id" and "did not give permission": nothing to change here.
    if (error instanceof Error && /^(No |Feedback \d+ )/.test(error.message)) throw data(copy.notFound, { status: 404 });
    throw error;
  }
  throw data(copy.notFound, { status: 404 });
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
  const failed = (key: string) => (actionData && actionData.form === key ? actionData : null);
  const addFailure = failed("add-org");

  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>
      <SavedMessage message={saved ? (copy.saved[saved] ?? null) : null} />
      {actionData ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-danger bg-coral-soft px-4 py-3">
          {copy.fixErrors}
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
            {pending.map((p) => {
              const key = `approve-${p.id}`;
              const failure = failed(key);
              return (
                <li key={p.id} className="rounded-2xl border border-line bg-surface p-4">
                  <h3 className="break-words text-lg font-semibold">{copy.pending.from(p.name, p.ages)}</h3>
                  <p className="text-sm text-ink-soft">{copy.pending.received(p.received)}</p>
                  <Form method="post" className="mt-3 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="approve" />
                    <input type="hidden" name="id" value={p.id} />
                    <TextInput id={`${key}-title`} name="title" label={copy.fields.title} hint={copy.fields.titleHint} maxLength={limits.titleMax} defaultValue={failure?.values.title ?? ""} error={failure?.errors.title} />
                    <TextArea id={`${key}-story`} name="story" label={copy.fields.story} hint={copy.fields.storyHint} rows={5} defaultValue={failure?.values.story ?? p.story} error={failure?.errors.story} />
                    <div>
                      <button type="submit" className={buttonClasses("primary", "md")}>
                        {copy.pending.approve}
                      </button>
                    </div>
                  </Form>
                </li>
              );
            })}
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
              const key = `edit-individual-${t.id}`;
              const failure = failed(key);
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
                    <Form method="post" className="mt-3 flex flex-col gap-3">
                      <input type="hidden" name="intent" value="edit-individual" />
                      <input type="hidden" name="id" value={t.id} />
                      <TextInput id={`${key}-title`} name="title" label={copy.fields.title} hint={copy.fields.titleHint} maxLength={limits.titleMax} defaultValue={failure?.values.title ?? t.title} error={failure?.errors.title} />
                      <TextArea id={`${key}-story`} name="story" label={copy.fields.story} hint={copy.fields.storyHint} rows={5} defaultValue={failure?.values.story ?? t.story} error={failure?.errors.story} />
                      <div>
                        <button type="submit" className={buttonClasses("primary", "md")}>
                          {copy.published.save}
                        </button>
                      </div>
                    </Form>
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
              const key = `edit-org-${t.id}`;
              const failure = failed(key);
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
                    <Form method="post" className="mt-3 flex flex-col gap-3">
                      <input type="hidden" name="intent" value="edit-org" />
                      <input type="hidden" name="id" value={t.id} />
                      <TextInput id={`${key}-name`} name="name" label={copy.fields.orgName} maxLength={limits.orgNameMax} defaultValue={failure?.values.name ?? t.name} error={failure?.errors.name} />
                      <TextArea id={`${key}-content`} name="content" label={copy.fields.orgContent} rows={4} defaultValue={failure?.values.content ?? t.content} error={failure?.errors.content} />
                      <div>
                        <button type="submit" className={buttonClasses("primary", "md")}>
                          {copy.organizations.save}
                        </button>
                      </div>
                    </Form>
                  </details>
                </li>
              );
            })}
          </ul>
        )}

        <div className="mt-6 rounded-2xl border border-line bg-surface p-4">
          <h3 className="text-lg font-semibold">{copy.organizations.add}</h3>
          {/* Remounted after each addition so the boxes are empty again. */}
          <Form method="post" key={organizations.length} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="add-org" />
            <TextInput id="add-org-name" name="name" label={copy.fields.orgName} maxLength={limits.orgNameMax} defaultValue={addFailure?.values.name ?? ""} error={addFailure?.errors.name} />
            <TextArea id="add-org-content" name="content" label={copy.fields.orgContent} rows={4} defaultValue={addFailure?.values.content ?? ""} error={addFailure?.errors.content} />
            <div>
              <button type="submit" className={buttonClasses("primary", "md")}>
                {copy.organizations.addSubmit}
              </button>
            </div>
          </Form>
        </div>
      </section>
    </div>
  );
}
