import { useId, type ReactNode } from "react";
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
} from "#common/forms/content/feedback-form.ts";
import { feedbackFormExtras } from "#common/forms/content/feedback-form-extra.ts";
import { cn } from "~/lib/cn";
import { feedbackBasics, readingImprovementOptions } from "#common/forms/feedback.page.ts";
import { lazyDefinition, type FormOnPage, type FormOutcome } from "#common/forms/form-definition.ts";
import { permissionFields, type RatingField } from "#common/forms/feedback-fields.ts";
import { limits } from "#common/forms/limits.ts";
import { Button } from "~/components/ui/button";
import { FormMeta, FormStatus, PrivacyLink } from "./form-fields";
import { useSiteForm, type FormPageData } from "./use-site-form";

/** The feedback form as /feedback holds it: its checks (#common/forms/feedback.ts) load at the first interaction. */
const feedbackFormPage: FormOnPage = {
  ...feedbackBasics,
  definition: lazyDefinition(() => import("#common/forms/feedback.ts").then((module) => module.feedbackForm)),
};

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
          {step ? <span className="sr-only">{feedbackFormExtras.sectionOf(step, 6)}</span> : null}
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
        {feedbackFormExtras.ratingScaleTitle}
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
  defaultValue: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength: number;
  className?: string;
};

function TextQuestion({ field, defaultValue, error, required, multiline, type = "text", className, ...rest }: TextQuestionProps) {
  const id = useId();
  const question = feedbackQuestions[field];
  const describedBy = [question.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field,
    defaultValue,
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
        <textarea {...common} rows={4} className={cn(controlClasses, "py-3")} {...rest} />
      ) : (
        <input {...common} type={type} className={cn(controlClasses, "min-h-12")} {...rest} />
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
function RatingQuestion({ field, defaultValue, required }: { field: RatingField; defaultValue: string; required?: boolean }) {
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
            className="rating-point transition hover:border-primary has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              id={`${id}-${point.value}`}
              name={field}
              value={point.value}
              defaultChecked={defaultValue === String(point.value)}
              className="rating-radio"
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

function CheckboxOption({ id, name, value = "on", defaultChecked, children }: { id: string; name: string; value?: string; defaultChecked: boolean; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
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
export function FeedbackForm({ page, pageResult }: { page: FormPageData; pageResult?: FormOutcome }) {
  const { Form, formProps, meta, errors, status, submitting, defaultValue, defaultValues } = useSiteForm(feedbackFormPage, { page, pageResult });
  const baseId = useId();
  const text = (field: FeedbackTextField) => ({ field, defaultValue: defaultValue(field), error: errors[field] });
  const rating = (field: RatingField) => ({ field, defaultValue: defaultValue(field) });
  const chosenImprovements = defaultValues("reading_behavior_improvements");
  const flag = (field: string) => defaultValue(field) !== "";

  return (
    <Form {...formProps} id="feedback-form" aria-label={copy.formLabel} className="relative grid gap-8">
      <FormStatus result={status} />
      <FormMeta {...meta} />
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
                name="reading_behavior_improvements"
                value={option}
                defaultChecked={chosenImprovements.includes(option)}
              >
                {feedbackFormExtras.improvementLabels[option]}
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
          name="website_testimonial_permission"
          defaultChecked={flag("website_testimonial_permission")}
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
            <CheckboxOption key={field} id={`${baseId}-${field}`} name={field} defaultChecked={flag(field)}>
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
        <PrivacyLink form="feedback" className="text-center" />
      </div>
    </Form>
  );
}
