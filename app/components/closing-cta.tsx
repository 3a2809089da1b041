import { useId, type ReactNode } from "react";
import { Section } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import type { ClosingCtaCopy } from "#common/content/types.ts";

type Props = ClosingCtaCopy & {
  id?: string;
  tone?: "paper" | "alt";
  /** Other actions (for example a discovery call button), shown before the links. */
  children?: ReactNode;
};

/** The call to action that closes an inner page: a teal card with one or two clear next steps. */
export function ClosingCta({ id, eyebrow, heading, text, primary, secondary, tone = "paper", children }: Props) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-heading`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className="rounded-card bg-primary px-6 py-12 text-center text-on-primary shadow-lift sm:px-12 dark:border dark:border-line dark:bg-primary-soft dark:text-ink">
        {eyebrow ? <p className="mb-2 text-sm font-bold tracking-wider uppercase">{eyebrow}</p> : null}
        <h2 id={headingId} className="mx-auto max-w-2xl text-3xl sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {children}
          {primary ? (
            <Button asChild variant="secondary" size="lg">
              <SiteLink to={primary.href}>{primary.label}</SiteLink>
            </Button>
          ) : null}
          {secondary ? (
            <Button asChild variant="onDark" size="lg">
              <SiteLink to={secondary.href}>{secondary.label}</SiteLink>
            </Button>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
