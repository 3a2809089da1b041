import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, fieldErrorsFrom, isUsPhone, nameField, optionalPhoneField, requiredText } from "./rules";

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).safeParse({ f: value });
  return result.success ? null : fieldErrorsFrom(result.error).f;
};

describe("shared validation rules", () => {
  it.each([
    ["", "This field is required"],
    ["   ", "This field is required"],
    [undefined, "This field is required"],
    [null, "This field is required"],
    ["A", "Must be at least 2 characters"],
    ["Al", null],
    ["a".repeat(100), null],
    ["a".repeat(101), "Must be no more than 100 characters"],
    ["Mary-Jane O'Brien Jr.", null],
    ["José Ñúñez", null],
    ["Zoë D’Arcy", null],
    ["李小龍", null],
    ["R2D2", "Invalid format"],
    ["<b>Bob</b>", "Invalid format"],
    ["-Bob", "Invalid format"],
  ])("name %j -> %s", (value, message) => {
    expect(errorOf(nameField(), value)).toBe(message);
  });

  it("trims names before checking length", () => {
    expect(nameField().parse("  Al  ")).toBe("Al");
    expect(errorOf(nameField(), " A ")).toBe("Must be at least 2 characters");
  });

  it.each([
    ["", "This field is required"],
    ["parent@example.com", null],
    ["  Parent@Example.COM ", null],
    ["first.last+kids@school.k12.ca.us", null],
    ["no-at-sign.com", "Please enter a valid email address"],
    ["two@@example.com", "Please enter a valid email address"],
    ["space in@example.com", "Please enter a valid email address"],
    ["user@localhost", "Please enter a valid email address"],
    ["user@example.c", "Please enter a valid email address"],
    [`${"a".repeat(64)}@${"b".repeat(185)}.com`, null], // 254 characters
    [`${"a".repeat(64)}@${"b".repeat(186)}.com`, "Must be no more than 254 characters"],
  ])("email %j -> %s", (value, message) => {
    expect(errorOf(emailField(), value)).toBe(message);
  });

  it("trims and lowercases emails", () => {
    expect(emailField().parse("  Parent@Example.COM ")).toBe("parent@example.com");
  });

  it.each([
    ["(555) 234-5678", true],
    ["555-234-5678", true],
    ["555.234.5678", true],
    ["5552345678", true],
    ["+1 555 234 5678", true],
    ["1-555-234-5678", true],
    ["+1 (555) 234-5678", true],
    ["555-234-567", false],
    ["055-234-5678", false],
    ["555-134-5678", false],
    ["+44 20 7946 0958", false],
    ["555-234-5678 ext 2", false],
    ["5+55-234-5678", false],
    ["phone", false],
  ])("US phone %j -> %s", (value, ok) => {
    expect(isUsPhone(value)).toBe(ok);
  });

  it("phone is optional: empty skips the other checks; present must be US-style and at most 20", () => {
    expect(optionalPhoneField().parse(undefined)).toBe("");
    expect(optionalPhoneField().parse("   ")).toBe("");
    expect(optionalPhoneField().parse(" 555-234-5678 ")).toBe("555-234-5678");
    expect(errorOf(optionalPhoneField(), "12345")).toBe("Please enter a valid phone number");
    expect(errorOf(optionalPhoneField(), "+1 (555) 234-5678   00")).toBe("Must be no more than 20 characters");
  });

  it.each([
    [9, "Must be at least 10 characters"],
    [10, null],
    [3000, null],
    [3001, "Must be no more than 3000 characters"],
  ])("message of %i characters -> %s", (length, message) => {
    expect(errorOf(requiredText(10, 3000), "m".repeat(length))).toBe(message);
  });
});
