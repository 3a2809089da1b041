import { BlockList, isIP } from "node:net";
import { isHostName } from "#common/web-address.ts";

/**
 * Which web addresses the server may be sent to by an address the owner gives (her calendars, the
 * newsletter's feed, any later one): the rules, checked when she saves an address and again by the
 * fetcher (./fetch.server.ts) on every request and every redirect. Only `https:` (and `webcal:`,
 * read as https, where the caller allows it); no user name or password; a host that is a host
 * name (letters, digits, hyphens, dots) with a dot in it, or a public IP address; never a private,
 * loopback, link-local or otherwise special address, IPv4 or IPv6.
 */

/** Why an address is refused before any request. */
export type AddressProblem = "not-a-link" | "scheme" | "credentials" | "host" | "private" | "unknown-host";

export type AddressRules = {
  /** Tests only (OUTBOUND_ALLOW_LOOPBACK, honoured with NODE_ENV=test alone): 127.0.0.0/8, ::1 and `localhost` allowed. */
  allowLoopback: boolean;
  /** `webcal:` read as `https:` (calendars). */
  webcal?: boolean;
};

// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const specialV4 = new BlockList();
const specialV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  specialV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  specialV6.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address, if it is one. */
function embeddedIPv4(address: string): string | null {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^(?:::ffff|64:ff9b):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal) ?? /^(?:::ffff|64:ff9b)::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether the server may connect to this IP address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 4) {
    if (allowLoopback && address.startsWith("127.")) return true;
    return !specialV4.check(address, "ipv4");
  }
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): checked as the IPv4 address inside.
    const v4 = embeddedIPv4(address);
    if (v4) return isAllowedAddress(v4, allowLoopback);
    if (allowLoopback && new URL(`http://[${address}]/`).hostname === "[::1]") return true;
    return !specialV6.check(address, "ipv6");
  }
  return false;
}

/**
 * The https URL of an address the owner typed, or why not. The URL is parsed (never used as
 * typed): its host must be a host name or a public IP address, checked on the parsed host.
 */
export function checkAddress(raw: string, rules: AddressRules): { ok: true; url: URL } | { ok: false; problem: AddressProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: "not-a-link" };
  }
  if (rules.webcal && url.protocol === "webcal:") url = new URL(`https:${url.href.slice("webcal:".length)}`);
  if (url.protocol !== "https:" || url.hostname === "") return { ok: false, problem: "scheme" };
  if (url.username !== "" || url.password !== "") return { ok: false, problem: "credentials" };
  if (!isHostName(url.hostname)) return { ok: false, problem: "host" };
  url.hash = "";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "").toLowerCase();
  if (isIP(host) !== 0) return isAllowedAddress(host, rules.allowLoopback) ? { ok: true, url } : { ok: false, problem: "private" };
  if (host === "localhost" || host.endsWith(".localhost")) return rules.allowLoopback ? { ok: true, url } : { ok: false, problem: "private" };
  if (!host.includes(".")) return { ok: false, problem: "unknown-host" };
  return { ok: true, url };
}

/** An address as the back office shows it: its host and "…", never a secret path. */
export function maskAddress(url: string): string {
  try {
    return `${new URL(url).host}/…`;
  } catch {
    return "…";
  }
}

/**
 * The tests' loopback allowance as the environment sets it (OUTBOUND_ALLOW_LOOPBACK, with
 * NODE_ENV=test alone: server/config.server.ts refuses to start otherwise), for a check that has
 * no configuration at hand: the owner's business details' schema, checked wherever a version is
 * saved or read. Everything else takes `config.OUTBOUND_ALLOW_LOOPBACK`.
 */
export function loopbackAllowedByEnvironment(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === "test" && (env.OUTBOUND_ALLOW_LOOPBACK === "1" || env.OUTBOUND_ALLOW_LOOPBACK === "true");
}
