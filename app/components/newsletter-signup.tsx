import { useId, type FormEvent } from "react";
import { localePath } from "#common/content/locale.ts";
import { uiCopy } from "~/content/ui";
import { newsletterSubscribeHref, useBusiness } from "#common/business.ts";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";

/**
 * The footer's subscribe box. An empty email does nothing (as the spec says); otherwise the
 * newsletter platform's subscribe page opens in a new tab with the email filled in. Before and
 * without JavaScript the form posts to /subscribe in a new tab, which sends the visitor on there.
 */
export function NewsletterSignup({ className, buttonLabel, inputLabel }: { className?: string; buttonLabel: string; inputLabel: string }) {
  const details = useBusiness();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    if (email.trim() === "") return;
    window.open(newsletterSubscribeHref(details.newsletterSubscribeUrl, email), "_blank", "noopener,noreferrer");
  };
  return (
    <form method="post" action={localePath("/subscribe")} target="_blank" onSubmit={onSubmit} noValidate className={cn("flex flex-col gap-2 sm:flex-row", className)}>
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={uiCopy.emailPlaceholder}
        className="min-h-12 w-full min-w-0 rounded-full border border-line bg-surface px-4 text-ink placeholder:text-ink-soft"
      />
      <Button type="submit" variant="secondary" className="shrink-0">
        {buttonLabel}
      </Button>
    </form>
  );
}
