import { describe, expect, it } from "vitest";
import { agendaWeek, realDate } from "./owner-admin.server";

// The Calls page's `?week=`: any text, never a 500 (issue 33: `?week=9999-99-99` was one).
const NOW = Date.parse("2026-12-02T15:00:00Z"); // Wednesday, December 2, 2026, 10:00 in New York

describe("agendaWeek", () => {
  it("falls back to this week for anything that is not a real date", () => {
    for (const week of [null, "", "9999-99-99", "2026-02-30", "2026-13-01", "0000-01-03", "1999-12-27", "2200-01-06", "2026-1-5", "monday", "2026-11-30T00:00"]) {
      expect(agendaWeek(week, "America/New_York", NOW).monday, String(week)).toBe("2026-11-30");
    }
  });
  it("shows the week holding a real date, from its Monday", () => {
    expect(agendaWeek("2026-12-07", "America/New_York", NOW)).toMatchObject({ monday: "2026-12-07", today: "2026-12-02" });
    expect(agendaWeek("2026-12-13", "America/New_York", NOW).days).toEqual(["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"]);
    expect(agendaWeek("2028-02-29", "America/New_York", NOW).monday).toBe("2028-02-28");
  });
  it("knows a real date", () => {
    expect(realDate("2028-02-29")).toBe(true);
    expect(realDate("2027-02-29")).toBe(false);
    expect(realDate("9999-99-99")).toBe(false);
  });
});
