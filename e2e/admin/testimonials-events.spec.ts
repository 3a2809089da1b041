import { axe } from "../axe";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { signInAsOwner } from "./support";

// The owner's testimonials and events, start to finish: a story a visitor allowed the site to use
// is approved and appears in the home page's carousel; an event is created and edited and the
// change shows on /events and in its calendar file.

/** Letters only (names allow letters), different in every test and run. */
function tag(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (let i = 0; i < 8; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out[0]!.toUpperCase() + out.slice(1);
}

async function sendFeedback(page: Page, fields: Record<string, unknown>) {
  const res = await page.request.post("/api/submit-feedback", {
    data: { idempotency_key: `e2e-testimonial-${tag()}-${Date.now()}`, website: "", ...fields },
  });
  expect(res.status()).toBe(201);
}

/** A date a few days ahead, as YYYY-MM-DD. */
function dateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function expectAxeClean(page: Page) {
  expect((await axe(page).analyze()).violations).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
}

test.describe("admin testimonials and events", () => {
  test("feedback with permission is approved with a title and appears in the home carousel", async ({ page, browser }) => {
    const first = tag();
    const title = `Parent of ${tag()}`;
    await sendFeedback(page, {
      full_name: `${first} Quill`,
      email_address: `${first.toLowerCase()}@example.org`,
      children_ages: "5",
      experience_story: `${first} now asks for one more chapter every night. We read together and it is the best part of the evening.`,
      website_testimonial_permission: true,
    });
    await sendFeedback(page, {
      full_name: `${first} Nopermission`,
      email_address: `no.${first.toLowerCase()}@example.org`,
      experience_story: "Private story that must never become a candidate.",
      website_testimonial_permission: false,
    });

    // A visitor loads the home page first: the server now holds the list in its 5-minute cache.
    const before = await browser.newContext({ reducedMotion: "reduce" });
    const homeBefore = await before.newPage();
    await homeBefore.goto("/");
    await expect(homeBefore.getByRole("region", { name: "What families say" })).toBeVisible();
    await expect(homeBefore.getByText(`${first} now asks`)).toHaveCount(0);
    await before.close();

    await signInAsOwner(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    // Typed once the page has hydrated: what is typed into a story before then can be put back to the
    // stored text by hydration, and the story would then be published (and shown to every later test).
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const candidate = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${first} Quill, children aged 5` }) });
    await expect(candidate).toHaveCount(1);
    await expect(page.getByText(`${first} Nopermission`)).toHaveCount(0);

    // An empty story is refused with the spec's message, and the title typed is kept.
    await candidate.getByLabel("Display title").fill(title);
    await candidate.getByLabel("Story").fill("");
    await candidate.getByRole("button", { name: "Approve and publish" }).click();
    const again = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${first} Quill, children aged 5` }) });
    await expect(again.getByText("This field is required")).toBeVisible();
    await expect(again.getByLabel("Display title")).toHaveValue(title);

    // The owner shortens the quote and approves.
    await again.getByLabel("Story").fill(`${first} now asks for one more chapter every night.`);
    await again.getByRole("button", { name: "Approve and publish" }).click();
    await expect(page.getByRole("status").getByText("Approved: the story is on the site.")).toBeVisible();
    await expect(page.getByRole("heading", { name: `${first} Quill, children aged 5` })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 3, name: `${first} Quill` })).toBeVisible();

    // A visitor's fresh load of the home page (a new browser) shows it first, well within the 5 minutes.
    const visitor = await browser.newContext({ reducedMotion: "reduce" });
    const home = await visitor.newPage();
    await home.goto("/");
    const carousel = home.getByRole("region", { name: "What families say" });
    await expect(carousel.getByText(`${first} now asks for one more chapter every night.`)).toBeVisible();
    await expect(carousel.getByText(`${first} Q.`)).toBeVisible();
    await expect(carousel.getByText(title)).toBeVisible();
    await visitor.close();

    // Hidden: gone from the next fresh load.
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: `${first} Quill` }) });
    await entry.getByRole("button", { name: `Hide ${first} Quill` }).click();
    await expect(page.getByRole("status").getByText("Hidden from the site.")).toBeVisible();
    await expect(entry.getByText("Hidden", { exact: true })).toBeVisible();
    const later = await browser.newContext({ reducedMotion: "reduce" });
    const home2 = await later.newPage();
    await home2.goto("/");
    await expect(home2.getByRole("region", { name: "What families say" })).toBeVisible();
    await expect(home2.getByText(`${first} now asks for one more chapter every night.`)).toHaveCount(0);
    await later.close();

    // The published story's own edit form: refused without a story (the new title kept), then saved.
    await entry.getByText("Edit the title or the story").click();
    await entry.getByLabel("Display title").fill(`${title} and reader`);
    await entry.getByLabel("Story").fill("");
    await entry.getByRole("button", { name: "Save changes" }).click();
    await expect(entry.getByText("This field is required")).toBeVisible();
    await expect(entry.getByLabel("Story")).toHaveAttribute("aria-invalid", "true");
    await expect(entry.getByLabel("Display title")).toHaveValue(`${title} and reader`);
    await entry.getByLabel("Story").fill(`${first} asks for one more chapter.`);
    await entry.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Changes saved.")).toBeVisible();
    await expect(entry.getByRole("blockquote")).toHaveText(`${first} asks for one more chapter.`);
    await expect(entry.getByText(`${title} and reader`, { exact: true })).toBeVisible();
  });

  test("without JavaScript, a refused form comes back from the server with its errors and what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signInAsOwner(page);
      const org = `${tag()} Library`;
      await page.goto("/admin/testimonials");
      await page.locator("#add-org-name").fill(org);
      await page.locator("#add-org-content").fill("Short");
      await page.getByRole("button", { name: "Add and publish" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please correct the errors below.");
      await expect(page.locator("#add-org-content-error")).toHaveText("Must be at least 10 characters");
      await expect(page.locator("#add-org-name")).toHaveValue(org);
      await expect(page.locator("#add-org-content")).toHaveValue("Short");

      await page.goto("/admin/events/new");
      await page.getByLabel("Location").fill("Riverside Park");
      await page.getByRole("button", { name: "Add event" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please correct the errors below.");
      await expect(page.locator("#event-title-error")).toHaveText("This field is required");
      await expect(page.getByLabel("Location")).toHaveValue("Riverside Park");
    } finally {
      await context.close();
    }
  });

  test("an organisation testimonial is added, edited and hidden", async ({ page }) => {
    const org = `${tag()} Library`;
    await signInAsOwner(page);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    await page.getByLabel("Organisation").last().fill(org);
    await page.locator("#add-org-content").fill("Short");
    await page.getByRole("button", { name: "Add and publish" }).click();
    await expect(page.getByText("Must be at least 10 characters")).toBeVisible();
    await expect(page.locator("#add-org-name")).toHaveValue(org);
    await page.locator("#add-org-content").fill("Families filled the room for every session.");
    await page.getByRole("button", { name: "Add and publish" }).click();
    await expect(page.getByRole("status").getByText("Organisation testimonial added and published.")).toBeVisible();

    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: org }) });
    await expect(entry.getByText("Shown on the site")).toBeVisible();
    await entry.getByText("Edit this testimonial").click();
    await entry.getByLabel("What they said").fill("Families filled the room for every single session.");
    await entry.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Changes saved.")).toBeVisible();
    await expect(entry.getByRole("blockquote")).toHaveText("Families filled the room for every single session.");
    const api = (await (await page.request.get("/api/testimonials")).json()) as { organizations: Array<{ organization_name: string; testimonial_content: string }> };
    expect(api.organizations).toContainEqual(expect.objectContaining({ organization_name: org, testimonial_content: "Families filled the room for every single session." }));

    await entry.getByRole("button", { name: `Hide ${org}` }).click();
    await expect(entry.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(entry.getByRole("button", { name: `Show ${org} again` })).toBeVisible();
    const after = (await (await page.request.get("/api/testimonials", { headers: { "Cache-Control": "no-cache" } })).json()) as { organizations: Array<{ organization_name: string }> };
    expect(after.organizations.map((o) => o.organization_name)).not.toContain(org);
  });

  test("an event is created and edited; it shows on /events and in its .ics; an http ticket link is refused", async ({ page }) => {
    const name = `${tag()} Story Picnic`;
    const date = dateAhead(10);
    await signInAsOwner(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await page.getByRole("link", { name: "Add an event" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add an event" })).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(name);
    await page.getByLabel("Type").fill("Community");
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Start time").fill("10:30");
    await page.getByLabel("End time (optional)").fill("12:00");
    await page.getByLabel("Location").fill("Riverside Park");
    await page.getByLabel("Description").fill("Bring a blanket: stories read aloud under the trees.");
    await page.getByLabel("Ticket link (optional)").fill("http://tickets.example.org/picnic");
    await page.getByRole("radio", { name: /Cultural celebration/ }).check();
    await page.getByRole("button", { name: "Add event" }).click();

    // Refused, the message under the field, every value kept.
    await expect(page.getByRole("alert")).toHaveText("Please correct the errors below.");
    await expect(page.locator("#event-ticketLink-error")).toHaveText("Must be a link starting with https://");
    await expect(page.getByLabel("Ticket link (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Start time")).toHaveValue("10:30");
    await expect(page.getByRole("radio", { name: /Cultural celebration/ })).toBeChecked();

    await page.getByLabel("Ticket link (optional)").fill("https://tickets.example.org/picnic");
    await page.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByRole("status").getByText("Event added: it is on the Events page.")).toBeVisible();
    const id = /\/admin\/events\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    // Edited: a new title and start time.
    await page.getByLabel("Title", { exact: true }).fill(`${name} (moved)`);
    await page.getByLabel("Start time").fill("11:00");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Changes saved: the Events page shows them.")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${name} (moved)`);

    // On /events (the month of the event), as a visitor sees it.
    await page.goto(`/events?month=${date.slice(0, 7)}`);
    const listed = page.locator(`#event-${id}`);
    await expect(listed).toContainText(`${name} (moved)`);
    await expect(listed).toContainText("11:00 AM - 12:00 PM");
    await expect(listed).toContainText("Riverside Park");

    // In its iCalendar file, parsed with ical.js.
    const res = await page.request.get(`/api/events/${id}.ics`);
    expect(res.status()).toBe(200);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(`${name} (moved)`);
    const start = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .format(event.startDate.toJSDate())
      .replace(",", "");
    expect(start).toBe(`${date} 11:00`);

    // Deleted after a confirmation inside <details>: gone from the list and the calendar file.
    await page.goto(`/admin/events/${id}`);
    await page.getByText("Delete this event").click();
    await page.getByRole("button", { name: "Yes, delete the event" }).click();
    await expect(page.getByRole("status").getByText("Event deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit ${name} (moved)` })).toHaveCount(0);
    expect((await page.request.get(`/api/events/${id}.ics`)).status()).toBe(404);
  });

  test("axe finds nothing on the testimonials and events pages at 390 and 1280 px", async ({ page }) => {
    const first = tag();
    await sendFeedback(page, {
      full_name: `${first} Axe`,
      email_address: `${first.toLowerCase()}@example.org`,
      experience_story: "A candidate story so the page shows its approval form.",
      website_testimonial_permission: true,
    });
    await signInAsOwner(page);
    // Each page once, checked at both widths (the layout follows the width through CSS alone).
    const clean = async (path: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAxeClean(page);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    };
    // Reached as she reaches them, by the menu and the page's own link: navigations in the browser.
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Back office" });
    for (const [path, title] of [["/admin/testimonials", "Testimonials"], ["/admin/events", "Events"]] as const) {
      await nav.getByRole("link", { name: title, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await clean(path);
    }
    await page.getByRole("link", { name: "Add an event" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add an event" })).toBeVisible();
    await clean("/admin/events/new");
    // The form with its errors shown.
    await page.getByRole("button", { name: "Add event" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page);
    }
    await page.goto("/admin/events/1");
    await expect(page.locator("h1")).toBeVisible();
    await clean("/admin/events/1");
  });
});
