import { useId, useState, type FormEvent } from "react";
import { newsletterSubscribeHref } from "~/lib/business";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";

/**
 * The footer's subscribe box. An empty email does nothing (as the spec says); otherwise the
 * newsletter platform's subscribe page opens in a new tab with the email filled in.
 */
export function NewsletterSignup({ className, buttonLabel, inputLabel }: { className?: string; buttonLabel: string; inputLabel: string }) {
  const [email, setEmail] = useState("");
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") return;
    window.open(newsletterSubscribeHref(email), "_blank", "noopener,noreferrer");
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cn("flex flex-col gap-2 sm:flex-row", className)}>
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="min-h-12 w-full min-w-0 rounded-full border border-line bg-surface px-4 text-ink placeholder:text-ink-soft"
      />
      <Button type="submit" variant="secondary" className="shrink-0">
        {buttonLabel}
      </Button>
    </form>
  );
}
