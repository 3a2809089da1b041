import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { toast } from "~/components/ui/toaster";
import { inquiryTopicValues, newIdempotencyKey } from "~/lib/forms/common";
import {
  contactBlockOptions,
  contactChildAgeOptions,
  contactFieldNames,
  contactFormSchema,
  contactHearAboutUsOptions,
  contactSchema,
  emptyContactForm,
  toContactPayload,
  type ContactForm as ContactFormState,
} from "~/lib/forms/contact";
import { fieldErrorsFrom } from "~/lib/forms/rules";
import { Button } from "../ui/button";
import { BlockedNotice, focusFirstInvalid, Honeypot, SelectField, TextAreaField, TextField } from "./form-fields";
import { mapFieldErrors, submitForm, SubmitError } from "./submit-form";
import { useAttemptLimit } from "./use-attempt-limit";
import { useFormSession } from "./use-form-session";

type Errors = Partial<Record<keyof ContactFormState, string>>;

export const contactCopy = {
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Message Sent!",
  successText: "Thank you for your message. We'll get back to you within 24 hours.",
  errorTitle: "Error",
  errorFallback: "Failed to send message. Please try again.",
  submitting: "Sending...",
};

/**
 * The contact form on /connect. Links elsewhere on the site may prefill it: ?topic= picks the
 * inquiry block (foundations, explorers, adventurers, general) and ?subject= starts the message.
 */
export function ContactForm({ submitLabel }: { submitLabel: string }) {
  const [form, setForm] = useState<ContactFormState>(emptyContactForm);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const session = useFormSession("contact");
  const limit = useAttemptLimit();
  const [searchParams] = useSearchParams();

  // Read after hydration: the page is prerendered without query parameters.
  useEffect(() => {
    const topic = searchParams.get("topic") ?? "";
    const subject = (searchParams.get("subject") ?? "").slice(0, 200);
    if (!topic && !subject) return;
    setForm((current) => ({
      ...current,
      block: (inquiryTopicValues as readonly string[]).includes(topic) ? topic : current.block,
      message: subject && !current.message ? `${subject}\n\n` : current.message,
    }));
  }, [searchParams]);

  const update = (field: keyof ContactFormState) => (value: string) => {
    session.recordInteraction();
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    // Count the attempt, validate, check the trap field, then send (spec section 4).
    const blocked = limit.attempt();
    if (blocked) {
      toast.error(contactCopy.errorTitle, { description: blocked });
      return;
    }
    const checked = contactFormSchema.safeParse(form);
    if (!checked.success) {
      setErrors(fieldErrorsFrom(checked.error) as Errors);
      toast.error(contactCopy.validationTitle, { description: contactCopy.validationText });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const payload = toContactPayload(form, { website: honeypot, form_token: session.token(), idempotency_key: idempotencyKey.current });
    const final = contactSchema.safeParse(payload);
    if (!final.success) {
      setErrors(mapFieldErrors(fieldErrorsFrom(final.error), contactFieldNames));
      toast.error(contactCopy.validationTitle, { description: contactCopy.validationText });
      return;
    }
    if (honeypot.trim() !== "") {
      toast.error(contactCopy.errorTitle, { description: contactCopy.errorFallback });
      return;
    }
    setSubmitting(true);
    try {
      const result = await submitForm("/api/submit-contact", payload);
      console.info("contact message received", result.id);
      toast.success(contactCopy.successTitle, { description: contactCopy.successText });
      setForm(emptyContactForm);
      setErrors({});
      idempotencyKey.current = newIdempotencyKey();
      limit.reset();
      session.restart();
    } catch (error) {
      if (error instanceof SubmitError && error.status === 429) limit.blockFor(error.retryAfterSeconds);
      if (error instanceof SubmitError) setErrors(mapFieldErrors(error.fieldErrors, contactFieldNames));
      const message = error instanceof SubmitError && error.message ? error.message : contactCopy.errorFallback;
      toast.error(contactCopy.errorTitle, { description: message });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2" aria-busy={submitting}>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <TextField name="firstName" label="First name" required autoComplete="given-name" value={form.firstName} onChange={update("firstName")} error={errors.firstName} />
      <TextField name="lastName" label="Last name" required autoComplete="family-name" value={form.lastName} onChange={update("lastName")} error={errors.lastName} />
      <TextField name="email" label="Email" type="email" inputMode="email" required autoComplete="email" value={form.email} onChange={update("email")} error={errors.email} />
      <TextField name="phone" label="Phone" type="tel" inputMode="tel" required autoComplete="tel" value={form.phone} onChange={update("phone")} error={errors.phone} hint="US number, for example (555) 234-5678" />
      <SelectField name="childAge" label="Your child's age" required placeholder="Choose an age" options={contactChildAgeOptions} value={form.childAge} onChange={update("childAge")} error={errors.childAge} />
      <SelectField name="block" label="What can we help with?" required placeholder="Choose a topic" options={contactBlockOptions} value={form.block} onChange={update("block")} error={errors.block} />
      <TextAreaField
        name="message"
        label="Your message"
        required
        rows={6}
        maxLength={3000}
        className="sm:col-span-2"
        value={form.message}
        onChange={update("message")}
        error={errors.message}
        hint="10 to 3000 characters."
      />
      <SelectField
        name="hearAboutUs"
        label="How did you hear about us?"
        placeholder="Choose one"
        className="sm:col-span-2"
        options={contactHearAboutUsOptions}
        value={form.hearAboutUs}
        onChange={update("hearAboutUs")}
        error={errors.hearAboutUs}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BlockedNotice message={limit.blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || limit.blocked} className="sm:self-start">
          {submitting ? contactCopy.submitting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
