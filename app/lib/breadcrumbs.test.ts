import { describe, expect, it } from "vitest";
import { buildBreadcrumbs, labelForUnknownSegment } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it.each([
    ["/services", "Services"],
    ["/interactive-tools", "Assessment"],
    ["/book-selection", "Methodology"],
    ["/mission", "Mission"],
    ["/research", "Science"],
    ["/schools", "Partnerships"],
    ["/connect", "Connect"],
    ["/faq", "FAQ"],
    ["/founder", "Founder"],
    ["/education", "Educational Resources"],
    ["/settings", "Settings"],
    ["/bookmarks", "Bookmarks"],
    ["/recent", "Recent"],
  ])("labels %s as the spec says (%s)", (path, label) => {
    expect(buildBreadcrumbs(path)).toEqual([
      { label: "Home", href: "/" },
      { label, href: path },
    ]);
  });

  it("labels known sub-paths under their parent", () => {
    expect(buildBreadcrumbs("/education/ages-0-2")).toEqual([
      { label: "Home", href: "/" },
      { label: "Educational Resources", href: "/education" },
      { label: "Ages 0-2", href: "/education/ages-0-2" },
    ]);
    expect(buildBreadcrumbs("/health/nutrition").map((c) => c.label)).toEqual(["Home", "Health", "Nutrition"]);
    expect(buildBreadcrumbs("/community/emergency").map((c) => c.label)).toEqual(["Home", "Community", "Emergency"]);
    expect(buildBreadcrumbs("/education/stem").at(-1)?.label).toBe("STEM");
  });

  it("capitalises unknown segments", () => {
    expect(labelForUnknownSegment("gallery")).toBe("Gallery");
    expect(labelForUnknownSegment("reading-tips")).toBe("Reading tips");
    expect(labelForUnknownSegment("%E2%9C%93ok")).toBe("✓ok");
    expect(labelForUnknownSegment("%E0%A4%A")).toBe("%E0%A4%A");
    expect(buildBreadcrumbs("/activities/winter-crafts").map((c) => c.label)).toEqual(["Home", "Activities", "Winter crafts"]);
  });

  it("gives only Home for the home page", () => {
    expect(buildBreadcrumbs("/")).toEqual([{ label: "Home", href: "/" }]);
  });
});
