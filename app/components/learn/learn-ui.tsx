import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { StarRow, StarTiles, type StarShape } from "~/components/ui/star-row";
import { ratingLabels } from "~/content/ratings";
import { cn } from "~/lib/cn";

/** The shared card look on these pages: a rounded surface with a soft shadow. */
export const cardClasses = "rounded-card border border-line bg-surface p-6 shadow-soft sm:p-7";
/** Cards with an action lift a little on hover. */
export const liftClasses = "transition hover:-translate-y-0.5 hover:shadow-lift";

type BadgeTone = "marigold" | "primary" | "coral" | "plain";
const badgeTones: Record<BadgeTone, string> = {
  marigold: "bg-marigold-soft text-ink",
  primary: "bg-primary-soft text-ink",
  coral: "bg-coral-soft text-ink",
  plain: "border border-line bg-paper text-ink",
};

/** A small rounded label for ages, topics and tags. */
export function Badge({ tone = "marigold", className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm leading-tight font-semibold", badgeTones[tone], className)}>
      {children}
    </span>
  );
}

/** A list of badges, for topic and tag lists. */
export function BadgeList({ items, label, tone = "plain" }: { items: string[]; label: string; tone?: BadgeTone }) {
  return (
    <ul aria-label={label} className="flex flex-wrap content-start gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The content's icon in a soft teal tile. */
export function IconTile({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary", className)}>
      <Icon name={name} className="size-6" />
    </span>
  );
}

const ratingShape: StarShape = { size: 18, gap: 2, strokeWidth: 1.75, outlineEmpty: true };

/** Around a list of cards with ratings: their stars' images, set once for the list. */
export function RatingTiles({ children }: { children: ReactNode }) {
  return <StarTiles {...ratingShape}>{children}</StarTiles>;
}

/** Five stars filled to the rating, read out as "Rated 4.8 out of 5", with the number beside them. */
export function Rating({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span role="img" aria-label={ratingLabels.rated(value, 5)} className="inline-flex">
        <StarRow filled={value} {...ratingShape} filledClassName="text-marigold" emptyClassName="text-ink-soft/45" />
      </span>
      <span aria-hidden className="text-sm font-bold">
        {value.toFixed(1)}
      </span>
    </span>
  );
}

/** A labelled fact (time, age, location...) with a small icon; a direct child of a <dl>. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-bold tracking-wider text-ink-soft uppercase">
        <span className="absolute top-0.5 left-0 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** A simple bulleted list with small marigold dots. */
export function DotList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden className="mt-2.5 size-2 shrink-0 rounded-full bg-marigold" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
