import type { IconCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { cardClasses, IconTile } from "./learn-ui";

/** A grid of icon cards, each an h3 with its description. */
export function IconCardGrid({ cards, columns = 3 }: { cards: IconCard[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {cards.map((card) => (
        <li key={card.title} className={cn(cardClasses, "flex flex-col gap-4")}>
          <IconTile name={card.icon} />
          <h3 className="text-xl">{card.title}</h3>
          <p className="text-ink-soft">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
