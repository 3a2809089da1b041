import { describe, expect, it } from "vitest";
import { isTimeZone, timeZoneName } from "./time-zone-names";

describe("timeZoneName", () => {
  it("names the US zones as Americans say them, in both languages", () => {
    expect(timeZoneName("America/New_York")).toBe("Eastern Time");
    expect(timeZoneName("America/Los_Angeles", "es")).toBe("hora del Pacífico");
    expect(timeZoneName("America/Chicago", "en")).toBe("Central Time");
  });

  it("takes Intl's long name beyond the US, never the zone id", () => {
    expect(timeZoneName("Europe/Madrid")).toBe("Central European Time");
    expect(timeZoneName("Europe/Madrid", "es")).not.toContain("/");
    expect(timeZoneName("UTC")).toBe("UTC");
    expect(timeZoneName("Etc/UTC", "es")).toBe("UTC");
  });

  it("knows a zone from a typo", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("America/Nowhere")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
