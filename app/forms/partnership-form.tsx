import { formCopy } from "#common/forms/content/forms.ts";
import { partnershipFormCopy as copy } from "#common/forms/content/partnership-form.ts";
import { cn } from "~/lib/cn";
import { partnershipBasics } from "#common/forms/partnership.page.ts";
import { lazyDefinition, type FormOnPage, type FormOutcome } from "#common/forms/form-definition.ts";
import { Button } from "~/components/ui/button";
import { BlockedNotice, FormMeta, FormStatus, PrivacyLink, TextAreaField, TextField } from "./form-fields";
import { useSiteForm, type FormPageData } from "./use-site-form";

/** The partnership inquiry as /schools holds it: its checks (#common/forms/partnership.ts) load at the first interaction. */
const partnershipFormPage: FormOnPage = {
  ...partnershipBasics,
  definition: lazyDefinition(() => import("#common/forms/partnership.ts").then((module) => module.partnershipForm)),
};

/**
 * The school and organization partnership inquiry: attempt-limited (3 sends a minute, then
 * 5 minutes with a countdown), validated with the shared schema, screened by the honeypot and
 * the signed form token, and stored once per idempotency key. On success the form clears.
 */
export function PartnershipForm({ className, page, pageResult }: { className?: string; page: FormPageData; pageResult?: FormOutcome }) {
  const { Form, formProps, meta, errors, status, submitting, blocked, blockedNotice, defaultValue } = useSiteForm(partnershipFormPage, { page, pageResult });
  const field = (name: keyof typeof copy.labels) => ({ name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  return (
    <Form {...formProps} id="partnership-form" aria-label={copy.formLabel} className={cn("relative grid gap-5 text-left sm:grid-cols-2", className)}>
      <FormStatus result={status} className="sm:col-span-2" />
      <FormMeta {...meta} />
      <TextField {...field("contact_name")} required autoComplete="name" maxLength={100} />
      <TextField {...field("email")} type="email" inputMode="email" required autoComplete="email" maxLength={254} />
      <TextField {...field("organization_name")} required autoComplete="organization" maxLength={200} />
      <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} hint={formCopy.phoneHint} />
      <TextField {...field("students_count")} className="sm:col-span-2" maxLength={100} hint={copy.studentsCountHint} />
      <TextAreaField {...field("message")} required rows={5} className="sm:col-span-2" maxLength={3000} placeholder={copy.messagePlaceholder} hint={copy.messageHint} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BlockedNotice message={blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || blocked}>
          {submitting ? copy.submitting : copy.submitLabel}
        </Button>
        <p className="text-center text-sm text-ink-soft">{copy.responseNote}</p>
        <PrivacyLink form="partnership" className="text-center" />
      </div>
    </Form>
  );
}
