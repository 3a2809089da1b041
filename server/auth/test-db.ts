import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateToLatest, openDatabase, type AppDatabase } from "../db/database.server";
import type { AdminRoleColumn } from "../db/schema";
import { hashPassword } from "./passwords.server";
import { newTotpSecret } from "./totp.server";

/** A migrated SQLite file in a temp folder, for the auth tests. */
export async function createAuthTestDb() {
  const dir = mkdtempSync(join(tmpdir(), "kindred-auth-"));
  const db: AppDatabase = openDatabase(join(dir, "site.db"));
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An enrolled account, straight into the database (the setup flow has its own tests). */
export async function insertUser(db: AppDatabase, email: string, role: AdminRoleColumn = "owner", password = "correct horse battery staple") {
  const secret = newTotpSecret();
  const { id } = await db
    .insertInto("users")
    .values({
      email,
      name: email.split("@")[0]!,
      role,
      password_hash: await hashPassword(password),
      totp_secret: secret,
      totp_last_step: null,
      created_at: new Date().toISOString(),
      removed_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email, role, password, secret };
}
