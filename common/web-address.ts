/**
 * Web addresses given by a person (the owner's links and feeds, the environment's settings) are
 * parsed, never pasted: their host is checked as a host name, and what goes into a header is made
 * from the parsed origin. The URL parser lets through, in a host, characters no host name has
 * (`,` `;` `!` `$` `&` `'` `(` `)` `*` `+` `=` `_` `~`): `https://news.example.com,script-src/x`
 * parses, with the host `news.example.com,script-src`, and a comma ends a header's list.
 */

/** A DNS name as the URL parser gives it (lower case, punycode): labels of letters, digits and hyphens, 1-63 characters each, dots between; an ending dot allowed. */
const dnsName = /^(?=.{1,253}\.?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/i;
/** An IPv6 address as the URL parser writes it, in brackets. */
const ipv6Literal = /^\[[0-9a-f:.]+\]$/i;

/**
 * Whether `hostname` (a URL's `hostname`: IPv4 addresses already in dotted decimal, IPv6 in
 * brackets) is a host name a web address can have: a DNS name or an IP address.
 */
export function isHostName(hostname: string): boolean {
  return dnsName.test(hostname) || ipv6Literal.test(hostname);
}

/**
 * The origin of an `https:` (or, with `allowHttp`, `http:`) address whose host is a host name,
 * as `scheme://host[:port]`, for a header such as Content-Security-Policy; null for anything else.
 */
export function webOrigin(raw: string, { allowHttp = false }: { allowHttp?: boolean } = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) return null;
  if (!isHostName(url.hostname)) return null;
  // Built from the parsed parts (not `url.origin` as a string taken on trust): scheme, host, port.
  return `${url.protocol}//${url.hostname}${url.port === "" ? "" : `:${url.port}`}`;
}
