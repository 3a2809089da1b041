import type { AppDatabase } from "#server/db/database.server";
import type { AdminRoleColumn } from "#server/db/schema";
import { createTestDatabase } from "#tests/database";
import { hashPassword } from "#server/auth/passwords.server";
import { newTotpSecret } from "#server/auth/totp.server";

/** A migrated database of this run's kind (SQLite file or PostgreSQL), for the auth tests. */
export async function createAuthTestDb() {
  const { db, close } = await createTestDatabase();
  return { db, close };
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
