import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRow } from "./star-row";

/** The inline widths of the row and of its filled layer, in pixels (rounded to 0.01). */
function widths(markup: string): number[] {
  return [...markup.matchAll(/width:([\d.]+)px/g)].map((match) => Math.round(Number(match[1]) * 100) / 100);
}

/** The layers' mask images (the --star property the star-mask utility reads), as the browser reads their SVG source. */
function svgSource(markup: string): string {
  const css = markup.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  return [...css.matchAll(/--star:url\("data:image\/svg\+xml,([^"]+)"\)/g)].map((match) => decodeURIComponent(match[1] ?? "")).join("\n");
}

/** How many layers the row draws. */
function layers(markup: string): number {
  return markup.match(/class="star-mask /g)?.length ?? 0;
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
  });

  it("repeats one star and its gap as the mask tile, so both layers line up", () => {
    const markup = renderToStaticMarkup(<StarRow filled={2.5} size={18} gap={2} filledClassName="a" emptyClassName="b" />);
    expect(layers(markup)).toBe(2);
    expect(markup).toContain("--star-tile:20px 18px");
    // The star keeps its 24-unit box; the tile adds the gap at the same scale (2 px of 18 = 2.67 units).
    expect(svgSource(markup)).toContain("viewBox='0 0 26.666666666666668 24'");
  });

  it("writes each layer's image once, escaping only what the data URL and the attribute need", () => {
    const markup = renderToStaticMarkup(<StarRow filled={2.5} size={18} gap={2} filledClassName="a" emptyClassName="b" outlineEmpty />);
    expect(markup.match(/data:image\/svg\+xml/g)).toHaveLength(2);
    const images = [...markup.matchAll(/data:image\/svg\+xml,([^&]+)&quot;/g)].map((match) => match[1] ?? "");
    for (const image of images) {
      expect(image).toMatch(/^%3Csvg xmlns=%27http:\/\/www.w3.org\/2000\/svg%27 /);
      expect(image).not.toMatch(/[<>'"#]/);
      // Whole and parseable: the browser reads the same SVG the component drew.
      expect(decodeURIComponent(image)).toMatch(/^<svg [^]*<\/svg>$/);
    }
  });
});
