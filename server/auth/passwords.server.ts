import { hash, verify } from "@node-rs/argon2";
import commonPasswordList from "./common-passwords.txt?raw";

/**
 * Passwords: Argon2id (the library's default algorithm, named here so a change of default never
 * weakens it), at least 12 characters, never one of the 10,000 most common (compared lowercased).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

// OWASP's recommended Argon2id parameters (19 MiB, 2 passes, 1 lane).
const options = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Every hash made and checked here goes through this object, so a test can watch which hash each
 * verification checked a password against (passwords.server.test.ts) without replacing the module.
 */
export const argon2id = {
  hash: (password: string): Promise<string> => hash(password, options),
  verify: (storedHash: string, password: string): Promise<boolean> => verify(storedHash, password),
};

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    commonPasswordList
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export type PasswordProblem = "too-short" | "too-long" | "common";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too-long";
  if (commonPasswords().has(password.toLowerCase())) return "common";
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (an unknown email) it checks against a
 * dummy hash made with the same parameters, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= argon2id.hash("not a real password: equal timing for unknown accounts");
    await argon2id.verify(await dummyHash, password.slice(0, MAX_PASSWORD_LENGTH)).catch(() => false);
    return false;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    await argon2id.verify(storedHash, password.slice(0, MAX_PASSWORD_LENGTH)).catch(() => false);
    return false;
  }
  try {
    return await argon2id.verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function warmUpPasswords(): Promise<unknown> {
  return verifyPassword(null, "warm-up");
}
