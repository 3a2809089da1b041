import { Star } from "lucide-react";

/** Five stars filled to the rating, announced as text ("5.0 out of 5") to screen readers. */
export function StarRating({ value, outOf = 5, className }: { value: string; outOf?: number; className?: string }) {
  const filled = Math.round(Number(value));
  return (
    <span role="img" aria-label={`${value} out of ${outOf}`} className={`inline-flex gap-1 ${className ?? ""}`}>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < filled ? "size-7 fill-marigold text-marigold" : "size-7 text-line"}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}
