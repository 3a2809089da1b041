import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteBlockNames } from "#common/editing/site-content.ts";
import { documentFields } from "#server/editing/blocks.server";
import { defaultDocument } from "#server/editing/site-content.server";
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
