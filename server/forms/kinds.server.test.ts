import { describe, expect, it } from "vitest";
import { formIds } from "#common/forms/kinds.ts";
import { formChoices, formDefinitions } from "#common/forms/registry.ts";
import { databaseColumns } from "#server/db/schema";
import { formKinds, toRow } from "./kinds.server";

describe("the registry of form kinds", () => {
  it("names, for every form, a table of the schema and columns of that table", () => {
    expect(Object.keys(formKinds)).toEqual([...formIds]);
    for (const kind of formIds) {
      const { table, columns, search, flags = [], lists = [], numbers = [], extra = [], inventory } = formKinds[kind];
      const stored = Object.keys(databaseColumns[table]);
      const personal = inventory.flatMap((row) => row.columns);
      const choices = Object.keys(formChoices[kind]);
      for (const column of [...Object.values(columns), ...search, ...choices, ...flags, ...lists, ...numbers, ...personal]) {
        expect(stored, `${kind}: ${column}`).toContain(column);
      }
      // The payload's fields that are not stored are not columns.
      for (const field of extra) expect(stored, `${kind}: ${field}`).not.toContain(field);
    }
  });

  it("stores yes/no answers as 1 or 0, lists as JSON and numbers sent as text as numbers, the rest as sent", () => {
    expect(toRow("feedback", { full_name: "Ana", website_testimonial_permission: true, permission_contact_marketing: false, reading_behavior_improvements: ["a", "b"] })).toMatchObject({
      full_name: "Ana",
      website_testimonial_permission: 1,
      permission_contact_marketing: 0,
      reading_behavior_improvements: '["a","b"]',
    });
    expect(toRow("contact", { name: "Ana", child_age: "7" })).toEqual({ name: "Ana", child_age: 7 });
    expect(toRow("partnership", { contact_name: "Ana", students_count: "120" })).toEqual({ contact_name: "Ana", students_count: "120" });
  });

  it("keeps every payload field of a form that its table does not store in the form's extra fields", () => {
    const meta = ["website", "form_token", "idempotency_key"];
    for (const kind of formIds) {
      const shape = (formDefinitions[kind].schema as unknown as { shape?: Record<string, unknown> }).shape;
      expect(shape, kind).toBeDefined();
      const stored = Object.keys(databaseColumns[formKinds[kind].table]);
      const unstored = Object.keys(shape!).filter((field) => !meta.includes(field) && !stored.includes(field));
      expect(unstored, kind).toEqual([...(formKinds[kind].extra ?? [])]);
    }
  });
});
