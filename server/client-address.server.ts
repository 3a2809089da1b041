import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address as it reached us: from the socket, or, only when TRUST_PROXY is on, from
 * the last hop of X-Forwarded-For (the address our own proxy saw; earlier hops are whatever the
 * client claimed). An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) is given as IPv4.
 * This whole address is what the audit log keeps; the limits count `clientKey()` of it, the
 * sign-in pauses `signInAddressKey()` of it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return plainAddress(last);
  }
  try {
    return plainAddress(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // No Node socket (in-process requests in tests).
    return "local";
  }
}

/** An address as written: IPv4 out of its IPv6 form, IPv6 in lower case, anything else as it is. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return isIPv6(address) ? address.toLowerCase() : address;
}

/**
 * How many leading bits of an IPv6 address make one client for the limits: a /56, what an ISP
 * usually delegates to one home connection (RIPE-690; a /60 or /64 home is inside one), so a
 * home that rotates its addresses, or its /64s, still counts once (decision 6).
 */
export const CLIENT_PREFIX_BITS = 56;
/** The sign-in pauses keep counting per /64, the block one device's link holds (decision 6). */
export const SIGN_IN_PREFIX_BITS = 64;

/**
 * One client, for every per-client limit: the form attempts, the bookings a day, the live passkey
 * challenges, the page-view beacon. IPv4: the address; IPv6: its /56 ("2001:db8:1:200::/56");
 * anything that is not an address (a test's "local"), as it is.
 */
export function clientKey(address: string): string {
  return networkKey(address, CLIENT_PREFIX_BITS);
}

/** The address a sign-in pause counts (server/auth/lockout.server.ts): IPv4 itself, IPv6 its /64. */
export function signInAddressKey(address: string): string {
  return networkKey(address, SIGN_IN_PREFIX_BITS);
}

/**
 * IPv4 (also written as IPv6, or reaching an IPv6-only server through NAT64, 64:ff9b::/96) as the
 * IPv4 address; IPv6 as its first `bits` bits, "a:b:c:d00::/56"; anything else as it is.
 */
export function networkKey(address: string, bits: 48 | 56 | 64): string {
  const plain = plainAddress(address.trim().replace(/%.*$/, ""));
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const kept = groups.slice(0, Math.ceil(bits / 16)).map((group, i) => {
    const spare = (i + 1) * 16 - bits;
    return spare > 0 ? (group >> spare) << spare : group;
  });
  return `${kept.map((group) => group.toString(16)).join(":")}::/${bits}`;
}

/** The eight 16-bit groups of an IPv6 address (checked by isIPv6 first), "::" and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let body = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    body = body.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = body.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const parts = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return parts.map((part) => parseInt(part, 16));
}
