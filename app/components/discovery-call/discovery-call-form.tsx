import { discoveryCallCopy as copy } from "~/content/discovery-call";
import { formCopy } from "~/content/forms";
import { hearAboutUsOptions } from "~/lib/forms/common";
import { childAgeOptions, discoveryCallForm, preferredTimeOptions } from "~/lib/forms/discovery-call";
import type { FormOutcome } from "~/lib/forms/form-definition";
import { BlockedNotice, FormMeta, FormStatus, SelectField, TextAreaField, TextField } from "../forms/form-fields";
import { useSiteForm, type SiteForm } from "../forms/use-site-form";
import { Button } from "../ui/button";

/** The discovery call form's state, held where it outlives the form (the dialog keeps it while closed). */
export function useDiscoveryCallForm(options: Omit<Parameters<typeof useSiteForm>[1], "antiBot"> = {}) {
  return useSiteForm(discoveryCallForm, { ...options, antiBot: true });
}

/**
 * The discovery call request (spec section 3), in the site-wide dialog and on its own page
 * (/discovery-call, where the dialog's buttons lead without JavaScript).
 */
export function DiscoveryCallForm({ form, pageResult }: { form: SiteForm; pageResult?: FormOutcome }) {
  const { Form, formProps, meta, errors, submitting, blocked, blockedNotice, defaultValue } = form;
  const field = (name: keyof typeof copy.labels) => ({ name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  return (
    <Form {...formProps} className="relative grid gap-5 sm:grid-cols-2">
      <FormStatus result={pageResult} className="sm:col-span-2" />
      <FormMeta {...meta} />
      <TextField {...field("parentName")} required autoComplete="name" />
      <TextField {...field("email")} type="email" inputMode="email" required autoComplete="email" />
      <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" hint={formCopy.phoneHint} />
      <SelectField {...field("childAge")} required placeholder={copy.placeholders.childAge} options={childAgeOptions} />
      <SelectField {...field("preferredTime")} placeholder={copy.placeholders.preferredTime} options={preferredTimeOptions} />
      <SelectField {...field("hearAboutUs")} placeholder={copy.placeholders.hearAboutUs} options={hearAboutUsOptions} />
      <TextAreaField
        {...field("specificConcerns")}
        required
        className="sm:col-span-2"
        maxLength={1000}
        placeholder={copy.placeholders.specificConcerns}
        hint={copy.concernsHint}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BlockedNotice message={blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || blocked}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="text-center text-sm text-ink-soft">{copy.footnote}</p>
      </div>
    </Form>
  );
}
