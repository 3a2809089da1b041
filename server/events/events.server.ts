import { Hono } from "hono";
import type { AppDatabase } from "#server/db/database.server";
import type { BusinessSettings } from "#common/settings.ts";
import type { SiteEvent } from "#common/events/event-types.ts";
import { eventToIcs } from "./ics.server";

export type { SiteEvent };

export async function listEvents(db: AppDatabase): Promise<SiteEvent[]> {
  const rows = await db.selectFrom("events").selectAll().orderBy("date").orderBy("start_time").execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    date: row.date,
    time: row.time_label,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    description: row.description,
    type: row.type,
    image: row.image,
    ticketLink: row.ticket_link,
  }));
}

/** GET /api/events (JSON) and GET /api/events/:id.ics (add to a calendar). */
export function eventsApi(db: AppDatabase, business: BusinessSettings, timeZone: string, now: () => number = Date.now) {
  const api = new Hono();
  api.get("/", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ events: await listEvents(db) });
  });
  api.get("/:file{[0-9]+\\.ics}", async (c) => {
    const id = Number(c.req.param("file").replace(/\.ics$/, ""));
    const event = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
    if (!event) return c.json({ error: "Event not found" }, 404);
    const body = eventToIcs(event, { siteUrl: business.siteUrl, businessName: business.name, now: new Date(now()), timeZone });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
      "Cache-Control": "public, max-age=300",
    });
  });
  return api;
}
