import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SectionProps = {
  id?: string;
  /** Alternate sections between the paper and the deeper sand tone. */
  tone?: "paper" | "alt" | "surface";
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
};

const tones = { paper: "bg-paper", alt: "bg-paper-alt", surface: "bg-surface" } as const;

/** A full-width band with the content column inside, on the 8-px rhythm. */
export function Section({ id, tone = "paper", className, children, ...rest }: SectionProps) {
  return (
    <section id={id} className={cn(tones[tone], "scroll-mt-24 py-16 sm:py-20")} {...rest}>
      <div className={cn("mx-auto max-w-content px-4 sm:px-6", className)}>{children}</div>
    </section>
  );
}

type HeadingProps = { id?: string; eyebrow?: string; title: string; intro?: ReactNode; align?: "left" | "center"; level?: 2 | 3 };

/** Eyebrow label, section heading and a short introduction. */
export function SectionHeading({ id, eyebrow, title, intro, align = "left", level = 2 }: HeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="text-3xl sm:text-4xl">
        {title}
      </Heading>
      {intro ? <div className={cn("mt-4 text-lg text-ink-soft", align === "center" && "mx-auto")}>{intro}</div> : null}
    </div>
  );
}
