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

  it("takes a link's host only as a host name, and the newsletter feed over https only", () => {
    // A comma in the host would end the Content-Security-Policy the form target goes into.
    for (const [name, value] of [
      ["NEWSLETTER_SUBSCRIBE_URL", "https://news.example.com,script-src/subscribe"],
      ["SOCIAL_URL", "https://social.example.com;x/"],
      ["NEWSLETTER_URL", "https://news_letter.example.com/"],
      ["NEWSLETTER_FEED_URL", "http://kindredpages.substack.com/feed"],
    ]) {
      expect(() => resolveBusinessSettings({ [name!]: value }), `${name}=${value}`).toThrow(name);
    }
    expect(resolveBusinessSettings({ NEWSLETTER_FEED_URL: "https://127.0.0.1:4443/feed", SITE_URL: "http://localhost:3000" })).toMatchObject({
      newsletterFeedUrl: "https://127.0.0.1:4443/feed",
      siteUrl: "http://localhost:3000",
    });
  });
});
