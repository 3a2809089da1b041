import { describe, expect, it } from "vitest";
import { groupTimes, pickerQuery } from "./picker";

const at = (h: number, m = 0) => ({ start: Date.UTC(2026, 11, 8, h + 5, m), label: `${h}:${m}` }); // New York is UTC-5 in December

describe("groupTimes", () => {
  it("groups a day's times as morning, afternoon and evening in the business's zone", () => {
    const groups = groupTimes([at(9), at(11, 45), at(12), at(16, 45), at(17), at(19)], "America/New_York");
    expect(groups.map((g) => [g.part, g.times.length])).toEqual([
      ["morning", 2],
      ["afternoon", 2],
      ["evening", 2],
    ]);
  });

  it("leaves out empty parts", () => {
    expect(groupTimes([at(13), at(14)], "America/New_York").map((g) => g.part)).toEqual(["afternoon"]);
    expect(groupTimes([], "America/New_York")).toEqual([]);
  });
});

describe("pickerQuery", () => {
  it("carries the chosen zone along with the month and day", () => {
    expect(pickerQuery("2026-12")).toBe("?month=2026-12");
    expect(pickerQuery("2026-12", "2026-12-08", "America/Los_Angeles")).toBe("?month=2026-12&date=2026-12-08&zone=America%2FLos_Angeles");
  });
});
