import { StarRow } from "~/components/ui/star-row";
import { ratingLabels } from "~/content/ratings";

/** Five stars filled to the rating, announced as text ("5.0 out of 5") to screen readers. */
export function StarRating({ value, outOf = 5, className }: { value: string; outOf?: number; className?: string }) {
  return (
    <span role="img" aria-label={ratingLabels.outOf(value, outOf)} className={`inline-flex ${className ?? ""}`}>
      <StarRow filled={Math.round(Number(value))} count={outOf} size={28} gap={4} filledClassName="text-marigold" emptyClassName="text-line" outlineEmpty />
    </span>
  );
}
