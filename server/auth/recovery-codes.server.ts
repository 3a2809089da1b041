import { createHash, randomBytes } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** Ten single-use recovery codes per person, shown once; only their SHA-256 is stored. */
export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits each, written as two groups of five letters and digits: "k3j9x-p2m7q". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32LowerCaseNoPadding(randomBytes(7)).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Lowercase, spaces and dashes removed: "K3J9X P2M7Q" and "k3j9x-p2m7q" are the same code. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{10}$/.test(normaliseRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
