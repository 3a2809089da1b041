import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address: from the socket, or, only when TRUST_PROXY is on, from the last hop of
 * X-Forwarded-For (the address our own proxy saw; earlier hops are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return addressKey(last);
  }
  try {
    return addressKey(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // No Node socket (in-process requests in tests).
    return "local";
  }
}

/**
 * IPv6 clients usually hold a whole /64, so they are counted by that prefix; otherwise one
 * visitor could rotate addresses to escape the attempt limit.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = plain.includes("::") ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array(Math.max(0, missing)).fill("0"), ...tailParts];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
