/**
 * The visitor's optional family preferences, kept only in this browser's cookies. They choose the
 * home page's hero illustration (see ./hero.ts) and nothing else. Pure functions, no I/O.
 */

export const preferenceCookieNames = {
  ethnicity: "user_ethnicity",
  orientation: "user_orientation",
  familyType: "user_family_type",
} as const;

export type PreferenceKey = keyof typeof preferenceCookieNames;

export type Preferences = {
  ethnicity?: string;
  orientation?: string;
  familyType?: string;
};

/** One year, as the spec's cookie constant says. */
export const preferenceMaxAgeSeconds = 31_536_000;

/** Stored values are capped at this many characters. */
export const preferenceMaxLength = 64;

/**
 * Parses a Cookie request header into name -> value. Later duplicates do not override the first
 * (browsers send the most specific cookie first). Values are percent-decoded when they can be.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return {};
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not percent-encoded text: keep it as sent.
    }
    cookies.set(name, value);
  }
  // fromEntries defines own properties, so a cookie named "__proto__" cannot touch the prototype.
  return Object.fromEntries(cookies);
}

/** Reads the three preference cookies from a Cookie header; empty values count as unset. */
export function readPreferences(header: string | null | undefined): Preferences {
  const cookies = parseCookieHeader(header);
  const prefs: Preferences = {};
  for (const key of Object.keys(preferenceCookieNames) as PreferenceKey[]) {
    const name = preferenceCookieNames[key];
    const value = sanitizePreferenceValue(Object.hasOwn(cookies, name) ? cookies[name]! : "");
    if (value) prefs[key] = value;
  }
  return prefs;
}

/**
 * Makes a submitted value safe to store and to echo back into a page:
 * - strips < > " ' & as the spec requires (they could smuggle markup into the page),
 * - also strips ; and , and control characters, because they would break the Set-Cookie syntax
 *   (a ; would start a new cookie attribute, a , splits joined Set-Cookie headers, and control
 *   characters such as CR/LF could inject headers),
 * - trims the result and caps it at 64 characters.
 */
export function sanitizePreferenceValue(value: string): string {
  return value.replace(/[<>"'&;,\u0000-\u001f\u007f]/g, "").trim().slice(0, preferenceMaxLength).trim();
}

export type CookieOptions = {
  /** Adds the Secure attribute; true when the request came over https. */
  secure: boolean;
};

/**
 * A Set-Cookie header value for one preference. An empty value (after sanitising) expires the
 * cookie instead of storing an empty string.
 */
export function buildPreferenceCookie(name: string, value: string, { secure }: CookieOptions): string {
  const clean = sanitizePreferenceValue(value);
  if (!clean) return expirePreferenceCookie(name, { secure });
  return `${name}=${clean}; Max-Age=${preferenceMaxAgeSeconds}; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** A Set-Cookie header value that removes the cookie at once. */
export function expirePreferenceCookie(name: string, { secure }: CookieOptions): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/**
 * Whether the visitor reached us over https, directly or through a TLS-terminating proxy (the
 * X-Forwarded-Proto header counts only when the server is configured to trust its proxy).
 */
export function isHttpsRequest(request: Request, trustProxy = true): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get("x-forwarded-proto");
  return forwarded?.split(",")[0]?.trim().toLowerCase() === "https";
}
