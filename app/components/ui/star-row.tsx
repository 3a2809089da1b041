import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";

/** Lucide's star (24 x 24), the same shape the site's other icons come from. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/**
 * One star and the gap after it, as a mask tile: the star fills the first `size` pixels of a tile
 * `size + gap` wide, so a tile repeated along the row draws the stars with their gaps.
 *
 * Only the characters a data URL inside a quoted CSS string in an HTML attribute needs are
 * escaped (spaces stay): percent-encoding the whole image, and the `'` React then writes as
 * `&#x27;`, made each of a page's tiles twice as long.
 */
function starTile(size: number, gap: number, outline: boolean, strokeWidth: number): string {
  const width = (24 * (size + gap)) / size;
  const paint = `fill='${outline ? "none" : "black"}' stroke='black' stroke-width='${strokeWidth}'`;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 24' width='${width}' height='24'><path d='${STAR_PATH}' ${paint} stroke-linejoin='round' stroke-linecap='round'/></svg>`;
  const data = svg.replace(/[%#<>'"&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml,${data}")`;
}

/** The custom properties the `star-mask` utility (app/app.css) reads: each layer's tile image, and the row's tile size. */
function starImage(image: string): CSSProperties {
  return { "--star": image } as CSSProperties;
}

/**
 * A row of stars filled up to `filled` (fractions fill part of a star), drawn as two masked
 * layers in the text colour rather than one SVG element per star: a page of ratings had 60 SVG
 * icons for them, each an element tree of its own to style, lay out and hydrate.
 *
 * It is decorative (aria-hidden): callers say the rating in text. Backgrounds are left out of
 * print and replaced in forced-colors mode, so the row asks to be printed as it is and takes the
 * system's text colours there.
 */
export function StarRow({
  filled,
  count = 5,
  size,
  gap,
  filledClassName,
  emptyClassName,
  outlineEmpty = false,
  strokeWidth = 1.5,
  className,
}: {
  filled: number;
  count?: number;
  /** Star size and gap between stars, in CSS pixels. */
  size: number;
  gap: number;
  /** Text colour classes of the filled stars and of the empty ones. */
  filledClassName: string;
  emptyClassName?: string;
  /** Empty stars drawn as outlines rather than as solid shapes. */
  outlineEmpty?: boolean;
  /** Outline width in the star's 24-unit box, as on the site's Lucide icons. */
  strokeWidth?: number;
  className?: string;
}) {
  // A rating that is not a number (an unparsable text) shows as empty stars, not as nothing.
  const rating = Number.isFinite(filled) ? filled : 0;
  const whole = Math.max(0, Math.min(count, Math.floor(rating)));
  const part = whole < count ? Math.max(0, Math.min(1, rating - whole)) : 0;
  const width = count * (size + gap) - gap;
  // A full row ends on a star, not on a gap.
  const filledWidth = Math.min(width, whole * (size + gap) + part * size);
  return (
    <span aria-hidden className={cn("relative inline-block shrink-0 align-middle forced-color-adjust-none [-webkit-print-color-adjust:exact] [print-color-adjust:exact]", className)} style={{ width, height: size, "--star-tile": `${size + gap}px ${size}px` } as CSSProperties}>
      {emptyClassName && filledWidth < width ? (
        <span className={cn("star-mask absolute inset-0 bg-current forced-colors:bg-[GrayText]", emptyClassName)} style={starImage(starTile(size, gap, outlineEmpty, strokeWidth))} />
      ) : null}
      {filledWidth > 0 ? (
        <span className={cn("star-mask absolute inset-y-0 left-0 bg-current forced-colors:bg-[CanvasText]", filledClassName)} style={{ width: filledWidth, ...starImage(starTile(size, gap, false, strokeWidth)) }} />
      ) : null}
    </span>
  );
}
