import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { everyLanguage } from "#common/languages.ts";
import { resolveBusinessSettings } from "#common/settings.ts";
import { insertUser } from "#tests/auth-db";
import { announcementShown, type AnnouncementDocument } from "#server/editing/business-blocks.server";
import { checkDocument, defaultDocument, publish, restore, type ContentActor } from "#server/editing/site-content.server";
import { createTestDatabase, type TestDatabase } from "#tests/database";
import { createBusinessSource } from "./details.server";

// The business details and the announcement as the site reads them at run time, on SQLite and
// PostgreSQL (TEST_DB=postgres): the environment's first, the owner's once published.

let t: TestDatabase;
let owner: ContentActor;
let clock = Date.UTC(2026, 10, 27, 18);
const fromEnv = resolveBusinessSettings({ CONTACT_EMAIL: "env@example.org", BUSINESS_NAME: "Kindred Test" });

beforeEach(async () => {
  t = await createTestDatabase();
  const o = await insertUser(t.db, "elena@example.com", "owner");
  owner = { user: { id: o.id, email: o.email, name: "elena", role: "owner" }, address: "203.0.113.5", now: (clock += 1000) };
});
afterEach(async () => {
  await t.close();
});

const business = (change: Partial<ReturnType<typeof defaultDocument<"business">>> = {}) => ({ ...structuredClone(defaultDocument("business")), ...change });
const announcement = (change: Partial<AnnouncementDocument> = {}): AnnouncementDocument => ({
  on: true,
  startDate: "",
  endDate: "",
  link: "",
  // Words in every language of the list (English's where a test gives none), then English's and Spanish's own.
  ...everyLanguage(() => ({ text: "Closed for the holidays", linkText: "" })),
  es: { text: "Cerrado por las fiestas", linkText: "" },
  ...change,
});

describe("the business details at run time", () => {
  it("gives the environment's values until the owner publishes hers, then hers (the name and the site's address stay the environment's)", async () => {
    let now = 0;
    const source = createBusinessSource({ db: t.db, fromEnv, now: () => now });
    await source.refresh();
    expect(source.current().contactEmail).toBe("env@example.org");
    const before = source.stamp("2026-11-27");

    const published = await publish(t.db, "business", business({ contactEmail: "elena@kindred.example", founderName: "Elena Ruiz" }), owner);
    expect(published.ok).toBe(true);
    // Read again at most every 100 ms: not yet...
    now = 50;
    await source.refresh();
    expect(source.current().contactEmail).toBe("env@example.org");
    // ...then hers, with a new stamp for every page.
    now = 150;
    await source.refresh();
    expect(source.current()).toMatchObject({ contactEmail: "elena@kindred.example", founderName: "Elena Ruiz", name: "Kindred Test", siteUrl: fromEnv.siteUrl });
    expect(source.stamp("2026-11-27")).not.toBe(before);
  });

  it("follows a restore of an older version, and reads at once after forget() (a write through this instance)", async () => {
    const source = createBusinessSource({ db: t.db, fromEnv, now: () => 0 });
    const first = await publish(t.db, "business", business({ contactEmail: "one@kindred.example" }), owner);
    await publish(t.db, "business", business({ contactEmail: "two@kindred.example" }), { ...owner, now: (clock += 1000) });
    await source.refresh();
    expect(source.current().contactEmail).toBe("two@kindred.example");
    await restore(t.db, "business", first.id!, { ...owner, now: (clock += 1000) });
    source.forget();
    await source.refresh();
    expect(source.current().contactEmail).toBe("one@kindred.example");
  });

  it("keeps the last values when the database does not answer", async () => {
    const source = createBusinessSource({ db: t.db, fromEnv, now: () => 0 });
    await publish(t.db, "business", business({ contactEmail: "kept@kindred.example" }), owner);
    await source.refresh();
    await t.close();
    source.forget();
    await source.refresh();
    expect(source.current().contactEmail).toBe("kept@kindred.example");
    t = await createTestDatabase();
  });

  it("gives the published announcement, and a page stamp that changes the day it starts or ends showing", async () => {
    const source = createBusinessSource({ db: t.db, fromEnv, now: () => 0 });
    await source.refresh();
    expect(source.announcement()).toBeNull();
    const { id } = await publish(t.db, "announcement", announcement({ startDate: "2026-12-20", endDate: "2026-12-26" }), owner);
    source.forget();
    await source.refresh();
    expect(source.announcement()).toMatchObject({ version: id, document: { en: { text: "Closed for the holidays" } } });
    const stamps = ["2026-12-19", "2026-12-20", "2026-12-26", "2026-12-27"].map((day) => source.stamp(day));
    expect(stamps[0]).not.toBe(stamps[1]);
    expect(stamps[1]).toBe(stamps[2]);
    expect(stamps[3]).toBe(stamps[0]);
  });
});

