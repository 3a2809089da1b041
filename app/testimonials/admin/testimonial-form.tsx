import { Form } from "react-router";
import { TextArea, TextInput } from "~/admin/admin-fields";
import { buttonClasses } from "~/components/ui/button";
import { testimonialsAdmin as copy } from "#common/testimonials/content/admin.ts";
import type { FieldErrors } from "#common/forms/rules.ts";

/** The forms of /admin/testimonials with fields: a family's story (approve, edit) or an organisation's (add, edit). */
export type TestimonialIntent = "approve" | "edit-individual" | "add-org" | "edit-org";

/** A form sent back with errors: which one (see testimonialFormKey), each field's error and what was typed. */
export type TestimonialFailure = { form: string; fieldErrors: FieldErrors; values: Record<string, string> };

/** Names one form on the page (several are open at once): its fields' ids start with it, and a refused form is found by it. */
export function testimonialFormKey(intent: string, id?: number | string): string {
  return intent === "add-org" ? "add-org" : `${intent}-${id}`;
}

/**
 * One testimonial form, whatever it does: the intent says which fields it has (a story's display
 * title and text, or an organisation's name and words). After a refusal it shows what was typed
 * and each field's error; otherwise `values`, the testimonial as stored (empty to add one).
 */
export function TestimonialForm({
  intent,
  id,
  values,
  failure,
  submitLabel,
  limits,
}: {
  intent: TestimonialIntent;
  id?: number;
  values: Record<string, string>;
  failure: TestimonialFailure | null;
  submitLabel: string;
  limits: { titleMax: number; orgNameMax: number };
}) {
  const key = testimonialFormKey(intent, id);
  const shown = (name: string) => failure?.values[name] ?? values[name] ?? "";
  const error = (name: string) => failure?.fieldErrors[name];
  const story = intent === "approve" || intent === "edit-individual";
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {story ? (
        <>
          <TextInput id={`${key}-title`} name="title" label={copy.fields.title} hint={copy.fields.titleHint} maxLength={limits.titleMax} defaultValue={shown("title")} error={error("title")} />
          <TextArea id={`${key}-story`} name="story" label={copy.fields.story} hint={copy.fields.storyHint} rows={5} defaultValue={shown("story")} error={error("story")} />
        </>
      ) : (
        <>
          <TextInput id={`${key}-name`} name="name" label={copy.fields.orgName} maxLength={limits.orgNameMax} defaultValue={shown("name")} error={error("name")} />
          <TextArea id={`${key}-content`} name="content" label={copy.fields.orgContent} rows={4} defaultValue={shown("content")} error={error("content")} />
        </>
      )}
      <div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
