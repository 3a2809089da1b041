import { describe, expect, it } from "vitest";
import { businessDefaults, resolveBusinessSettings, SettingsError } from "./settings";

describe("business settings", () => {
  it("uses the defaults when nothing is set, and treats empty values as unset", () => {
    const settings = resolveBusinessSettings({ BUSINESS_NAME: "", SITE_URL: "  " });
    expect(settings.name).toBe(businessDefaults.name);
    expect(settings.siteUrl).toBe(businessDefaults.siteUrl);
    expect(settings.videos).toHaveLength(2);
  });

  it("lets the environment override each value", () => {
    const settings = resolveBusinessSettings({
      BUSINESS_NAME: "Story Hour Co.",
      FOUNDER_NAME: "Sam Lee",
      CONTACT_EMAIL: "owner@example.org",
      SITE_URL: "https://example.org/",
      VIDEO_1_ID: "abcdefghijk",
      NEWSLETTER_SUBSCRIBE_URL: "https://news.example.org/subscribe",
    });
    expect(settings).toMatchObject({
      name: "Story Hour Co.",
      founderName: "Sam Lee",
      contactEmail: "owner@example.org",
      siteUrl: "https://example.org",
      newsletterSubscribeUrl: "https://news.example.org/subscribe",
    });
    expect(settings.videos[0]?.id).toBe("abcdefghijk");
  });

  it("rejects bad values with a message naming each variable", () => {
    try {
      resolveBusinessSettings({ CONTACT_EMAIL: "not-an-email", SITE_URL: "ftp://x", VIDEO_2_ID: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      const message = (error as SettingsError).message;
      expect(message).toContain("CONTACT_EMAIL");
      expect(message).toContain("SITE_URL");
      expect(message).toContain("VIDEO_2_ID");
    }
  });
});
