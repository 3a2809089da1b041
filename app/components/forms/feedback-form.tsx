import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "~/components/ui/toaster";
import {
  feedbackFormCopy as copy,
  feedbackQuestions,
  feedbackSections,
  ratingQuestions,
  ratingScale,
  readingImprovementsQuestion,
  testimonialPermissionLabel,
  usagePermissions,
  type FeedbackSection,
  type FeedbackTextField,
} from "~/content/feedback-form";
import { cn } from "~/lib/cn";
import { newIdempotencyKey } from "~/lib/forms/common";
import {
  emptyFeedbackForm,
  feedbackSchema,
  missingRequiredFeedback,
  permissionFields,
  readingImprovementOptions,
  type FeedbackForm as FeedbackFormValues,
  type FeedbackPayload,
  type RatingField,
} from "~/lib/forms/feedback";
import { fieldErrorsFrom, limits } from "~/lib/forms/rules";
import { Button } from "../ui/button";
import { focusFirstInvalid, Honeypot } from "./form-fields";
import { submitForm, SubmitError } from "./submit-form";

type Field = keyof FeedbackFormValues;
type Errors = Partial<Record<Field, string>>;
type Setter = <K extends Field>(field: K, value: FeedbackFormValues[K]) => void;

const controlClasses =
  "w-full rounded-xl border border-line bg-surface px-4 text-ink placeholder:text-ink-soft/80 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden>
      {" "}*
    </span>
  );
}

/** One section of the form: a card with a numbered heading as its legend. */
function FormSection({ section, step, children, scale }: { section: FeedbackSection; step?: number; children: ReactNode; scale?: boolean }) {
  return (
    <fieldset
      aria-describedby={`${section.id}-intro`}
      className="min-w-0 rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8"
    >
      <legend className="float-left mb-1 w-full">
        <h2 id={section.id} className="flex items-center gap-3 text-2xl sm:text-3xl">
          {step ? (
            <span
              aria-hidden
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-on-primary"
            >
              {step}
            </span>
          ) : null}
          {step ? <span className="sr-only">Section {step} of 6: </span> : null}
          {section.title}
        </h2>
      </legend>
      <p id={`${section.id}-intro`} className="clear-left mb-6 text-ink-soft">
        {section.intro}
      </p>
      {scale ? <RatingScaleKey /> : null}
      <div className="grid gap-6">{children}</div>
    </fieldset>
  );
}

/** The meaning of each point on the scale, shown once per section with ratings. */
function RatingScaleKey() {
  const id = useId();
  return (
    <div className="mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-xl bg-paper-alt px-4 py-3 text-sm text-ink">
      <p id={id} className="font-semibold">
        Rating scale:
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-x-4 gap-y-1">
        {ratingScale.map((point) => (
          <li key={point.value} className="whitespace-nowrap">
            {point.value} = {point.meaning}
          </li>
        ))}
      </ul>
    </div>
  );
}

type TextQuestionProps = {
  field: FeedbackTextField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength: number;
  className?: string;
};

