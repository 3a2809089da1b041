import { describe, expect, it } from "vitest";
import { US_ZONE_CHOICES } from "#common/time-zone-names.ts";
import { parentZoneFrom, withZone, zoneChoices } from "./zone-choices";

describe("the time zone choice", () => {
  it("lists the US zones first, named as people say them", () => {
    const choices = zoneChoices("en");
    expect(choices.slice(0, US_ZONE_CHOICES.length).map((c) => c.value)).toEqual([...US_ZONE_CHOICES]);
    expect(choices[0]).toEqual({ value: "America/New_York", label: "Eastern Time" });
    expect(choices.find((c) => c.value === "America/Los_Angeles")?.label).toBe("Pacific Time");
  });

  it("then the rest by name and city, no IANA id on screen, each zone once", () => {
    const choices = zoneChoices("en");
    expect(choices.find((c) => c.value === "Europe/Madrid")?.label).toBe("Central European Time (Madrid)");
    expect(choices.length).toBeGreaterThan(50);
    expect(choices.length).toBeLessThan(60);
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
    for (const choice of choices) expect(choice.label).not.toMatch(/\/|_/);
  });

  it("takes in a browser's zone it does not list, by name and city, once", () => {
    const choices = zoneChoices("en");
    expect(withZone(choices, "America/Los_Angeles", "en")).toBe(choices);
    expect(withZone(choices, "Asia/Kathmandu", "en")[0]).toMatchObject({ value: "Asia/Kathmandu", label: expect.stringContaining("(Kathmandu)") });
    expect(withZone(choices, "Mars/Olympus", "en")).toBe(choices);
  });

  it("in Spanish: the US zones, then where Spanish is spoken, then the rest", () => {
    const choices = zoneChoices("es");
    expect(choices.find((c) => c.value === "America/Los_Angeles")?.label).toBe("hora del Pacífico");
    expect(choices.slice(US_ZONE_CHOICES.length, US_ZONE_CHOICES.length + 3).map((c) => c.value)).toEqual(["America/Mexico_City", "America/Guatemala", "America/Bogota"]);
    expect(choices.findIndex((c) => c.value === "Europe/Madrid")).toBe(US_ZONE_CHOICES.length + 8);
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
    expect(choices).toHaveLength(zoneChoices("en").length);
    // In English, Mexico City is in the alphabet with the rest.
    expect(zoneChoices("en").findIndex((c) => c.value === "America/Mexico_City")).toBeGreaterThan(US_ZONE_CHOICES.length + 8);
  });

  it("names a zone without a city by its name alone", () => {
    expect(withZone(zoneChoices("en"), "UTC", "en")[0]).toEqual({ value: "UTC", label: "UTC" });
  });

  it("keeps only real zones", () => {
    expect(parentZoneFrom("America/Los_Angeles")).toBe("America/Los_Angeles");
    expect(parentZoneFrom("Mars/Olympus")).toBeNull();
    expect(parentZoneFrom("")).toBeNull();
    expect(parentZoneFrom(null)).toBeNull();
  });
});
