import type { AppDatabase } from "#server/db/database.server";

export type AuditActor = { id: number; email: string } | null;

/** One row of the audit log: who, when, from which address, what. Never a password, code or token. */
export async function writeAudit(
  db: AppDatabase,
  entry: {
    actor: AuditActor;
    actorEmail?: string | null;
    action: string;
    detail?: string | null;
    address?: string | null;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date(entry.now).toISOString(),
      actor_user_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? entry.actorEmail ?? null,
      action: entry.action,
      detail: entry.detail ?? null,
      address: entry.address ?? null,
    })
    .execute();
}

export async function auditPage(db: AppDatabase, page: number, pageSize = 50) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("id", "desc")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
