import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import type { CtaLink } from "~/content/types";
import { cn } from "~/lib/cn";

type Props = {
  eyebrow: string;
  title: string;
  body: string;
  primary: CtaLink;
  secondary?: CtaLink;
  tone?: "paper" | "alt";
};

/** The closing invitation band at the end of a page. */
export function ClosingCta({ eyebrow, title, body, primary, secondary, tone = "paper" }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(tone === "alt" ? "bg-paper-alt" : "bg-paper", "py-16 sm:py-20")}>
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="rounded-card border border-line bg-primary-soft px-6 py-12 text-center shadow-soft sm:px-12">
          <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{eyebrow}</p>
          <h2 id={headingId} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-prose text-lg">{body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <SiteLink to={primary.href}>
                {primary.label}
                <ArrowRight aria-hidden className="size-5" />
              </SiteLink>
            </Button>
            {secondary ? (
              <Button asChild size="lg" variant="onDark">
                <SiteLink to={secondary.href}>{secondary.label}</SiteLink>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
