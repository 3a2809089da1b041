import { describe, expect, it } from "vitest";
import { lazyDefinition } from "./form-definition";
import { contactBasics } from "./contact.page";

describe("lazyDefinition (a form page's checks, loaded at the first interaction)", () => {
  it("loads the form's definition once, and holds it once loaded", async () => {
    let loads = 0;
    const checks = lazyDefinition(() => {
      loads += 1;
      return import("./contact").then((module) => module.contactForm);
    });
    expect(loads).toBe(0);
    expect(checks.loaded).toBeUndefined();
    const [first, second] = await Promise.all([checks.load(), checks.load()]);
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect(checks.loaded).toBe(first);
    // The page's part and the loaded checks are one form.
    expect(first.id).toBe(contactBasics.id);
    expect(first.fields).toBe(contactBasics.fields);
  });

  it("tries again after a failed load (the visitor was offline)", async () => {
    let loads = 0;
    const checks = lazyDefinition(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return (await import("./partnership")).partnershipForm;
    });
    await expect(checks.load()).rejects.toThrow("offline");
    expect(checks.loaded).toBeUndefined();
    expect((await checks.load()).id).toBe("partnership");
    expect(loads).toBe(2);
  });
});
