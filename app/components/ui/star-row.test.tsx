import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRow } from "./star-row";

/** The inline widths of the row and of its filled layer, in pixels (rounded to 0.01). */
function widths(markup: string): number[] {
  return [...markup.matchAll(/width:([\d.]+)px/g)].map((match) => Math.round(Number(match[1]) * 100) / 100);
}

/** The masks' SVG source, as the browser reads it. */
function svgSource(markup: string): string {
  return decodeURIComponent(markup.replaceAll("&#x27;", "'").replaceAll("&quot;", '"'));
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
    expect(full.match(/-webkit-mask-image/g)).toHaveLength(1);
    expect(full).toContain("text-marigold");
    expect(full).not.toContain("text-line");

    const none = renderToStaticMarkup(<StarRow filled={0} size={20} gap={2} filledClassName="text-marigold" emptyClassName="text-line" />);
    expect(none).not.toContain("text-marigold");
    expect(none).toContain("text-line");
  });

  it("keeps the fill within the row for out-of-range ratings", () => {
    expect(widths(renderToStaticMarkup(<StarRow filled={7} size={10} gap={0} filledClassName="a" />))).toEqual([50, 50]);
    expect(widths(renderToStaticMarkup(<StarRow filled={-1} size={10} gap={0} filledClassName="a" emptyClassName="b" />))).toEqual([50]);
  });

  it("draws empty stars as outlines only when asked", () => {
    const outline = renderToStaticMarkup(<StarRow filled={3} size={18} gap={2} filledClassName="a" emptyClassName="b" outlineEmpty />);
    const solid = renderToStaticMarkup(<StarRow filled={3} size={18} gap={2} filledClassName="a" emptyClassName="b" />);
    expect(svgSource(outline)).toContain("fill='none'");
    expect(svgSource(solid)).not.toContain("fill='none'");
  });
});
