import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toPlainText } from "#common/plain-text.ts";
import { parseFeed } from "./feed-parser.server";

const fixture = readFileSync(new URL("./fixtures/substack-feed.xml", import.meta.url), "utf8");

describe("feed parsing", () => {
  const articles = parseFeed(fixture);

  it("reads every usable item and drops ones without a safe link", () => {
    expect(articles.map((a) => a.title)).toEqual([
      "Five Picture Books for Families Who Speak Two Languages",
      "Bedtime Stories & the Power of Routine",
      "A Note From Our Founder",
    ]);
  });

  it("reads CDATA, decodes entities and strips HTML from text fields", () => {
    expect(articles[0]!.description).toBe("Bilingual books that feel like home & a few tips for reading them together .");
    expect(articles[1]!.description).toBe("Why the same book, every night, is a gift — not a rut.");
  });

  it("takes the author, the date as ISO, all categories and the enclosure image", () => {
    expect(articles[0]).toMatchObject({
      link: "https://kindredpages.substack.com/p/five-bilingual-picture-books",
      author: "Elena Brooks",
      pubDate: "2026-11-16T14:00:00.000Z",
      categories: ["Book Lists", "Multilingual Families", "Ages 3-5", "Read Aloud"],
      imageUrl: "https://substackcdn.com/image/fetch/w_1456/bilingual-books.jpeg",
    });
  });

  it("falls back to the first image of the post body, and copes with missing fields", () => {
    expect(articles[1]!.imageUrl).toBe("https://substackcdn.com/image/fetch/w_1456/bedtime.png");
    expect(articles[2]).toEqual({
      title: "A Note From Our Founder",
      description: "",
      link: "https://kindredpages.substack.com/p/a-note",
      pubDate: "",
      author: "Kindred Pages Notes",
      categories: [],
      imageUrl: null,
    });
  });

  it("rejects documents that are not RSS", () => {
    expect(() => parseFeed("<html><body>Sorry</body></html>")).toThrow("not an RSS 2.0 feed");
    expect(() => parseFeed("")).toThrow();
  });

  it("never lets markup through as text", () => {
    expect(toPlainText('<img src=x onerror="alert(1)">Hello<script>alert(2)</script>')).toBe("Hello");
    expect(toPlainText("&lt;script&gt;alert(1)&lt;/script&gt;Hi")).toBe("alert(1) Hi");
    expect(toPlainText("&#x1F600; &#0; &bogus;")).toBe("😀 &bogus;");
  });
});
