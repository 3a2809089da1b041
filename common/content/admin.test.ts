import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outboxAdmin } from "#common/email/content/admin.ts";
import { privacyAdmin } from "#common/privacy/content/admin.ts";

// The back office's words: the frame's in ./admin.ts, each feature's in common/<feature>/content/admin.ts.
const root = path.resolve(import.meta.dirname, "../..");
const sources = (dir: string) => readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file));
const wordModules = sources("common").filter((file) => /[\\/]content[\\/]admin[\w-]*\.ts$/.test(file));
/** The generic parts, whose words any feature may show (the forms' names, the inbox's statuses), and the frame's (common/content/admin.ts). */
const generic = new Set(["forms", "inbox", "email", "privacy", "content"]);

/** Every text the back office's copy can say: strings as they are, functions called with sample values. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const samples = [["Ana", "Eastern Time", "Booked", "x"], [2, 3, 4, 5], [{ submissions: 1, notes: 2, bookings: 0, emails: 3, min: 1, max: 9, step: 5, childAge: "5", concerns: "", link: "" }]];
    return samples.flatMap((args) => {
      try {
        return texts((value as (...a: unknown[]) => unknown)(...args));
      } catch {
        return [];
      }
    });
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the back office's words", () => {
  it("are split by feature, one module each, none left in one place for all", () => {
    const features = wordModules.map((file) => file.split(path.sep)[1]).sort();
    expect(features).toEqual(expect.arrayContaining(["auth", "booking", "content", "editing", "email", "events", "forms", "inbox", "privacy", "testimonials", "traffic"]));
    for (const file of wordModules) expect(readFileSync(path.join(root, file), "utf8").split("\n").length, file).toBeLessThan(400);
  });

  it("name no environment variable, command or time zone id", async () => {
    const all: string[] = [];
    for (const file of wordModules) {
      const words = texts(await import(path.join(root, file)));
      expect(words.length, file).toBeGreaterThan(0);
      all.push(...words);
    }
    expect(all.length).toBeGreaterThan(500);
    for (const text of all) {
      expect(text, text).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/); // SMTP_URL, BUSINESS_TIME_ZONE
      expect(text, text).not.toMatch(/npm run|\b(America|Europe|Asia|Pacific|Africa|Australia)\/[A-Z]/);
    }
  });

  it("are read by their own feature: a feature's pages and services show only its words, the frame's and the generic parts'", () => {
    const wordsImport = /#common\/(\w+)\/content\/admin\.ts|#common\/content\/admin\.ts/g;
    const misplaced: string[] = [];
    for (const file of [...sources("app"), ...sources("server")].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))) {
      const [layer, feature] = file.split(path.sep);
      // The frame (app/admin/) shows every feature's words: the dashboard, the menu.
      if (feature === "admin" || !feature || generic.has(feature) || feature.includes(".")) continue;
      for (const [, words = "content"] of readFileSync(path.join(root, file), "utf8").matchAll(wordsImport)) {
        if (words !== feature && !generic.has(words)) misplaced.push(`${layer}/${feature}: ${file} reads ${words}'s words`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("name each email on the privacy page as she would", () => {
    const { emailSent, emailPurposes, emailStatuses } = privacyAdmin;
    expect(emailSent(emailPurposes["booking-reminder"]!, emailStatuses.cancelled!)).toBe("Reminder email, cancelled");
    expect(emailSent(emailPurposes["visitor-confirmation"]!, emailStatuses.sent!)).toBe("Confirmation email, sent");
    // Every purpose and status the outbox knows has words.
    expect(Object.keys(emailPurposes).sort()).toEqual(Object.keys(outboxAdmin.purposes).sort());
    expect(Object.keys(emailStatuses).sort()).toEqual(Object.keys(outboxAdmin.statuses).sort());
  });

  it("say what was erased with each count's own plural, leaving out what there was none of", () => {
    const { erased } = privacyAdmin;
    expect(erased({ submissions: 1, notes: 0, bookings: 0, emails: 0, orders: 0 })).toBe("1 form erased.");
    expect(erased({ submissions: 1, notes: 0, bookings: 0, emails: 2, orders: 0 })).toBe("1 form and 2 emails erased.");
    expect(erased({ submissions: 2, notes: 1, bookings: 1, emails: 1, orders: 0 })).toBe("2 forms, 1 note, 1 booked call, and 1 email erased.");
    expect(erased({ submissions: 3, notes: 2, bookings: 2, emails: 5, orders: 0 })).toBe("3 forms, 2 notes, 2 booked calls, and 5 emails erased.");
    expect(erased({ submissions: 0, notes: 0, bookings: 0, emails: 0, orders: 0 })).toBe("Nothing was stored, so nothing was erased.");
    expect(erased({ submissions: 1, notes: 0, bookings: 0, emails: 2, orders: 1 })).toBe("1 form, 2 emails, and 1 order’s name, email and link erased.");
  });
});
