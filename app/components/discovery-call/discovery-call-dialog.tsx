import { useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import { hearAboutUsOptions, newIdempotencyKey } from "~/lib/forms/common";
import {
  childAgeOptions,
  discoveryCallFieldNames,
  discoveryCallSchema,
  emptyDiscoveryCallForm,
  preferredTimeOptions,
  toDiscoveryCallPayload,
  type DiscoveryCallForm,
} from "~/lib/forms/discovery-call";
import { fieldErrorsFrom } from "~/lib/forms/rules";
import { BlockedNotice, focusFirstInvalid, Honeypot, SelectField, TextAreaField, TextField } from "../forms/form-fields";
import { mapFieldErrors, submitForm, SubmitError } from "../forms/submit-form";
import { useAttemptLimit } from "../forms/use-attempt-limit";
import { useFormSession } from "../forms/use-form-session";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };
type Errors = Partial<Record<keyof DiscoveryCallForm, string>>;

export const discoveryCopy = {
  title: "Book Your Free Discovery Call",
  description: "A relaxed 15-minute video call about your child and your family's reading life. Free, and no commitment required.",
  submit: "Request My Discovery Call",
  submitting: "Sending Request...",
  validationTitle: "Validation Error",
  validationText: "Please fix the errors in the form and try again.",
  successTitle: "Request Sent!",
  successText: "Your discovery call request has been submitted. We'll contact you shortly via email!",
  errorTitle: "Error",
  errorFallback: "Failed to submit request. Please try again.",
};

/**
 * The discovery call dialog: closed -> open -> submitting -> closed and reset on success; on a
 * failure it stays open with what the visitor typed.
 */
export default function DiscoveryCallDialog({ open, onOpenChange }: Props) {
  const [form, setForm] = useState<DiscoveryCallForm>(emptyDiscoveryCallForm);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypotValue] = useState("");
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const session = useFormSession("discovery-call", open);
  const limit = useAttemptLimit();

  const update = (field: keyof DiscoveryCallForm) => (value: string) => {
    session.recordInteraction();
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setForm(emptyDiscoveryCallForm);
    setErrors({});
    setHoneypotValue("");
    idempotencyKey.current = newIdempotencyKey();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const blocked = limit.attempt();
    if (blocked) {
      toast.error(discoveryCopy.errorTitle, { description: blocked });
      return;
    }
    const payload = toDiscoveryCallPayload(form, {
      website: honeypot,
      form_token: session.token(),
      idempotency_key: idempotencyKey.current,
    });
    const parsed = discoveryCallSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(mapFieldErrors(fieldErrorsFrom(parsed.error), discoveryCallFieldNames));
      toast.error(discoveryCopy.validationTitle, { description: discoveryCopy.validationText });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    const botProblem = session.check();
    if (botProblem) {
      toast.error(discoveryCopy.errorTitle, { description: botProblem });
      return;
    }
    setSubmitting(true);
    try {
      await submitForm("/api/submit-discovery-call", payload);
      toast.success(discoveryCopy.successTitle, { description: discoveryCopy.successText });
      reset();
      session.restart();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof SubmitError && error.status === 429) limit.blockFor(error.retryAfterSeconds);
      if (error instanceof SubmitError) setErrors(mapFieldErrors(error.fieldErrors, discoveryCallFieldNames));
      const message = error instanceof SubmitError && error.message ? error.message : discoveryCopy.errorFallback;
      toast.error(discoveryCopy.errorTitle, { description: message });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent title={discoveryCopy.title} description={discoveryCopy.description} className="max-w-2xl">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2" aria-busy={submitting}>
          <Honeypot
            value={honeypot}
            onChange={(value) => {
              setHoneypotValue(value);
              session.setHoneypot(value);
            }}
          />
          <TextField name="parentName" label="Your name" required autoComplete="name" value={form.parentName} onChange={update("parentName")} error={errors.parentName} />
          <TextField name="email" label="Email" type="email" inputMode="email" required autoComplete="email" value={form.email} onChange={update("email")} error={errors.email} />
          <TextField name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" value={form.phone} onChange={update("phone")} error={errors.phone} hint="US number, for example (555) 234-5678" />
          <SelectField name="childAge" label="Your child's age" required placeholder="Choose an age" options={childAgeOptions} value={form.childAge} onChange={update("childAge")} error={errors.childAge} />
          <SelectField name="preferredTime" label="Best time for a call" placeholder="Any time" options={preferredTimeOptions} value={form.preferredTime} onChange={update("preferredTime")} error={errors.preferredTime} />
          <SelectField name="hearAboutUs" label="How did you hear about us?" placeholder="Choose one" options={hearAboutUsOptions} value={form.hearAboutUs} onChange={update("hearAboutUs")} error={errors.hearAboutUs} />
          <TextAreaField
            name="specificConcerns"
            label="What would you like to talk about?"
            required
            className="sm:col-span-2"
            maxLength={1000}
            placeholder="For example: bedtime reading has become a struggle, or we're looking for books in two languages."
            value={form.specificConcerns}
            onChange={update("specificConcerns")}
            error={errors.specificConcerns}
            hint="10 to 1000 characters."
          />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <BlockedNotice message={limit.blockedNotice} />
            <Button type="submit" size="lg" disabled={submitting || limit.blocked}>
              {submitting ? discoveryCopy.submitting : discoveryCopy.submit}
            </Button>
            <p className="text-center text-sm text-ink-soft">Free 15-minute call · Times in Eastern Time (EST) · We reply by email</p>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
