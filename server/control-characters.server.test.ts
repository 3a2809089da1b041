import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./control-characters.server";
import { withFinalLineBreak } from "./events/ics.server";

describe("withoutControlCharacters", () => {
  it("removes C0 and C1 controls and DEL, and keeps tab, line feed and CRLF", () => {
    expect(withoutControlCharacters("a\u0000b\u000Bc\u000Cd\u0007e\u001Bf\u007Fg\u0085h\u009Fi")).toBe("abcdefghi");
    expect(withoutControlCharacters("one\ttwo\nthree\r\nfour")).toBe("one\ttwo\nthree\r\nfour");
    expect(withoutControlCharacters("bare\rreturn")).toBe("barereturn");
    expect(withoutControlCharacters("Pérez, 日本語 😀")).toBe("Pérez, 日本語 😀");
  });

  it("is the last step of every .ics the site writes", () => {
    expect(withFinalLineBreak("BEGIN:VCALENDAR\r\nDESCRIPTION:a\u0000\u000Bb\r\nEND:VCALENDAR")).toBe("BEGIN:VCALENDAR\r\nDESCRIPTION:ab\r\nEND:VCALENDAR\r\n");
  });
});
