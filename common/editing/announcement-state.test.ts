import { describe, expect, it } from "vitest";
import { defaultLanguage, everyLanguage } from "#common/languages.ts";
import { announcementState, type AnnouncementDays } from "./announcement-state.ts";

const bar = (on: boolean, startDate: string, endDate: string, text = "Closed for the holidays"): AnnouncementDays => ({
  on,
  startDate,
  endDate,
  ...everyLanguage((language) => ({ text: text && language !== defaultLanguage ? `${text} (${language})` : text })),
});

describe("announcementState: whether the bar is on the site on a day, and why not", () => {
  it("is shown between its first and last day, both included, each optional", () => {
    expect(announcementState(bar(true, "2026-12-24", "2027-01-02"), "2026-12-24")).toEqual({ state: "shown", from: "2026-12-24", until: "2027-01-02" });
    expect(announcementState(bar(true, "2026-12-24", "2027-01-02"), "2026-12-31")).toEqual({ state: "shown", from: "2026-12-24", until: "2027-01-02" });
    expect(announcementState(bar(true, "2026-12-24", "2027-01-02"), "2027-01-02")).toEqual({ state: "shown", from: "2026-12-24", until: "2027-01-02" });
    expect(announcementState(bar(true, "", ""), "2026-12-24")).toEqual({ state: "shown", from: "", until: "" });
    expect(announcementState(bar(true, "", "2026-12-24"), "2026-12-01")).toEqual({ state: "shown", from: "", until: "2026-12-24" });
    expect(announcementState(bar(true, "2026-12-01", ""), "2027-06-01")).toEqual({ state: "shown", from: "2026-12-01", until: "" });
  });

  it("says when it is still to come, and when its last day has passed", () => {
    expect(announcementState(bar(true, "2026-12-24", "2027-01-02"), "2026-12-23")).toEqual({ state: "scheduled", from: "2026-12-24", until: "2027-01-02" });
    expect(announcementState(bar(true, "2026-12-24", ""), "2026-11-30")).toEqual({ state: "scheduled", from: "2026-12-24", until: "" });
    expect(announcementState(bar(true, "2026-12-24", "2027-01-02"), "2027-01-03")).toEqual({ state: "ended", until: "2027-01-02" });
    expect(announcementState(bar(true, "", "2027-01-02"), "2027-02-01")).toEqual({ state: "ended", until: "2027-01-02" });
  });

  it("is off when turned off, whatever its days, and nothing when no message is written", () => {
    expect(announcementState(bar(false, "2026-12-24", "2027-01-02"), "2026-12-25")).toEqual({ state: "off" });
    expect(announcementState(bar(false, "", ""), "2026-12-25")).toEqual({ state: "off" });
    expect(announcementState(bar(true, "", "", ""), "2026-12-25")).toEqual({ state: "none" });
    expect(announcementState(null, "2026-12-25")).toEqual({ state: "none" });
  });
});
