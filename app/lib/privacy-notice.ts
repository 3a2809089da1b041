import type * as privacyContent from "~/content/privacy";
import { personalData, privacyNoticeLastChanged, retentionRules, type DataSource, type RetentionKey } from "../../server/privacy/inventory";

/** One thing kept, as the notice shows it: what, why and for how long. */
export type NoticeItem = { what: string; why: string; kept: string };

/** A section of the notice built from the inventory: one form, or one other source of data. */
export type NoticeDataSection = { id: string; title: string; intro: string; items: NoticeItem[] };

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

/** The entries of the inventory from one source, in the notice's words. */
function itemsFrom(content: Content, source: DataSource): NoticeItem[] {
  return personalData
    .filter((entry) => entry.source === source)
    .map((entry) => ({ ...content.dataWords[entry.id], kept: retentionText(content, entry.retention) }));
}

/**
 * The notice's sections that say what is kept, generated from the data inventory
 * (server/privacy/inventory.ts) in the page's language: a section per form, then the emails,
 * notes, testimonials, security and the team. A section with nothing in the inventory is left out.
 */
export function buildPrivacyNotice(content: Content): PrivacyNotice {
  const section = ({ id, title, intro }: { id: string; title: string; intro: string }) => ({ id, title, intro, items: itemsFrom(content, id as DataSource) });
  return {
    lastChanged: privacyNoticeLastChanged,
    forms: content.formSections.map(section).filter((s) => s.items.length > 0),
    others: content.otherSections.map(section).filter((s) => s.items.length > 0),
  };
}
