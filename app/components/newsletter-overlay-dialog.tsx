import { Check } from "~/components/ui/icons";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import { newsletterSubscribeHref, useBusiness } from "#common/business.ts";
import { newsletterEmailProblem } from "~/lib/newsletter";
import { PrivacyLink } from "~/forms/privacy-link";
import { Button } from "./ui/button";
import { Dialog, DialogContent } from "./ui/dialog";
import { newsletterOverlayCopy } from "~/content/newsletter";
import { localePath } from "#common/content/locale.ts";
import { uiCopy } from "~/content/ui";

export type NewsletterOverlayDialogProps = {
  open: boolean;
  /**
   * "dismissed": the close icon, Escape or "Maybe later"; "subscribed": the subscribe page opened;
   * "left": the visitor followed "How we use this" to the privacy notice (not a "no": no session flag).
   */
  onClose: (reason: "dismissed" | "subscribed" | "left") => void;
};

export default function NewsletterOverlayDialog({ open, onClose }: NewsletterOverlayDialogProps) {
  const details = useBusiness();
  const copy = newsletterOverlayCopy;
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    const problem = newsletterEmailProblem(email);
    if (problem) {
      setInvalid(true);
      toast.error(problem.title, { description: problem.message });
      inputRef.current?.focus();
      return;
    }
    try {
      window.open(newsletterSubscribeHref(details.newsletterSubscribeUrl, email), "_blank", "noopener,noreferrer");
    } catch {
      toast.error(copy.failureTitle, { description: copy.failureText });
      return;
    }
    toast.success(copy.successTitle, { description: copy.successText });
    onClose("subscribed");
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose("dismissed")}>
      <DialogContent
        title={copy.title}
        description={copy.description}
        closeLabel={copy.closeLabel}
        className="max-w-lg"
      >
        <ul aria-label={copy.benefitsLabel} className="mb-6 grid gap-2">
          {copy.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" strokeWidth={3} />
              {benefit}
            </li>
          ))}
        </ul>
        <form method="post" action={localePath("/subscribe")} target="_blank" onSubmit={onSubmit} noValidate className="grid gap-3">
          <label htmlFor={`${id}-email`} className="font-semibold">
            {copy.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={uiCopy.emailPlaceholder}
            onChange={() => setInvalid(false)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-note`}
            className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => onClose("dismissed")}>
              {copy.later}
            </Button>
            <Button type="submit">
              {copy.subscribe}
              <span className="sr-only">{` ${uiCopy.newTab}`}</span>
            </Button>
          </div>
          <p id={`${id}-note`} className="text-sm text-ink-soft">
            {copy.note}
          </p>
          {/* A link inside the dialog: it closes as the notice opens, which it would otherwise cover. */}
          <PrivacyLink form="newsletter" onClick={() => onClose("left")} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
