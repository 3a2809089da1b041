import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { randomBytes, timingSafeEqual } from "node:crypto";

/** RFC 6238: 30-second steps, 6 digits, HMAC-SHA1 (what every authenticator app reads from a QR code). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** A new 160-bit secret, as base32 (how it is stored and shown). */
export function newTotpSecret(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(20));
}

/** The secret in groups of four characters, for typing into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

export function totpKeyUri(issuer: string, accountName: string, secret: string): string {
  return createTOTPKeyURI(issuer, accountName, decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCodeAt(secret: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);
}

/**
 * The step a code belongs to, accepting one step of clock drift either way, or null. Steps at or
 * before `lastUsedStep` are never accepted, so a code (or an older one) cannot be used twice; the
 * caller stores the returned step atomically (see accounts.server.ts).
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const cleaned = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(cleaned)) return null;
  const current = totpStep(nowMs);
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    // Compare every candidate in constant time, and all three always, so timing tells nothing.
    const expected = Buffer.from(totpCodeAt(secret, step));
    if (timingSafeEqual(expected, Buffer.from(cleaned)) && (lastUsedStep === null || step > lastUsedStep)) matched ??= step;
  }
  return matched;
}
