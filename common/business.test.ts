import { describe, expect, it } from "vitest";
import { videoTitle } from "./business";
import { scienceSection } from "#app/content/home.ts";
import { businessDefaults } from "./settings";

describe("videoTitle", () => {
  const [first, second] = businessDefaults.videos;

  it("gives a built-in video the page's own title (translated with the page)", () => {
    expect(videoTitle(first, 0, "La ciencia del desarrollo en la primera infancia")).toBe("La ciencia del desarrollo en la primera infancia");
    expect(videoTitle(second, 1, "Servir y devolver")).toBe("Servir y devolver");
  });

  it("keeps the owner's title for a video the owner chose, or a title the owner changed", () => {
    expect(videoTitle({ id: "abcdefghijk", title: "Our story" }, 0, "La ciencia del desarrollo")).toBe("Our story");
    expect(videoTitle({ id: first.id, title: "A better title" }, 0, "La ciencia del desarrollo")).toBe("A better title");
    expect(videoTitle(first, 1, "Servir y devolver")).toBe(first.title);
  });

  it("falls back to the settings' title when the page has none", () => {
    expect(videoTitle(first, 0, undefined)).toBe(first.title);
  });

  it("gives English pages the settings' own titles: the English content names the built-in videos as the settings do", () => {
    expect(scienceSection.videos.map((video) => video.title)).toEqual(businessDefaults.videos.map((video) => video.title));
  });
});
