import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { beginSignIn } from "./accounts.server";
import { argon2id, MAX_PASSWORD_LENGTH } from "./passwords.server";
import { createAuthTestDb, insertUser } from "#tests/auth-db";

// The real Argon2id, watched: every verification still runs, and the test reads which hash each one
// checked the password against (its parameters are the work it costs), never how long it took.
// Watched on the module's own object, not by replacing a module: the module is shared with the
// test files run before this one in the same worker (vitest.config.ts, isolate), and given back.
let verify: MockInstance<typeof argon2id.verify>;

let t: Awaited<ReturnType<typeof createAuthTestDb>>;
beforeEach(async () => {
  t = await createAuthTestDb();
  verify = vi.spyOn(argon2id, "verify");
});
afterEach(async () => {
  verify.mockRestore();
  await t.close();
});

const at = (address: string) => ({ now: Date.UTC(2026, 10, 21, 15, 0, 5), address });
/** A PHC hash string without its salt and digest: the algorithm, version and costs ($argon2id$v=19$m=19456,t=2,p=1). */
const costOf = (hash: string) => hash.split("$").slice(0, 4).join("$");
/** The hashes the password was checked against since the last look, and the passwords checked. */
function checked() {
  const calls = verify.mock.calls.map(([hash, password]) => ({ cost: costOf(String(hash)), password: String(password) }));
  verify.mockClear();
  return calls;
}

describe("signing in with an unknown email does the work of a wrong password", () => {
  it("checks the password once against a hash of the same algorithm and costs as a real account's", async () => {
    const owner = await insertUser(t.db, "owner@example.com");
    const stored = await t.db.selectFrom("users").select("password_hash").where("id", "=", owner.id).executeTakeFirstOrThrow();
    expect(costOf(stored.password_hash)).toBe("$argon2id$v=19$m=19456,t=2,p=1");
    verify.mockClear();

    const wrong = await beginSignIn(t.db, { email: "owner@example.com", password: "not the password at all" }, at("192.0.2.1"));
    const wrongWork = checked();
    const unknown = await beginSignIn(t.db, { email: "stranger@example.com", password: "not the password at all" }, at("192.0.2.2"));
    const unknownWork = checked();

    expect(unknown).toEqual(wrong);
    expect(wrongWork).toEqual([{ cost: costOf(stored.password_hash), password: "not the password at all" }]);
    expect(unknownWork).toEqual(wrongWork);
  });

  it("does the same for a password longer than any accepted: one check of its first 256 characters, for either", async () => {
    await insertUser(t.db, "owner@example.com");
    const long = "x".repeat(MAX_PASSWORD_LENGTH * 40);
    await beginSignIn(t.db, { email: "owner@example.com", password: long }, at("192.0.2.1"));
    const wrongWork = checked();
    await beginSignIn(t.db, { email: "stranger@example.com", password: long }, at("192.0.2.2"));
    const unknownWork = checked();
    expect(wrongWork).toEqual([{ cost: "$argon2id$v=19$m=19456,t=2,p=1", password: long.slice(0, MAX_PASSWORD_LENGTH) }]);
    expect(unknownWork).toEqual(wrongWork);
  });
});
