import { languages, type Language } from "#common/languages.ts";

/**
 * Where the announcement bar stands on a given day, for the owner's editor to say in words
 * ("On the site now, until December 24"): the bar's own rule (server/editing/business-blocks.server.ts,
 * `announcementShown`: turned on, and today between its first and last day, both included, each
 * optional) with the reasons it is not shown. Days are YYYY-MM-DD in the business's zone.
 */
export type AnnouncementDays = { on: boolean; startDate: string; endDate: string } & Record<Language, { text: string }>;

export type AnnouncementState =
  /** Nothing published, or no message written. */
  | { state: "none" }
  /** "Show the announcement" is off. */
  | { state: "off" }
  /** On the site today; `from`/`until` are its days ("" when open). */
  | { state: "shown"; from: string; until: string }
  /** Its first day is still to come. */
  | { state: "scheduled"; from: string; until: string }
  /** Its last day has passed. */
  | { state: "ended"; until: string };

export function announcementState(document: AnnouncementDays | null, today: string): AnnouncementState {
  if (!document || languages.every((language) => document[language].text.trim() === "")) return { state: "none" };
  if (!document.on) return { state: "off" };
  const { startDate: from, endDate: until } = document;
  if (from !== "" && today < from) return { state: "scheduled", from, until };
  if (until !== "" && until < today) return { state: "ended", until };
  return { state: "shown", from, until };
}
