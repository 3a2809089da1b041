import { describe, expect, it } from "vitest";
import { siteBlockNames } from "#common/editing/site-content.ts";
import { documentFields, documentFromFields, siteBlocks } from "./blocks.server";
import { announcementStatus, type AnnouncementDocument } from "./business-blocks.server";
import type { FaqDocument } from "./faq-block.server";
import type { PackagesDocument } from "./packages-block.server";
import { checkDocument, defaultDocument } from "./site-content.server";

// The editor's plain form (/admin/content/:block) and the block's document, both ways.

describe("every block of the registry", () => {
  it("is listed once, with its definition", () => {
    expect(Object.keys(siteBlocks)).toEqual([...siteBlockNames]);
  });

  for (const block of siteBlockNames) {
    it(`${block}: its first version passes its schema, and its editor's form gives it back unchanged`, () => {
      const first = defaultDocument(block);
      expect(checkDocument(block, first)).toEqual({ ok: true, document: first });
      const fields = documentFields(block, first);
      expect(Object.keys(fields).length).toBeGreaterThan(0);
      const { fields: shown, input } = documentFromFields(block, { ...fields, intent: "publish" });
      expect(shown).toEqual(fields);
      expect(checkDocument(block, input)).toEqual({ ok: true, document: first });
    });
  }
});

describe("the packages form", () => {
  it("gives back the document it was made from", () => {
    const fields = documentFields("packages", defaultDocument("packages"));
    expect(fields["packages.1.price"]).toBe("650");
    const { input } = documentFromFields("packages", fields);
    expect(checkDocument("packages", input)).toEqual({ ok: true, document: defaultDocument("packages") });
  });

  it("reads a price as typed ($700, 1,200) and leaves anything else for the schema to refuse", () => {
    const fields = documentFields("packages", defaultDocument("packages"));
    const read = (price: string) => (documentFromFields("packages", { ...fields, "packages.1.price": price }).input as PackagesDocument).packages[1]!.price;
    expect(read("$700")).toBe(700);
    expect(read("1,200")).toBe(1200);
    expect(read("12.50")).toBe("12.50");
    const { input, fieldOf } = documentFromFields("packages", { ...fields, "packages.1.price": "seven hundred", "packages.0.es.includes": "\n\n" });
    const checked = checkDocument("packages", input);
    expect(checked.ok ? [] : Object.keys(checked.errors).map(fieldOf).sort()).toEqual(["packages.0.es.includes", "packages.1.price"]);
  });

  it("drops fields it does not know", () => {
    const fields = documentFields("packages", defaultDocument("packages"));
    expect(documentFromFields("packages", { ...fields, intent: "publish", "<b>": "x" }).fields).toEqual(fields);
  });
});

describe("the FAQ form", () => {
  const fields = documentFields("faq", defaultDocument("faq"));
  const ids = (input: unknown) => (input as FaqDocument).items.map((item) => item.id);

  it("reorders by the positions typed, removes, hides and adds a question with a plain id", () => {
    const posted = {
      ...fields,
      "items.0.position": "3",
      "items.1.remove": "on",
      "items.2.hidden": "on",
      "items.new.position": "1",
      "items.new.en.question": "Do you offer gift cards?",
      "items.new.en.answer": "Yes.\n\nAsk us by email.",
      "items.new.es.question": "¿Tienen tarjetas de regalo?",
      "items.new.es.answer": "Sí.",
    };
    const { input } = documentFromFields("faq", posted);
    const checked = checkDocument("faq", input);
    expect(checked.ok).toBe(true);
    const doc = input as FaqDocument;
    expect(ids(doc)).toEqual(["do-you-offer-gift-cards", "strong-readers", "age-range", "reluctant-readers", "multilingual-families", "school-programs", "librarian-or-influencer"]);
    expect(doc.items[0]!.en.answer).toEqual(["Yes.", "Ask us by email."]);
    expect(doc.items[1]!.hidden).toBe(true);
  });

  it("keeps a question whose position box was left empty where it was (not at the top)", () => {
    const before = ids(documentFromFields("faq", fields).input);
    expect(ids(documentFromFields("faq", { ...fields, "items.3.position": "" }).input)).toEqual(before);
    expect(ids(documentFromFields("faq", { ...fields, "items.3.position": "  " }).input)).toEqual(before);
  });

  it("names the field of an error by its row in the form, wherever the question moved", () => {
    const { input, fieldOf } = documentFromFields("faq", { ...fields, "items.0.position": "9", "items.0.en.question": "Why" });
    const checked = checkDocument("faq", input);
    expect(checked.ok ? [] : Object.keys(checked.errors).map(fieldOf)).toEqual(["items.0.en.question"]);
  });
});

