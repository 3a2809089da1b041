import { Check, X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

type Props = {
  isHeading: string;
  isItems: string[];
  isNotHeading: string;
  isNotItems: string[];
  /** Heading level of the two card titles. */
  level?: 2 | 3;
};

/** The "What We Are" and "What We Are Not" cards: check marks on one side, crosses on the other. */
export function IsIsNotCards({ isHeading, isItems, isNotHeading, isNotItems, level = 2 }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  const cards = [
    { key: "is", heading: isHeading, items: isItems, Mark: Check, badge: "bg-primary-soft text-primary", bar: "bg-primary" },
    { key: "is-not", heading: isNotHeading, items: isNotItems, Mark: X, badge: "bg-coral-soft text-coral", bar: "bg-coral" },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map(({ key, heading, items, Mark, badge, bar }) => (
        <section
          key={key}
          aria-labelledby={`faq-${key}-heading`}
          className="relative overflow-hidden rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8"
        >
          <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1.5", bar)} />
          <div className="flex items-center gap-3">
            <span aria-hidden className={cn("inline-flex size-11 items-center justify-center rounded-full", badge)}>
              <Mark className="size-6" strokeWidth={2.75} />
            </span>
            <Heading id={`faq-${key}-heading`} className="text-2xl sm:text-3xl">
              {heading}
            </Heading>
          </div>
          <ul className="mt-6 space-y-4">
            {items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden className={cn("mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full", badge)}>
                  <Mark className="size-4" strokeWidth={3} />
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
