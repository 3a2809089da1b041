import { randomBytes } from "node:crypto";

/**
 * Random text for what every answer needs (a page's CSP nonce, a form token's nonce): bytes from
 * the system's generator drawn 4 KiB at a time and each used once, as Node's randomUUID() does,
 * so an answer makes no call to the generator of its own (one call per 4 KiB instead of one per
 * value: measured at about 2 µs a call under load). Not for secrets that are kept (sessions,
 * keys): those call randomBytes() themselves.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/** `length` fresh random bytes (at most 256) as base64 or base64url text. */
export function randomText(length: number, encoding: "base64" | "base64url"): string {
  if (length < 1 || length > 256) throw new RangeError("randomText: 1 to 256 bytes");
  if (offset + length > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const text = pool.toString(encoding, offset, offset + length);
  // Used once: the bytes are overwritten, so no later reader of the pool sees them.
  pool.fill(0, offset, offset + length);
  offset += length;
  return text;
}
