import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteBlockNames } from "#common/editing/site-content.ts";
import { documentFields, documentFromFields } from "#server/editing/blocks.server";
import { checkDocument, defaultDocument } from "#server/editing/site-content.server";
import { blockEditors as editors } from "./block-editors";

// Each block's editor against the form its definition reads (server/editing/*-block*.server.ts):
// a field the editor does not draw is lost on the next save, and an error on a field it cannot name
// reads as a code in the error summary.

describe("the site content's editors", () => {
  for (const block of siteBlockNames) {
    it(`${block}: draws every field of its form, as it is, and names each one in her words`, () => {
      const fields = documentFields(block, defaultDocument(block));
      const html = renderToStaticMarkup(editors[block].Fields({ fields, errors: {} }));
      const drawn = new Set([...html.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]));
      for (const [name, value] of Object.entries(fields)) {
        expect(drawn, name).toContain(name);
        if (value !== "" && value !== "on") expect(html, name).toContain(value.split("\n")[0]!.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;").slice(0, 40));
        const label = editors[block].label(name, fields);
        expect(label, name).not.toBe(name);
        expect(label, name).not.toMatch(/(^|, )$|\b(en|es)\b|\.\d/);
      }
    });
  }
});

describe("the announcement's editor", () => {
  const words = { en: { text: "Closed for the holidays", linkText: "" }, es: { text: "Cerrado por las fiestas", linkText: "" } };
  const showTicked = (document: Parameters<typeof documentFields<"announcement">>[1]) =>
    /<input(?=[^>]*\sname="on")[^>]*\schecked/.test(renderToStaticMarkup(editors.announcement.Fields({ fields: documentFields("announcement", document), errors: {} })));

  it("starts with “Show the announcement” ticked for a new message, and as she left it once there are words", () => {
    expect(showTicked(defaultDocument("announcement"))).toBe(true);
    expect(showTicked({ ...defaultDocument("announcement"), ...words, on: false })).toBe(false);
    expect(showTicked({ ...defaultDocument("announcement"), ...words, on: true })).toBe(true);
    // Published as it opens (the box ticked), with words in both languages: shown.
    const { input } = documentFromFields("announcement", { ...documentFields("announcement", defaultDocument("announcement")), on: "on", "en.text": "Closed", "es.text": "Cerrado" });
    expect(checkDocument("announcement", input)).toMatchObject({ ok: true, document: { on: true } });
  });
});

describe("the FAQ's editor", () => {
  it("lists the questions closed, “Add a question” first, and marks one with no Spanish yet", () => {
    const faq = structuredClone(defaultDocument("faq"));
    faq.items[1]!.es = { question: "", answer: [] };
    const html = renderToStaticMarkup(editors.faq.Fields({ fields: documentFields("faq", faq), errors: {} }));
    expect(html.indexOf("Add a question")).toBeLessThan(html.indexOf(faq.items[0]!.en.question));
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html.match(/No Spanish yet/g)).toHaveLength(1);
  });

  it("opens a question with a mistake, and one she changed before a refused save", () => {
    const stored = documentFields("faq", defaultDocument("faq"));
    const fields = { ...stored, "items.2.en.answer": "Changed." };
    const html = renderToStaticMarkup(editors.faq.Fields({ fields, stored, errors: { "items.4.es.question": "This field is required" } }));
    expect(html.match(/<details[^>]*open/g)).toHaveLength(2);
    expect(html).toContain("Needs a fix");
  });
});
