import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";
import { ArrowRight, Check, Play } from "./icons";

describe("icons", () => {
  it("draws an icon with its size, box and classes only: the stroke comes from the stylesheet", () => {
    expect(renderToStaticMarkup(<ArrowRight className="size-4" />)).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    );
  });

  it("writes what an icon is told beyond the defaults, which the stylesheet then leaves alone", () => {
    const check = renderToStaticMarkup(<Check className="size-4" strokeWidth={3} />);
    expect(check).toContain('stroke-width="3"');
    expect(check).not.toContain("fill=");
    expect(renderToStaticMarkup(<Play fill="currentColor" />)).toContain('fill="currentColor"');
    expect(renderToStaticMarkup(<Check size={16} />)).toContain('width="16" height="16" viewBox="0 0 24 24"');
  });

  it("stays visible to screen readers only when it is given a name", () => {
    const named = renderToStaticMarkup(<Check aria-label="Done" role="img" />);
    expect(named).toContain('aria-label="Done"');
    expect(named).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<Check aria-hidden />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Check />)).toContain('aria-hidden="true"');
  });

  it("has a drawing for every icon it exports", () => {
    const components = Object.entries(icons).filter(([, value]) => typeof value === "function");
    expect(components.length).toBeGreaterThan(60);
    for (const [name, Icon] of components) {
      const markup = renderToStaticMarkup(<Icon />);
      expect(markup, name).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" class="lucide" aria-hidden="true"><(path|circle|rect|line|polyline|polygon|ellipse) /);
    }
  });

  it("is the only module that imports lucide-react, so no page carries lucide's repeated attributes", () => {
    const root = join(import.meta.dirname, "../..");
    const importers = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("node_modules"))
      .filter((file) => /^import [^;]* from "lucide-react[/"]/m.test(readFileSync(join(root, file), "utf8")));
    expect(importers).toEqual([join("components", "ui", "icons.tsx")]);
  });
});
