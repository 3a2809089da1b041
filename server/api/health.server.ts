import { sql } from "kysely";
import { Hono } from "hono";
import type { AppDatabase } from "#server/db/database.server";

/** Liveness and database reachability, for uptime monitors and the deploy script. */
export function healthRoutes({ db }: { db: AppDatabase }) {
  return new Hono().get("/", async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: "ok", database: "ok" });
    } catch {
      return c.json({ status: "degraded", database: "unreachable" }, 503);
    }
  });
}
