const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  eacute: "é",
  ntilde: "ñ",
};

/** Decodes the HTML entities a feed commonly carries (numeric and the usual named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const value = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "";
    }
    return namedEntities[code.toLowerCase()] ?? match;
  });
}

/**
 * Turns HTML (or text that may hold tags) into plain text: scripts and styles dropped with
 * their content, tags removed, entities decoded, white space folded. The result is only ever
 * rendered as text, never as HTML.
 */
export function toPlainText(html: unknown, maxLength = 2000): string {
  if (typeof html !== "string") return typeof html === "number" ? String(html) : "";
  const text = decodeEntities(
    html
      .replace(/<(script|style|iframe|noscript)[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, " ")
      .replace(/<[^>]*>/g, " "),
  )
    // Tags written as entities (&lt;b&gt;) decode into tags: remove those too.
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/** A text written as paragraphs, each separated from the next by an empty line (the owner's terms). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
