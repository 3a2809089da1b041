import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
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

/** A row's look: star size and gap between stars in CSS pixels, outline width, outlined empty stars. */
export interface StarShape {
  size: number;
  gap: number;
  /** Outline width in the star's 24-unit box, as on the site's Lucide icons. */
  strokeWidth?: number;
  /** Empty stars drawn as outlines rather than as solid shapes. */
  outlineEmpty?: boolean;
}

function shapeKey({ size, gap, strokeWidth = 1.5, outlineEmpty = false }: StarShape): string {
  return `${size} ${gap} ${strokeWidth} ${outlineEmpty}`;
}

/**
 * The custom properties the star utilities (app/site.css) read: the tile size, the filled stars'
 * image and, for outlined empty stars, theirs. Solid empty stars reuse the filled image: their
 * `initial` keeps an outline image set further up (a StarTiles of another shape) from reaching them.
 */
function tileProperties({ size, gap, strokeWidth = 1.5, outlineEmpty = false }: StarShape): CSSProperties {
  return {
    "--star-tile": `${size + gap}px ${size}px`,
    "--star-fill": starTile(size, gap, false, strokeWidth),
    "--star-empty": outlineEmpty ? starTile(size, gap, true, strokeWidth) : "initial",
  } as CSSProperties;
}

/** Which shape's tiles an ancestor StarTiles has set. */
const ProvidedTiles = createContext<string | null>(null);

/**
 * Sets the tiles of one shape once for every StarRow of that shape inside it, instead of in each
 * row: the six ratings of /community carried the same two images six times (8 KiB of the page).
 * It adds no box of its own (display: contents).
 */
export function StarTiles({ children, ...shape }: StarShape & { children: ReactNode }) {
  return (
    <div className="contents" style={tileProperties(shape)}>
      <ProvidedTiles value={shapeKey(shape)}>{children}</ProvidedTiles>
    </div>
  );
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
}: StarShape & {
  filled: number;
  count?: number;
  /** Text colour classes of the filled stars and of the empty ones. */
  filledClassName: string;
  emptyClassName?: string;
  className?: string;
}) {
  const shape = { size, gap, strokeWidth, outlineEmpty };
  const tiles = useContext(ProvidedTiles) === shapeKey(shape) ? {} : tileProperties(shape);
  // A rating that is not a number (an unparsable text) shows as empty stars, not as nothing.
  const rating = Number.isFinite(filled) ? filled : 0;
  const whole = Math.max(0, Math.min(count, Math.floor(rating)));
  const part = whole < count ? Math.max(0, Math.min(1, rating - whole)) : 0;
  const width = count * (size + gap) - gap;
  // A full row ends on a star, not on a gap.
  const filledWidth = Math.min(width, whole * (size + gap) + part * size);
  return (
    <span aria-hidden className={cn("star-row", className)} style={{ width, height: size, ...tiles }}>
      {emptyClassName && filledWidth < width ? <span className={cn("star-empty", emptyClassName)} /> : null}
      {filledWidth > 0 ? <span className={cn("star-fill", filledClassName)} style={{ width: filledWidth }} /> : null}
    </span>
  );
}
