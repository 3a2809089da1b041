/**
 * The browser and system a User-Agent names, from fixed lists of words ("Chrome", "Android"),
 * never the header's own text: the new sign-in email says "Chrome on Android"
 * (server/auth/new-sign-in.server.ts) and a new passkey's name field suggests it
 * (app/auth/admin/passkeys.tsx). Order matters: Edge, Samsung Internet and Opera also say
 * "Chrome", and Chrome on iOS says "Safari".
 */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/Linux/, "Linux"],
];

export function browserParts(userAgent: string | null | undefined): { browser: string; system: string } {
  const ua = (userAgent ?? "").slice(0, 1000);
  return {
    browser: browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? "",
    system: systems.find(([pattern]) => pattern.test(ua))?.[1] ?? "",
  };
}

/** "Chrome on Windows", "Safari on iPhone"; the one part known alone; "" when nothing is recognised. */
export function browserName(userAgent: string | null | undefined): string {
  const { browser, system } = browserParts(userAgent);
  return browser && system ? `${browser} on ${system}` : browser || system;
}
