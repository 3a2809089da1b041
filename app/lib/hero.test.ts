import { describe, expect, it } from "vitest";
import { heroImageFor, selectHeroImage, type HeroVariant } from "./hero";
import type { Preferences } from "#common/preference-cookies.ts";

const variants: HeroVariant[] = [
  "default",
  "asian",
  "latino",
  "caucasian",
  "multiracial",
  "middle-eastern",
  "native-american",
  "lesbian",
  "gay",
];

describe("selectHeroImage", () => {
  it.each<[string, HeroVariant]>([
    ["asian", "asian"],
    ["east-asian", "asian"],
    ["south-asian", "asian"],
    ["Asian", "asian"],
    ["latino", "latino"],
    ["latina", "latino"],
    ["latinx", "latino"],
    ["Hispanic", "latino"],
    ["white", "caucasian"],
    ["caucasian", "caucasian"],
    ["CAUCASIAN", "caucasian"],
    ["multiracial", "multiracial"],
    ["mixed", "multiracial"],
    ["biracial", "multiracial"],
    ["middle-eastern", "middle-eastern"],
    ["Middle Eastern", "middle-eastern"],
    ["middle_eastern", "middle-eastern"],
    ["arab", "middle-eastern"],
    ["mena", "middle-eastern"],
    ["native-american", "native-american"],
    ["indigenous", "native-american"],
    ["american-indian", "native-american"],
    ["alaska-native", "native-american"],
    ["  Native American ", "native-american"],
  ])("ethnicity %j selects the %s picture", (ethnicity, variant) => {
    expect(selectHeroImage({ ethnicity }).src).toBe(`/images/hero/${variant}.svg`);
  });

  it.each<[Preferences, HeroVariant]>([
    [{ orientation: "lesbian" }, "lesbian"],
    [{ orientation: "Gay" }, "gay"],
    [{ familyType: "lesbian" }, "lesbian"],
    [{ familyType: "gay" }, "gay"],
    [{ familyType: "two-moms" }, "lesbian"],
    [{ familyType: "Two Moms" }, "lesbian"],
    [{ familyType: "two-dads" }, "gay"],
    [{ orientation: "two-dads" }, "gay"],
  ])("orientation or family type %j selects the %s picture", (prefs, variant) => {
    expect(selectHeroImage(prefs).variant).toBe(variant);
  });

  it.each<[Preferences, HeroVariant]>([
    [{ familyType: "lesbian", ethnicity: "asian" }, "lesbian"],
    [{ orientation: "gay", ethnicity: "latino" }, "gay"],
    [{ familyType: "two-dads", ethnicity: "native-american" }, "gay"],
    [{ familyType: "lesbian", orientation: "gay" }, "lesbian"],
    [{ familyType: "single-parent", orientation: "gay", ethnicity: "asian" }, "gay"],
    [{ familyType: "single-parent", ethnicity: "asian" }, "asian"],
    [{ orientation: "straight", ethnicity: "caucasian" }, "caucasian"],
  ])("lesbian or gay takes precedence over ethnicity: %j -> %s", (prefs, variant) => {
    expect(selectHeroImage(prefs).variant).toBe(variant);
  });

  it.each<[Preferences]>([
    [{}],
    [{ ethnicity: "" }],
    [{ ethnicity: "other" }],
    [{ ethnicity: "prefer-not-to-say" }],
    [{ ethnicity: "martian" }],
    [{ ethnicity: "constructor" }],
    [{ ethnicity: "__proto__" }],
    [{ familyType: "toString" }],
    [{ familyType: "blended", orientation: "bisexual" }],
    [{ familyType: "grandparent-led" }],
  ])("anything else, or nothing, selects the default picture: %j", (prefs) => {
    expect(selectHeroImage(prefs)).toEqual(heroImageFor("default"));
  });

  it("gives every picture its own descriptive alt text", () => {
    const alts = variants.map((variant) => heroImageFor(variant).alt);
    expect(new Set(alts).size).toBe(variants.length);
    for (const alt of alts) {
      expect(alt.length).toBeGreaterThan(30);
      expect(alt).toMatch(/reading|picture book/);
    }
    expect(heroImageFor("lesbian").alt).toMatch(/^Two mothers/);
    expect(heroImageFor("gay").alt).toMatch(/^Two fathers/);
  });
});
