import { describe, expect, it } from "vitest";
import { combineTestimonials, cutTitle, initials, mapIndividual, mapOrganization, sampleTestimonials, shortName } from "./testimonials";

describe("testimonial mapping", () => {
  it("shortens an individual's name to first name and last initial with a period", () => {
    expect(shortName("Maria Elena Lopez")).toBe("Maria L.");
    expect(shortName("  ana   de la cruz ")).toBe("ana C.");
    expect(shortName("Prince")).toBe("Prince");
    expect(shortName("")).toBe("");
  });

  it("maps individuals with 'Parent' as the default title", () => {
    expect(mapIndividual({ full_name: "Dana Lee", professional_title: null, experience_story: "Great.", profile_image_url: null, children_ages: "3" })).toEqual({
      name: "Dana L.",
      title: "Parent",
      content: "Great.",
      imageUrl: undefined,
      childAge: "3",
      type: "individual",
    });
    expect(mapIndividual({ full_name: "Dana Lee", professional_title: "Teacher and mom", experience_story: "x", profile_image_url: "/a.png", children_ages: null }).title).toBe("Teacher and mom");
    expect(mapIndividual({ full_name: "Dana Lee", professional_title: "  ", experience_story: "x", profile_image_url: null, children_ages: null }).title).toBe("Parent");
  });

  it("maps organizations with the fixed title 'Organization Partner'", () => {
    expect(mapOrganization({ organization_name: "Lincoln Elementary", testimonial_content: "Wonderful.", profile_image_url: null })).toEqual({
      name: "Lincoln Elementary",
      title: "Organization Partner",
      content: "Wonderful.",
      imageUrl: undefined,
      organization: "Lincoln Elementary",
      type: "organization",
    });
  });

  it("falls back to the three samples (two individuals, one organization) when a list fails or both are empty", () => {
    expect(sampleTestimonials.map((t) => t.type)).toEqual(["individual", "individual", "organization"]);
    expect(combineTestimonials({ individuals: null, organizations: [] })).toBe(sampleTestimonials);
    expect(combineTestimonials({ individuals: [], organizations: null })).toBe(sampleTestimonials);
    expect(combineTestimonials({ individuals: [], organizations: [] })).toBe(sampleTestimonials);
  });

  it("lists individuals first, then organizations", () => {
    const list = combineTestimonials({
      individuals: [{ full_name: "Dana Lee", professional_title: null, experience_story: "a", profile_image_url: null, children_ages: null }],
      organizations: [{ organization_name: "Library", testimonial_content: "b", profile_image_url: null }],
    });
    expect(list.map((t) => t.name)).toEqual(["Dana L.", "Library"]);
  });
});

describe("title cut and initials", () => {
  it("cuts titles over 60 characters and adds an ellipsis", () => {
    expect(cutTitle("a".repeat(60))).toBe("a".repeat(60));
    expect(cutTitle("a".repeat(61))).toBe(`${"a".repeat(60)}...`);
  });

  it.each([
    ["Maria Lopez", "ML"],
    ["maria elena lopez", "ML"],
    ["Prince", "PR"],
    ["Li", "LI"],
    ["  ", "?"],
    ["Riverside Community Library", "RL"],
  ])("initials of %j are %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
