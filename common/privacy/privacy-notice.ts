import type * as privacyContent from "#common/privacy/content/privacy.ts";
import { personalData, privacyNoticeLastChanged, retentionRules, type DataSource, type RetentionKey } from "#common/privacy/inventory.ts";

/** One thing kept, as the notice shows it: what and why. */
export type NoticeItem = { what: string; why: string };

/**
 * How long a section's items are kept: one line per retention rule, the rule most of them follow
 * first and unlabelled, the others labelled with the items they are about.
 */
export type NoticeRetention = { about: string[]; text: string };

/** A section of the notice built from the inventory: one form, or one other source of data. */
export type NoticeDataSection = { id: string; title: string; intro: string; items: NoticeItem[]; kept: NoticeRetention[] };

export type PrivacyNotice = {
  /** YYYY-MM-DD */
  lastChanged: string;
  forms: NoticeDataSection[];
  others: NoticeDataSection[];
};

type Content = Pick<typeof privacyContent, "dataWords" | "retentionWords" | "formSections" | "otherSections">;

/** The sentence for a retention rule, with the rule's numbers from the inventory. */
export function retentionText(content: Pick<Content, "retentionWords">, key: RetentionKey): string {
  const words = content.retentionWords[key] as (rule: (typeof retentionRules)[RetentionKey]) => string;
  return words(retentionRules[key]);
}

/** The entries of the inventory from one source, in the notice's words, and how long they are kept. */
function itemsFrom(content: Content, source: DataSource): Pick<NoticeDataSection, "items" | "kept"> {
  const entries = personalData.filter((entry) => entry.source === source);
  const byRule = new Map<RetentionKey, string[]>();
  for (const entry of entries) byRule.set(entry.retention, [...(byRule.get(entry.retention) ?? []), content.dataWords[entry.id].what]);
  const rules = [...byRule].sort((a, b) => b[1].length - a[1].length);
  return {
    items: entries.map((entry) => ({ what: content.dataWords[entry.id].what, why: content.dataWords[entry.id].why })),
    kept: rules.map(([key, whats], index) => ({ about: index === 0 ? [] : whats, text: retentionText(content, key) })),
  };
}

/**
 * The notice's sections that say what is kept, generated from the data inventory
 * (common/privacy/inventory.ts) in the page's language: a section per form, then the emails,
 * notes, testimonials, security and the team. A section with nothing in the inventory is left out.
 */
export function buildPrivacyNotice(content: Content): PrivacyNotice {
  const section = ({ id, title, intro }: { id: string; title: string; intro: string }) => ({ id, title, intro, ...itemsFrom(content, id as DataSource) });
  return {
    lastChanged: privacyNoticeLastChanged,
    forms: content.formSections.map(section).filter((s) => s.items.length > 0),
    others: content.otherSections.map(section).filter((s) => s.items.length > 0),
  };
}
