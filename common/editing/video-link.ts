/**
 * A YouTube video's id (11 letters, digits, "-" or "_") from what the owner pastes in the business
 * details' video fields: the id itself, or a link as a phone shares it (`https://youtu.be/ID?si=…`),
 * as a browser shows it (`https://www.youtube.com/watch?v=ID&t=42s`), a Short
 * (`youtube.com/shorts/ID`), a live video (`/live/ID`) or an embed (`/embed/ID`, also on
 * youtube-nocookie.com). With or without `https://`, `www.` or `m.`. Anything else: null.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
/** The paths whose next part is the id. */
const ID_PATHS = new Set(["shorts", "embed", "live", "v"]);

export function youtubeIdFrom(pasted: string): string | null {
  const text = pasted.trim();
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (host === "youtu.be" || host === "www.youtu.be") id = parts[0];
  else if (HOSTS.has(host)) {
    if (parts[0] === "watch" && parts.length === 1) id = url.searchParams.get("v");
    else if (parts.length === 2 && ID_PATHS.has(parts[0]!)) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}
