import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import type { IconCard } from "#common/content/types.ts";
import { cn } from "~/lib/cn";

/** Cards with an icon, an h3 title and a short description, in a responsive grid. */
export function IconCardGrid({ cards, className, extra }: { cards: IconCard[]; className?: string; extra?: ReactNode }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
        >
          <span aria-hidden className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon name={card.icon} />
          </span>
          <h3 className="text-xl">{card.title}</h3>
          <p className="mt-2 text-ink-soft">{card.description}</p>
        </li>
      ))}
      {extra}
    </ul>
  );
}
