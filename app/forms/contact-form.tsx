import { contactFormCopy as copy } from "#common/forms/content/contact-form.ts";
import { formCopy } from "#common/forms/content/forms.ts";
import { contactBasics, contactBlockOptions, contactChildAgeOptions, contactHearAboutUsOptions } from "#common/forms/contact.page.ts";
import { lazyDefinition, type FormOnPage, type FormOutcome } from "#common/forms/form-definition.ts";
import { Button } from "~/components/ui/button";
import { BlockedNotice, FormMeta, FormStatus, PrivacyLink, SelectField, TextAreaField, TextField } from "./form-fields";
import { useSiteForm, type FormPageData } from "./use-site-form";

/** The contact form as /connect holds it: its checks (#common/forms/contact.ts) load at the first interaction. */
const contactFormPage: FormOnPage = {
  ...contactBasics,
  definition: lazyDefinition(() => import("#common/forms/contact.ts").then((module) => module.contactForm)),
};

/**
 * The contact form on /connect. Links elsewhere on the site may prefill it (the page's loader
 * reads ?topic= for the inquiry block and ?subject= to start the message).
 */
export function ContactForm({
  page,
  pageResult,
  initialValues,
}: {
  page: FormPageData;
  pageResult?: FormOutcome;
  initialValues?: Record<string, string>;
}) {
  const { Form, formProps, meta, errors, status, submitting, blocked, blockedNotice, defaultValue } = useSiteForm(contactFormPage, {
    page,
    pageResult,
    initialValues,
  });
  const field = (name: keyof typeof copy.labels) => ({ name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  return (
    <Form {...formProps} id="contact-form" className="relative grid gap-5 sm:grid-cols-2">
      <FormStatus result={status} className="sm:col-span-2" />
      <FormMeta {...meta} />
      <TextField {...field("first_name")} required autoComplete="given-name" />
      <TextField {...field("last_name")} required autoComplete="family-name" />
      <TextField {...field("email")} type="email" inputMode="email" required autoComplete="email" />
      <TextField {...field("phone")} type="tel" inputMode="tel" required autoComplete="tel" hint={formCopy.phoneHint} />
      <SelectField {...field("child_age")} required placeholder={copy.placeholders.child_age} options={contactChildAgeOptions} />
      <SelectField {...field("block")} required placeholder={copy.placeholders.block} options={contactBlockOptions} />
      <TextAreaField {...field("message")} required rows={6} maxLength={3000} className="sm:col-span-2" hint={copy.messageHint} />
      <SelectField {...field("hear_about_us")} placeholder={copy.placeholders.hear_about_us} className="sm:col-span-2" options={contactHearAboutUsOptions} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BlockedNotice message={blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || blocked} className="sm:self-start">
          {submitting ? copy.submitting : copy.submitLabel}
        </Button>
        <PrivacyLink form="contact" />
      </div>
    </Form>
  );
}