describe("checks", () => {
  it("business details: an email a mailto link takes, https links, YouTube ids, names within limits", () => {
    expect(checkDocument("business", defaultDocument("business")).ok).toBe(true);
    const bad = checkDocument("business", {
      ...business(),
      contactEmail: "hello@example.com?subject=x",
      socialUrl: "http://www.instagram.com/kp",
      newsletterUrl: "javascript:alert(1)",
      founderName: "",
      videos: [{ id: "short", title: "A" }, { id: "m_5u8-QSh6A", title: "x".repeat(201) }],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["contactEmail", "founderName", "newsletterUrl", "socialUrl", "videos.0.id", "videos.1.title"]);
  });

  it("business details: a video is its id or any link YouTube gives for it, stored as the id", () => {
    const videos = (first: string, second: string) => business({ videos: [{ id: first, title: "One" }, { id: second, title: "Two" }] });
    const checked = checkDocument("business", videos("https://youtu.be/m_5u8-QSh6A?si=Xb3kLp0QzT9aV1cd", "https://www.youtube.com/shorts/dQw4w9WgXcQ"));
    expect(checked.ok && checked.document.videos.map((video) => video.id)).toEqual(["m_5u8-QSh6A", "dQw4w9WgXcQ"]);
    const watch = checkDocument("business", videos("https://www.youtube.com/watch?v=m_5u8-QSh6A&t=42s", "dQw4w9WgXcQ"));
    expect(watch.ok && watch.document.videos.map((video) => video.id)).toEqual(["m_5u8-QSh6A", "dQw4w9WgXcQ"]);
    const bad = checkDocument("business", videos("https://vimeo.com/76979871", ""));
    expect(bad.ok ? null : [bad.errors["videos.0.id"], bad.errors["videos.1.id"]]).toEqual([
      "Must be a YouTube video’s link (youtu.be/…, youtube.com/watch?v=… or youtube.com/shorts/…) or its 11-character ID",
      "This field is required",
    ]);
  });

  it("business details: every link held to the server fetcher's rules, each refusal in her words", () => {
    const errorFor = (newsletterFeedUrl: string) => {
      const checked = checkDocument("business", business({ newsletterFeedUrl }));
      return checked.ok ? null : checked.errors.newsletterFeedUrl;
    };
    expect(errorFor("https://kindredpages.substack.com/feed")).toBeNull();
    expect(errorFor("https://8.8.8.8/feed")).toBeNull();
    expect(errorFor("http://kindredpages.substack.com/feed")).toBe("Must be a full link starting with https://");
    expect(errorFor("feed")).toBe("Must be a full link starting with https://");
    expect(errorFor("https://me:secret@kindredpages.substack.com/feed")).toBe("Must not contain a user name or password");
    // The review's reproductions: the news reader reached 127.0.0.1 and 10.x through the feed's address.
    for (const inside of ["https://127.0.0.1:8443/feed", "https://10.1.2.3/feed", "https://[::1]/feed", "https://169.254.169.254/latest", "https://localhost/feed", "https://0x7f000001/feed"]) {
      expect(errorFor(inside), inside).toBe("Must be a public web address: this one leads to a private network or to the site’s own computer");
    }
    expect(errorFor("https://news.example.com,script-src/feed")).toBe("The part after https:// must be a web address such as example.com: only letters, digits, hyphens and dots, up to the first /");
    expect(errorFor("https://intranet/feed")).toBe("Must be a whole web address, such as www.example.com");
    // The same for each of her links, the announcement's too.
    const links = checkDocument("business", business({ socialUrl: "https://10.0.0.1/", newsletterUrl: "https://a;b.example.com/", newsletterSubscribeUrl: "https://news.example.com,script-src/subscribe" }));
    expect(links.ok ? [] : Object.keys(links.errors).sort()).toEqual(["newsletterSubscribeUrl", "newsletterUrl", "socialUrl"]);
    const bar = checkDocument("announcement", announcement({ link: "https://192.168.1.1/holidays", en: { text: "Closed", linkText: "See" }, es: { text: "Cerrado", linkText: "Ver" } }));
    expect(bar.ok ? null : bar.errors.link).toBe("Must be a public web address: this one leads to a private network or to the site’s own computer");
  });

  it("announcement: real days in order, its words in both languages when shown, the link https with its words", () => {
    expect(checkDocument("announcement", defaultDocument("announcement")).ok).toBe(true);
    expect(checkDocument("announcement", announcement({ startDate: "2026-12-24", endDate: "2026-12-24" })).ok).toBe(true);
    const bad = checkDocument("announcement", announcement({ startDate: "2026-02-30", endDate: "2026-13-01", link: "http://example.com", es: { text: "", linkText: "" } }));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["en.linkText", "endDate", "es.linkText", "es.text", "link", "startDate"]);
    const order = checkDocument("announcement", announcement({ startDate: "2026-12-26", endDate: "2026-12-20", link: "https://example.com/holidays" }));
    expect(order.ok ? [] : Object.keys(order.errors).sort()).toEqual(["en.linkText", "endDate", "es.linkText"]);
  });

  it("announcement: shown on both of its days and between them, not outside, and not when turned off", () => {
    const bar = announcement({ startDate: "2026-12-20", endDate: "2026-12-26" });
    expect(["2026-12-19", "2026-12-20", "2026-12-23", "2026-12-26", "2026-12-27"].map((day) => announcementShown(bar, day))).toEqual([false, true, true, true, false]);
    expect(announcementShown(announcement(), "2030-01-01")).toBe(true);
    expect(announcementShown(announcement({ endDate: "2026-12-26" }), "2026-01-01")).toBe(true);
    expect(announcementShown(announcement({ on: false }), "2026-12-23")).toBe(false);
  });
});
