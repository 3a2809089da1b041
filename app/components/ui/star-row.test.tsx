import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRow, StarTiles } from "./star-row";

/** The inline widths of the row and of its filled layer, in pixels (rounded to 0.01). */
function widths(markup: string): number[] {
  return [...markup.matchAll(/width:([\d.]+)px/g)].map((match) => Math.round(Number(match[1]) * 100) / 100);
}

/** The star images a row (or StarTiles) writes (--star-fill, --star-empty), as the browser reads their SVG source. */
function svgSource(markup: string): string {
  const css = markup.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  return [...css.matchAll(/--star-(?:fill|empty):url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((match) => decodeURIComponent(match[1] ?? "")).join("\n");
}

/** How many layers the row draws. */
function layers(markup: string): number {
  return markup.match(/class="star-(empty|fill)[ "]/g)?.length ?? 0;
}

/** How many star images the markup carries. */
function images(markup: string): number {
  return markup.match(/data:image\/svg\+xml/g)?.length ?? 0;
}

describe("StarRow", () => {
  it("fills whole stars and the given part of the next one, gaps included", () => {
    const markup = renderToStaticMarkup(<StarRow filled={4.7} size={18} gap={2} filledClassName="text-marigold" emptyClassName="text-line" />);
    // Row: 5 stars of 18 px with 4 gaps of 2 px. Filled: 4 stars with their gaps, then 70% of a star.
    expect(widths(markup)).toEqual([98, 92.6]);
    expect(markup).toContain('aria-hidden="true"');
  });

  it("draws no empty layer under a full row, and no filled layer for a rating of zero", () => {
    const full = renderToStaticMarkup(<StarRow filled={5} size={20} gap={2} filledClassName="text-marigold" emptyClassName="text-line" />);
    expect(layers(full)).toBe(1);
    expect(full).toContain("text-marigold");
    expect(full).not.toContain("text-line");

    const none = renderToStaticMarkup(<StarRow filled={0} size={20} gap={2} filledClassName="text-marigold" emptyClassName="text-line" />);
    expect(none).not.toContain("text-marigold");
    expect(none).toContain("text-line");
  });

  it("keeps the fill within the row for out-of-range ratings", () => {
    // A full row ends on its last star: 5 x 10 px + 4 x 2 px, not a trailing gap more.
    expect(widths(renderToStaticMarkup(<StarRow filled={7} size={10} gap={2} filledClassName="a" />))).toEqual([58, 58]);
    expect(widths(renderToStaticMarkup(<StarRow filled={5} size={10} gap={2} filledClassName="a" />))).toEqual([58, 58]);
    expect(widths(renderToStaticMarkup(<StarRow filled={-1} size={10} gap={2} filledClassName="a" emptyClassName="b" />))).toEqual([58]);
    // Not a number (StarRating parses its value from text): empty stars only.
    const notANumber = renderToStaticMarkup(<StarRow filled={Number.NaN} size={10} gap={2} filledClassName="a" emptyClassName="b" />);
    expect(widths(notANumber)).toEqual([58]);
    expect(layers(notANumber)).toBe(1);
  });

  it("draws empty stars as outlines only when asked", () => {
    const outline = renderToStaticMarkup(<StarRow filled={3} size={18} gap={2} filledClassName="a" emptyClassName="b" outlineEmpty />);
    const solid = renderToStaticMarkup(<StarRow filled={3} size={18} gap={2} filledClassName="a" emptyClassName="b" />);
    // Outline: the empty layer only; the filled layer stays solid.
    expect(svgSource(outline).match(/fill='none'/g)).toHaveLength(1);
    expect(svgSource(outline).match(/fill='black'/g)).toHaveLength(1);
    expect(svgSource(solid)).not.toContain("fill='none'");
    // Solid empty stars use the filled stars' image: one image for the row.
    expect(images(solid)).toBe(1);
    expect(solid).toContain("--star-empty:initial");
  });

  it("repeats one star and its gap as the mask tile, so both layers line up", () => {
    const markup = renderToStaticMarkup(<StarRow filled={2.5} size={18} gap={2} filledClassName="a" emptyClassName="b" />);
    expect(layers(markup)).toBe(2);
    expect(markup.match(/--star-tile:20px 18px/g)).toHaveLength(1);
    // The star keeps its 24-unit box; the tile adds the gap at the same scale (2 px of 18 = 2.67 units).
    expect(svgSource(markup)).toContain("viewBox='0 0 26.666666666666668 24'");
  });

  it("writes each layer's image once, escaping only what the data URL and the attribute need", () => {
    const markup = renderToStaticMarkup(<StarRow filled={2.5} size={18} gap={2} filledClassName="a" emptyClassName="b" outlineEmpty />);
    expect(images(markup)).toBe(2);
    const sources = [...markup.matchAll(/data:image\/svg\+xml,([^&]+)&quot;/g)].map((match) => match[1] ?? "");
    for (const image of sources) {
      expect(image).toMatch(/^%3Csvg xmlns=%27http:\/\/www.w3.org\/2000\/svg%27 /);
      expect(image).not.toMatch(/[<>'"#]/);
      // Whole and parseable: the browser reads the same SVG the component drew.
      expect(decodeURIComponent(image)).toMatch(/^<svg [^]*<\/svg>$/);
    }
  });

  it("leaves the images to a StarTiles of the same shape around it, and keeps its own otherwise", () => {
    const shape = { size: 18, gap: 2, strokeWidth: 1.75, outlineEmpty: true };
    const list = renderToStaticMarkup(
      <StarTiles {...shape}>
        <StarRow filled={4.5} {...shape} filledClassName="a" emptyClassName="b" />
        <StarRow filled={3} {...shape} filledClassName="a" emptyClassName="b" />
        <StarRow filled={3} {...shape} strokeWidth={2} filledClassName="a" emptyClassName="b" />
        <StarRow filled={3} {...shape} outlineEmpty={false} filledClassName="a" emptyClassName="b" />
      </StarTiles>,
    );
    // Two for the list, two for the row of another outline width, one for the solid row (whose
    // empty stars do not take the list's outline); none for the other two rows.
    expect(images(list)).toBe(5);
    expect(layers(list)).toBe(8);
    expect(list.match(/--star-empty:initial/g)).toHaveLength(1);
    expect(list).toMatch(/^<div class="contents" style="--star-tile:20px 18px;--star-fill:url/);
    expect(svgSource(list).match(/stroke-width='1.75'/g)).toHaveLength(3);
    expect(svgSource(list).match(/stroke-width='2'/g)).toHaveLength(2);
  });
});
