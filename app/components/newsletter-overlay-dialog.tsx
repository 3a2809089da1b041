import { Check } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toaster";
import { newsletterSubscribeHref } from "~/lib/business";
import { Button } from "./ui/button";
import { Dialog, DialogContent } from "./ui/dialog";

/** The overlay's texts; the spec's messages (section 8) word for word. */
export const newsletterOverlayCopy = {
  title: "Little Reading Ideas, Every Week",
  description: "Join hundreds of parents who get our free weekly newsletter: a friendly note full of ways to make reading the best part of your day.",
  benefitsLabel: "What you get",
  benefits: [
    "Weekly tips for reading together at home",
    "Book recommendations for every age and stage",
    "Simple family activities that bring stories to life",
    "Parent insights from real coaching sessions",
  ],
  emailLabel: "Your email address",
  subscribe: "Subscribe",
  later: "Maybe later",
  closeLabel: "Close newsletter invitation",
  note: "It's free, and you can unsubscribe any time. You'll finish signing up on our newsletter page, which opens in a new tab.",
  emptyTitle: "Email Required",
  emptyText: "Please enter your email address to continue.",
  successTitle: "Welcome aboard! 🎉",
  successText: "Complete your subscription on the newsletter platform page that just opened.",
  failureTitle: "Oops!",
  failureText: "Something went wrong. Please try again in a moment.",
};

export type NewsletterOverlayDialogProps = {
  open: boolean;
  /** "dismissed": the close icon, Escape or "Maybe later"; "subscribed": the subscribe page opened. */
  onClose: (reason: "dismissed" | "subscribed") => void;
};

export default function NewsletterOverlayDialog({ open, onClose }: NewsletterOverlayDialogProps) {
  const copy = newsletterOverlayCopy;
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") {
      setInvalid(true);
      toast.error(copy.emptyTitle, { description: copy.emptyText });
      inputRef.current?.focus();
      return;
    }
    try {
      window.open(newsletterSubscribeHref(email), "_blank", "noopener,noreferrer");
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
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
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
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
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
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          </div>
          <p id={`${id}-note`} className="text-sm text-ink-soft">
            {copy.note}
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