describe("the announcement's status", () => {
  const words = { en: { text: "Closed for the holidays", linkText: "" }, es: { text: "Cerrado por las fiestas", linkText: "" } };

  it("says whether the published announcement is on the site today, and between which days", () => {
    const bar = (on: boolean, startDate: string, endDate: string): AnnouncementDocument => ({ on, startDate, endDate, link: "", ...words });
    const today = "2026-12-24";
    expect(announcementStatus(null, today)).toBe("Not on the site: no message is published.");
    expect(announcementStatus(defaultDocument("announcement"), today)).toBe("Not on the site: no message is published.");
    expect(announcementStatus(bar(false, "2026-12-24", "2027-01-02"), today)).toBe("Not on the site: “Show the announcement” is off.");
    expect(announcementStatus(bar(true, "", ""), today)).toBe("On the site now, until you turn it off.");
    expect(announcementStatus(bar(true, "2026-12-24", "2027-01-02"), today)).toBe("On the site now: from Thursday, December 24, 2026 to Saturday, January 2, 2027, both days included.");
    expect(announcementStatus(bar(true, "", "2026-12-24"), today)).toBe("On the site now, until the end of Thursday, December 24, 2026.");
    expect(announcementStatus(bar(true, "2026-12-01", ""), today)).toBe("On the site now, since Tuesday, December 1, 2026, until you turn it off.");
    expect(announcementStatus(bar(true, "2026-12-25", "2027-01-02"), today)).toBe("Not on the site yet: it shows from Friday, December 25, 2026 to Saturday, January 2, 2027, both days included.");
    expect(announcementStatus(bar(true, "2026-12-25", ""), today)).toBe("Not on the site yet: it shows from Friday, December 25, 2026 until you turn it off.");
    expect(announcementStatus(bar(true, "2026-12-01", "2026-12-23"), today)).toBe("No longer on the site: its last day was Wednesday, December 23, 2026.");
  });
});

describe("the school program form", () => {
  it("gives back the document it was made from, and keeps what was typed beside an error", () => {
    const fields = documentFields("program", defaultDocument("program"));
    expect(Object.keys(fields).sort()).toEqual(["en.cost", "en.format", "en.length", "es.cost", "es.format", "es.length"]);
    expect(checkDocument("program", documentFromFields("program", fields).input)).toEqual({ ok: true, document: defaultDocument("program") });
    const { fields: kept, input } = documentFromFields("program", { ...fields, "es.length": "", intent: "publish" });
    expect(kept["es.length"]).toBe("");
    expect(kept).not.toHaveProperty("intent");
    const checked = checkDocument("program", input);
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual(["es.length"]);
  });
});

describe("the terms' payment and refund section form", () => {
  it("gives back the document it was made from, and refuses an empty or overlong text where it was typed", () => {
    const fields = documentFields("terms", defaultDocument("terms"));
    expect(Object.keys(fields).sort()).toEqual(["en.text", "es.text"]);
    expect(checkDocument("terms", documentFromFields("terms", fields).input)).toEqual({ ok: true, document: defaultDocument("terms") });
    const { input } = documentFromFields("terms", { ...fields, "en.text": " ", "es.text": "x".repeat(4001) });
    const checked = checkDocument("terms", input);
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(["en.text", "es.text"]);
  });
});
