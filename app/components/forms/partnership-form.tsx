import { useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import { partnershipForm as partnershipContent } from "~/content/schools";
import { newIdempotencyKey } from "~/lib/forms/common";
import {
  emptyPartnershipForm,
  partnershipFieldNames,
  partnershipFormSchema,
  partnershipSchema,
  toPartnershipPayload,
  type PartnershipForm as PartnershipFormValues,
} from "~/lib/forms/partnership";
import { fieldErrorsFrom } from "~/lib/forms/rules";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { BlockedNotice, focusFirstInvalid, Honeypot, TextAreaField, TextField } from "./form-fields";
import { mapFieldErrors, submitForm, SubmitError } from "./submit-form";
import { useAttemptLimit } from "./use-attempt-limit";
import { useFormSession } from "./use-form-session";

type Errors = Partial<Record<keyof PartnershipFormValues, string>>;

/** The partnership form's texts; the spec's messages (section 8) word for word. */
export const partnershipCopy = {
  nameLabel: "Your name",
  emailLabel: "Work email",
  phoneLabel: "Phone",
  phoneHint: "US number, for example (555) 234-5678",
  organizationLabel: "School or organization",
  studentsCountLabel: "Approximate number of students or families",
  studentsCountHint: partnershipContent.studentsCountHint,
  messageLabel: "Tell us about your community and what you have in mind",
  messagePlaceholder: "For example: we'd love a family reading night this spring for our K-2 families, many of whom speak Spanish at home.",
  messageHint: "10 to 3000 characters.",
  submit: partnershipContent.submitLabel,
  submitting: "Sending Inquiry...",
  responseNote: partnershipContent.responseNote,
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Inquiry Sent!",
  successText: "Partnership inquiry sent successfully! We'll get back to you within 24-48 hours to discuss your literacy program needs.",
  errorTitle: "Error",
  errorFallback: "Failed to send partnership inquiry. Please try again.",
};

/**
 * The school and organization partnership inquiry: attempt-limited (3 sends a minute, then
 * 5 minutes with a countdown), validated with the shared schema, screened by the honeypot and
 * the signed form token, and sent once per idempotency key. On success the form clears.
 */
export function PartnershipForm({ className }: { className?: string }) {
  const [form, setForm] = useState<PartnershipFormValues>(emptyPartnershipForm);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypotValue] = useState("");
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const session = useFormSession("partnership");
  const limit = useAttemptLimit();

  const update = (field: keyof PartnershipFormValues) => (value: string) => {
    session.recordInteraction();
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showInvalid = (next: Errors) => {
    setErrors(next);
    toast.error(partnershipCopy.validationTitle, { description: partnershipCopy.validationText });
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const blocked = limit.attempt();
    if (blocked) {
      toast.error(partnershipCopy.errorTitle, { description: blocked });
      return;
    }
    const checked = partnershipFormSchema.safeParse(form);
    if (!checked.success) {
      showInvalid(fieldErrorsFrom(checked.error) as Errors);
      return;
    }
    const payload = toPartnershipPayload(form, {
      website: honeypot,
      form_token: session.token(),
      idempotency_key: idempotencyKey.current,
    });
    const parsed = partnershipSchema.safeParse(payload);
    if (!parsed.success) {
      showInvalid(mapFieldErrors(fieldErrorsFrom(parsed.error), partnershipFieldNames));
      return;
    }
    // The spec gives this form the contact form's checks (attempt limit and trap field); the
    // interaction and idle rules belong to the discovery call dialog only.
    if (session.honeypot().trim() !== "") {
      toast.error(partnershipCopy.errorTitle, { description: partnershipCopy.errorFallback });
      return;
    }
    setSubmitting(true);
    try {
      await submitForm("/api/submit-partnership", payload);
      toast.success(partnershipCopy.successTitle, { description: partnershipCopy.successText });
      setForm(emptyPartnershipForm);
      setErrors({});
      setHoneypotValue("");
      limit.reset();
      idempotencyKey.current = newIdempotencyKey();
      session.restart();
    } catch (error) {
      if (error instanceof SubmitError && error.status === 429) limit.blockFor(error.retryAfterSeconds);
      if (error instanceof SubmitError) setErrors(mapFieldErrors(error.fieldErrors, partnershipFieldNames));
      const message = error instanceof SubmitError && error.message ? error.message : partnershipCopy.errorFallback;
      toast.error(partnershipCopy.errorTitle, { description: message });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Partnership inquiry"
      aria-busy={submitting}
      className={cn("relative grid gap-5 text-left sm:grid-cols-2", className)}
    >
      <Honeypot
        value={honeypot}
        onChange={(value) => {
          setHoneypotValue(value);
          session.setHoneypot(value);
        }}
      />
      <TextField name="name" label={partnershipCopy.nameLabel} required autoComplete="name" maxLength={100} value={form.name} onChange={update("name")} error={errors.name} />
      <TextField
        name="email"
        label={partnershipCopy.emailLabel}
        type="email"
        inputMode="email"
        required
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={update("email")}
        error={errors.email}
      />
      <TextField
        name="organization"
        label={partnershipCopy.organizationLabel}
        required
        autoComplete="organization"
        maxLength={200}
        value={form.organization}
        onChange={update("organization")}
        error={errors.organization}
      />
      <TextField
        name="phone"
        label={partnershipCopy.phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={form.phone}
        onChange={update("phone")}
        error={errors.phone}
        hint={partnershipCopy.phoneHint}
      />
      <TextField
        name="students_count"
        label={partnershipCopy.studentsCountLabel}
        className="sm:col-span-2"
        maxLength={100}
        value={form.students_count}
        onChange={update("students_count")}
        error={errors.students_count}
        hint={partnershipCopy.studentsCountHint}
      />
      <TextAreaField
        name="message"
        label={partnershipCopy.messageLabel}
        required
        rows={5}
        className="sm:col-span-2"
        maxLength={3000}
        placeholder={partnershipCopy.messagePlaceholder}
        value={form.message}
        onChange={update("message")}
        error={errors.message}
        hint={partnershipCopy.messageHint}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BlockedNotice message={limit.blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || limit.blocked}>
          {submitting ? partnershipCopy.submitting : partnershipCopy.submit}
        </Button>
        <p className="text-center text-sm text-ink-soft">{partnershipCopy.responseNote}</p>
      </div>
    </form>
  );
}
