import { describe, expect, it } from "vitest";
import { formatWhenBoth } from "./format";

// Tuesday, December 8, 2026, 18:00 UTC: 1:00 PM in New York, 10:00 AM in Los Angeles.
const start = Date.UTC(2026, 11, 8, 18, 0);

describe("formatWhenBoth", () => {
  it("puts the parent's zone first and the business's beside it", () => {
    expect(formatWhenBoth(start, "America/New_York", "America/Los_Angeles", "en-US")).toBe(
      "Tuesday, December 8, 2026, 10:00 AM Pacific Time (1:00 PM Eastern Time)",
    );
  });

  it("follows the business's zone from the setting, in Spanish too", () => {
    const text = formatWhenBoth(start, "America/Chicago", "America/Los_Angeles", "es-US");
    expect(text).toContain("hora del Pacífico");
    expect(text.replace(/\s/g, " ")).toMatch(/^martes, 8 de diciembre de 2026, 10:00 a\. ?m\. hora del Pacífico \(12:00 p\. ?m\. hora del Centro\)$/);
  });

  it("one zone when the parent's is unknown, invalid or reads the same clock", () => {
    const one = "Tuesday, December 8, 2026, 1:00 PM Eastern Time";
    expect(formatWhenBoth(start, "America/New_York", null, "en-US")).toBe(one);
    expect(formatWhenBoth(start, "America/New_York", "Not/AZone", "en-US")).toBe(one);
    expect(formatWhenBoth(start, "America/New_York", "America/Detroit", "en-US")).toBe(one);
  });

  it("names the business's day when it is another day than the parent's", () => {
    const late = Date.UTC(2026, 11, 9, 3, 30); // 10:30 PM Tuesday in New York, 4:30 AM Wednesday in Madrid
    expect(formatWhenBoth(late, "America/New_York", "Europe/Madrid", "en-US")).toBe(
      "Wednesday, December 9, 2026, 4:30 AM Central European Time (Tuesday, December 8, 10:30 PM Eastern Time)",
    );
  });
});
