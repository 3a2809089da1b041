import type { MouseEventHandler } from "react";
import { formCopy } from "#common/forms/content/forms.ts";
import type { FormId } from "#common/forms/common.ts";
import { cn } from "~/lib/cn";
import { SiteLink } from "~/components/site-link";

/**
 * The sections of the privacy notice a "How we use this" link leads to: each form's, and the
 * newsletter sign-up's (`newsletterSection` of common/privacy/content/privacy.ts); each is `#form-<id>` on
 * /privacy (app/privacy/privacy.tsx).
 */
export type PrivacyNoticeForm = FormId | "newsletter";

/**
 * "How we use this": next to a form's submit button, the privacy notice's section for that form.
 * Its own small module, plain markup, so the footer and the newsletter invitation carry it
 * without the form fields.
 */
export function PrivacyLink({ form, className, onClick }: { form: PrivacyNoticeForm; className?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <p className={cn("text-sm text-ink-soft", className)}>
      <SiteLink to={`${formCopy.privacyLink.to}#form-${form}`} onClick={onClick} className="underline underline-offset-4 hover:text-ink">
        {formCopy.privacyLink.label}
      </SiteLink>
    </p>
  );
}