function TextQuestion({ field, value, onChange, error, required, multiline, type = "text", className, ...rest }: TextQuestionProps) {
  const id = useId();
  const question = feedbackQuestions[field];
  const describedBy = [question.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field,
    value,
    placeholder: question.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-semibold">
        {question.label}
        {required ? <RequiredMark /> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} className={cn(controlClasses, "py-3")} {...rest} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} className={cn(controlClasses, "min-h-12")} {...rest} />
      )}
      {question.hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {question.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A 1 to 5 rating as a radio group named by its question; arrow keys move between the points. */
function RatingQuestion({ field, value, onChange, required }: { field: RatingField; value: number | null; onChange: (value: number) => void; required?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0 md:flex-row md:items-center md:justify-between md:gap-6">
      <p id={`${id}-question`} className="font-semibold md:max-w-md">
        {ratingQuestions[field]}
        {required ? <RequiredMark /> : null}
      </p>
      {/* Native radios: arrow keys move between the points, and nothing re-renders the form while it hydrates. */}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-question`}
        aria-required={required || undefined}
        className="flex flex-nowrap gap-1.5 sm:gap-2"
      >
        {ratingScale.map((point) => (
          <label
            key={point.value}
            htmlFor={`${id}-${point.value}`}
            className={cn(
              "flex min-w-12 cursor-pointer flex-col items-center gap-1 rounded-xl border border-line bg-paper px-2 py-2 font-semibold transition",
              "hover:border-primary has-checked:border-primary has-checked:bg-primary-soft",
            )}
          >
            <input
              type="radio"
              id={`${id}-${point.value}`}
              name={field}
              value={point.value}
              checked={value === point.value}
              onChange={() => onChange(point.value)}
              className="size-6 shrink-0 cursor-pointer accent-primary"
            />
            <span>
              {point.value}
              <span className="sr-only">: {point.meaning}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

function CheckboxOption({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary"
      />
      <label htmlFor={id} className="cursor-pointer">
        {children}
      </label>
    </div>
  );
}

/**
 * The Design Your Library client feedback form: six sections and five usage permissions. Only
 * the full name and email are required; everything else is the client's choice to answer.
 */
export function FeedbackForm() {
  const [form, setForm] = useState<FeedbackFormValues>(emptyFeedbackForm);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();

  const set: Setter = (field, value) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: FeedbackTextField) => ({
    field,
    value: form[field],
    onChange: (value: string) => set(field, value),
    error: errors[field],
  });
  const rating = (field: RatingField) => ({ field, value: form[field], onChange: (value: number) => set(field, value) });

  const toggleImprovement = (option: (typeof readingImprovementOptions)[number], checked: boolean) => {
    const chosen = new Set(form.reading_behavior_improvements);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    // Keep the listed order, whatever order they were ticked in.
    set("reading_behavior_improvements", readingImprovementOptions.filter((o) => chosen.has(o)));
  };

  const showFieldErrors = (next: Errors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (missingRequiredFeedback(form)) {
      const missing: Errors = {};
      if (form.full_name.trim() === "") missing.full_name = copy.requiredMessage;
      if (form.email_address.trim() === "") missing.email_address = copy.requiredMessage;
      showFieldErrors(missing);
      toast.error(copy.missingTitle, { description: copy.missingText });
      return;
    }
    const payload: FeedbackPayload = { ...form, website: honeypot, idempotency_key: idempotencyKey.current };
    const parsed = feedbackSchema.safeParse(payload);
    if (!parsed.success) {
      showFieldErrors(fieldErrorsFrom(parsed.error) as Errors);
      toast.error(copy.errorTitle, { description: copy.errorText });
      return;
    }
    setSubmitting(true);
    try {
      await submitForm("/api/submit-feedback", payload);
      toast.success(copy.successTitle, { description: copy.successText });
      setForm(emptyFeedbackForm);
      setErrors({});
      setHoneypot("");
      idempotencyKey.current = newIdempotencyKey();
    } catch (error) {
      toast.error(copy.errorTitle, { description: copy.errorText });
      if (error instanceof SubmitError && Object.keys(error.fieldErrors).length > 0) {
        showFieldErrors(error.fieldErrors as Errors);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Client feedback" aria-busy={submitting} className="relative grid gap-8">
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <p className="text-ink-soft">
        <span className="text-danger" aria-hidden>
          *{" "}
        </span>
        {copy.requiredNote}
      </p>

      <FormSection section={feedbackSections.aboutYou} step={1}>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextQuestion {...text("full_name")} required autoComplete="name" maxLength={limits.shortTextMax} />
          <TextQuestion {...text("email_address")} required type="email" inputMode="email" autoComplete="email" maxLength={limits.emailMax} />
          <TextQuestion {...text("phone_number")} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
          <TextQuestion {...text("session_date")} maxLength={20} />
          <TextQuestion {...text("children_ages")} maxLength={100} className="sm:col-span-2" />
        </div>
      </FormSection>

      <FormSection section={feedbackSections.overall} step={2} scale>
        <RatingQuestion {...rating("overall_satisfaction")} required />
        <TextQuestion {...text("most_valuable_aspect")} multiline maxLength={limits.freeTextMax} />
      </FormSection>

      <FormSection section={feedbackSections.ratings} step={3} scale>
        <div className="grid gap-5">
          <RatingQuestion {...rating("quality_deliverables_rating")} />
          <RatingQuestion {...rating("book_selections_rating")} />
          <RatingQuestion {...rating("book_collection_family_values_rating")} />
          <RatingQuestion {...rating("fiction_recommendations_rating")} />
          <RatingQuestion {...rating("ongoing_email_support_rating")} />
        </div>
      </FormSection>

      <FormSection section={feedbackSections.home} step={4}>
        <fieldset aria-describedby={`${baseId}-improvements-hint`} className="min-w-0">
          <legend className="font-semibold">{readingImprovementsQuestion.label}</legend>
          <p id={`${baseId}-improvements-hint`} className="mb-3 text-sm text-ink-soft">
            {readingImprovementsQuestion.hint}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {readingImprovementOptions.map((option, index) => (
              <CheckboxOption
                key={option}
                id={`${baseId}-improvement-${index}`}
                checked={form.reading_behavior_improvements.includes(option)}
                onChange={(checked) => toggleImprovement(option, checked)}
              >
                {option}
              </CheckboxOption>
            ))}
          </div>
        </fieldset>
        <TextQuestion {...text("diverse_book_collection")} multiline maxLength={limits.freeTextMax} />
        <TextQuestion {...text("encouraging_reading_discussions")} multiline maxLength={limits.freeTextMax} />
        <TextQuestion {...text("positive_changes_observed")} multiline maxLength={limits.freeTextMax} />
      </FormSection>

      <FormSection section={feedbackSections.story} step={5}>
        <TextQuestion {...text("experience_story")} multiline maxLength={limits.freeTextMax} />
        <CheckboxOption
          id={`${baseId}-testimonial`}
          checked={form.website_testimonial_permission}
          onChange={(checked) => set("website_testimonial_permission", checked)}
        >
          {testimonialPermissionLabel}
        </CheckboxOption>
      </FormSection>

      <FormSection section={feedbackSections.ahead} step={6}>
        <TextQuestion {...text("service_improvements")} multiline maxLength={limits.freeTextMax} />
        <TextQuestion {...text("additional_services_interest")} multiline maxLength={limits.freeTextMax} />
        <TextQuestion {...text("other_comments")} multiline maxLength={limits.freeTextMax} />
      </FormSection>

      <FormSection section={{ id: "usage-permissions", title: usagePermissions.title, intro: usagePermissions.intro }}>
        <div className="grid gap-4">
          {permissionFields.map((field) => (
            <CheckboxOption key={field} id={`${baseId}-${field}`} checked={form[field]} onChange={(checked) => set(field, checked)}>
              {usagePermissions.labels[field]}
            </CheckboxOption>
          ))}
        </div>
      </FormSection>

      <div className="flex flex-col items-center gap-3">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="text-center text-sm text-ink-soft">{copy.privacyNote}</p>
      </div>
    </form>
  );
}
