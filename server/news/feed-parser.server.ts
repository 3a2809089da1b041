import { XMLParser, XMLValidator } from "fast-xml-parser";
import { toPlainText } from "#common/plain-text.ts";

import type { Article } from "#common/news/articles.ts";

export type { Article };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Entities are decoded by toPlainText, which handles the HTML ones feeds carry.
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["item", "category", "enclosure", "media:content", "media:thumbnail"].includes(name),
});

function textOf(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (typeof node === "object" && "#text" in (node as Record<string, unknown>)) return String((node as Record<string, unknown>)["#text"]);
  return "";
}

/** Only http(s) URLs may become links or images; anything else (javascript:, data:) is dropped. */
export function safeUrl(value: unknown): string | null {
  const raw = textOf(value).trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function firstImage(item: Record<string, unknown>): string | null {
  const enclosures = (item.enclosure as Array<Record<string, unknown>> | undefined) ?? [];
  for (const enclosure of enclosures) {
    const type = String(enclosure["@_type"] ?? "");
    if (type === "" || type.startsWith("image/")) {
      const url = safeUrl(enclosure["@_url"]);
      if (url) return url;
    }
  }
  for (const key of ["media:content", "media:thumbnail"]) {
    for (const media of (item[key] as Array<Record<string, unknown>> | undefined) ?? []) {
      const url = safeUrl(media["@_url"]);
      if (url) return url;
    }
  }
  // Substack puts the cover image first in the post body.
  const html = textOf(item["content:encoded"]) || textOf(item.description);
  const match = html.match(/<img[^>]+src=["']([^"']+)["']/i);
  return match ? safeUrl(match[1]) : null;
}

function isoDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? "" : new Date(time).toISOString();
}

/**
 * Parses RSS 2.0 as newsletter platforms publish it (CDATA, entities, enclosures, categories,
 * dc:creator). Throws on anything that is not an RSS feed.
 */
export function parseFeed(xml: string): Article[] {
  // The parser is forgiving; a truncated or broken document must count as a failure instead.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`malformed feed: ${valid.err.msg}`);
  const doc = parser.parse(xml) as Record<string, unknown>;
  const channel = (doc.rss as Record<string, unknown> | undefined)?.channel as Record<string, unknown> | undefined;
  if (!channel || typeof channel !== "object") throw new Error("not an RSS 2.0 feed");
  const channelAuthor = toPlainText(textOf(channel["managingEditor"]) || textOf(channel["title"]), 120);
  const items = (channel.item as Array<Record<string, unknown>> | undefined) ?? [];
  return items
    .map((item) => {
      const link = safeUrl(item.link) ?? safeUrl(item.guid);
      const title = toPlainText(textOf(item.title), 300);
      if (!link || !title) return null;
      const categories = ((item.category as unknown[]) ?? []).map((c) => toPlainText(textOf(c), 60)).filter(Boolean);
      return {
        title,
        description: toPlainText(textOf(item.description), 500),
        link,
        pubDate: isoDate(textOf(item.pubDate)),
        author: toPlainText(textOf(item["dc:creator"]) || textOf(item.author), 120) || channelAuthor,
        categories: [...new Set(categories)],
        imageUrl: firstImage(item),
      } satisfies Article;
    })
    .filter((article): article is Article => article !== null);
}
