import { describe, expect, it } from "vitest";
import { currentSection } from "#app/admin/admin-nav.tsx";
import * as admin from "./admin";

const { privacyAdmin } = admin;

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
  it("name no environment variable, command or time zone id", () => {
    const all = texts(admin);
    expect(all.length).toBeGreaterThan(500);
    for (const text of all) {
      expect(text, text).not.toMatch(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/); // SMTP_URL, BUSINESS_TIME_ZONE
      expect(text, text).not.toMatch(/npm run|\b(America|Europe|Asia|Pacific|Africa|Australia)\/[A-Z]/);
    }
  });

  it("name each email on the privacy page as she would", () => {
    const { emailSent, emailPurposes, emailStatuses } = privacyAdmin;
    expect(emailSent(emailPurposes["booking-reminder"]!, emailStatuses.cancelled!)).toBe("Reminder email, cancelled");
    expect(emailSent(emailPurposes["visitor-confirmation"]!, emailStatuses.sent!)).toBe("Confirmation email, sent");
    // Every purpose and status the outbox knows has words.
    expect(Object.keys(emailPurposes).sort()).toEqual(Object.keys(admin.outboxAdmin.purposes).sort());
    expect(Object.keys(emailStatuses).sort()).toEqual(Object.keys(admin.outboxAdmin.statuses).sort());
  });

  it("say what was erased with each count's own plural, leaving out what there was none of", () => {
    const { erased } = privacyAdmin;
    expect(erased({ submissions: 1, notes: 0, bookings: 0, emails: 0 })).toBe("1 form erased.");
    expect(erased({ submissions: 1, notes: 0, bookings: 0, emails: 2 })).toBe("1 form and 2 emails erased.");
    expect(erased({ submissions: 2, notes: 1, bookings: 1, emails: 1 })).toBe("2 forms, 1 note, 1 booked call, and 1 email erased.");
    expect(erased({ submissions: 3, notes: 2, bookings: 2, emails: 5 })).toBe("3 forms, 2 notes, 2 booked calls, and 5 emails erased.");
    expect(erased({ submissions: 0, notes: 0, bookings: 0, emails: 0 })).toBe("Nothing was stored, so nothing was erased.");
  });
});

describe("the back office's menu", () => {
  const items = [
    { to: "/admin", label: "Dashboard", end: true },
    { to: "/admin/inbox", label: "Inbox" },
    { to: "/admin/events", label: "Events" },
    { to: "/admin/privacy", label: "Privacy" },
  ];

  it("names the section a page belongs to, its own pages included", () => {
    const section = (path: string) => currentSection(items, path)?.label;
    expect(section("/admin")).toBe("Dashboard");
    expect(section("/admin/")).toBe("Dashboard");
    expect(section("/admin/inbox")).toBe("Inbox");
    expect(section("/admin/inbox/contact/3")).toBe("Inbox");
    expect(section("/admin/events/new")).toBe("Events");
    // Only whole path segments: /admin/eventsx is not under Events, and the dashboard is only itself.
    expect(section("/admin/eventsx")).toBeUndefined();
  });
});
