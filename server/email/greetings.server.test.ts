import { describe, expect, it } from "vitest";
import { composeSignInNotice } from "#server/auth/new-sign-in.server";
import { startBookingService, tenOn, weekdayMornings } from "#tests/booking";
import { createTestDatabase } from "#tests/database";
import { greetingName } from "./compose.server";

// Issue 40: an email greets by the first word of a name only when that word reads as a name;
// otherwise "Hello," ("Hola:"), so a "name" typed with an address nobody has checked never puts a
// link in the greeting. The booking emails go through the real outbox to a real SMTP server, on
// SQLite and, with TEST_DB=postgres, on PostgreSQL.

describe("greetingName", () => {
  it.each([
    ["Ana Pérez", "Ana"],
    ["  José   Luis ", "José"],
    ["Jose\u0301 Luis", "Jose\u0301"],
    ["O'Brien", "O'Brien"],
    ["D’Angelo Rossi", "D’Angelo"],
    ["Anne-Marie Dubois", "Anne-Marie"],
    ["Zoë", "Zoë"],
    ["Nguyễn Văn An", "Nguyễn"],
    ["Łukasz", "Łukasz"],
    ["Даша", "Даша"],
    ["李 小龙", "李"],
  ])("greets %j as %j", (name, first) => {
    expect(greetingName(name)).toBe(first);
  });

  it.each([
    "claim-prize.example.com Smith",
    "example.com",
    "https://claim-prize.example Smith",
    "www.example.org",
    "Ana.Pérez",
    "Dr. Ana Pérez",
    "ana@example.org Pérez",
    "Ana/Pérez",
    "R2D2 Smith",
    "4ever",
    "xn--80ak6aa92e Smith",
    "-Ana",
    "Ana-",
    "O''Brien",
    "Anne--Marie",
    "javascript:alert(1)",
    "<b>Ana</b>",
    "",
    "   ",
    "A".repeat(41),
  ])("greets %j with no name", (name) => {
    expect(greetingName(name)).toBe("");
  });
});

describe("the back office's new sign-in email", () => {
  const compose = { businessName: "Kindred Pages", siteUrl: "https://www.kindred.test", timeZone: "America/New_York" };
  const notice = (name: string) =>
    composeSignInNotice(
      {
        person: { id: 2, email: "helper@kindred.test", name, role: "assistant" },
        to: { email: "helper@kindred.test", name },
        method: "password-and-code",
        browser: "Chrome on Android",
        at: Date.UTC(2026, 10, 26, 20, 15),
        signOutLink: "https://www.kindred.test/admin/sign-out-everywhere?token=x",
      },
      compose,
    );

  it("says Hello, to a name whose first word is a domain, and Hello Anne-Marie, to Anne-Marie", () => {
    const odd = notice("claim-prize.example.com Smith");
    expect(odd.text.startsWith("Hello,\n\n")).toBe(true);
    expect(odd.text).not.toContain("claim-prize");
    expect(odd.html).toContain(">Hello,</p>");
    expect(odd.html).not.toContain("claim-prize");
    const named = notice("Anne-Marie Dubois");
    expect(named.text.startsWith("Hello Anne-Marie,\n\n")).toBe(true);
    expect(named.html).toContain(">Hello Anne-Marie,</p>");
  });
});

describe("the parent's booking emails", () => {
  it("greet a domain-like first name with Hello, / Hola: in text and HTML, with no trace of it in the email or its invite; a real name keeps its greeting", async () => {
    const t = await startBookingService(await createTestDatabase(), {
      availability: weekdayMornings({ minNoticeHours: 2, horizonDays: 30, maxPerDay: 8, maxPerMonth: 40 }),
      start: Date.parse("2026-11-30T15:00:00Z"),
    });
    const bookings: [string, string, "en" | "es", number][] = [
      ["claim-prize.example.com Smith", "odd-en@example.org", "en", tenOn(2)],
      ["claim-prize.example.com Smith", "odd-es@example.org", "es", tenOn(2, 30)],
      ["José O'Brien-Smith", "jose@example.org", "en", tenOn(3)],
      ["José O'Brien-Smith", "jose-es@example.org", "es", tenOn(3, 30)],
    ];
    for (const [i, [name, email, language, start]] of bookings.entries()) {
      // Each from its own client: the bookings a day per client are not what this test is about.
      const booked = await t.book(start, { email, language, client: `198.51.100.${i + 1}`, fields: { parent_name: name } });
      expect(booked, JSON.stringify(booked)).toMatchObject({ ok: true });
    }
    await t.worker.drain();
    const parentMail = (to: string) => {
      const mails = t.smtp.to(to);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    };

    const odd = parentMail("odd-en@example.org");
    expect(odd.parsed.text!.startsWith("Hello,\n")).toBe(true);
    expect(odd.parsed.html).toContain(">Hello,</p>");
    const oddEs = parentMail("odd-es@example.org");
    expect(oddEs.parsed.text!.startsWith("Hola:\n")).toBe(true);
    expect(oddEs.parsed.html).toContain(">Hola:</p>");
    for (const [mail, to] of [[odd, "odd-en@example.org"], [oddEs, "odd-es@example.org"]] as const) {
      // Not in the text, the HTML or the invite (whose attendee is then named by the address).
      const ics = mail.parsed.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
      for (const part of [mail.parsed.subject, mail.parsed.text, mail.parsed.html, ics]) expect(part).not.toMatch(/claim-prize|example\.com/);
      expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`CN="${to}"`);
    }

    expect(parentMail("jose@example.org").parsed.text!.startsWith("Hello José,\n")).toBe(true);
    expect(parentMail("jose@example.org").parsed.html).toContain(">Hello José,</p>");
    expect(parentMail("jose-es@example.org").parsed.text!.startsWith("Hola, José:\n")).toBe(true);
    expect(parentMail("jose-es@example.org").parsed.html).toContain(">Hola, José:</p>");
    // The owner, whose address is her own, still reads the name as it was typed.
    expect(t.smtp.to("owner@kindred.test").some((mail) => mail.parsed.text?.includes("claim-prize.example.com Smith"))).toBe(true);
  });
});
