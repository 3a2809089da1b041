import type { PickerData } from "./picker.ts";

/**
 * What the page of one booking shows (server/booking/manage-page.server.ts draws it, the manage
 * link's page and a bought session's page show it: app/booking/manage-view.tsx).
 */
export type ManagePageData = {
  found: true;
  contactEmail: string;
  /** A bought session (issue 43): its name and length; null for a discovery call. */
  session: { name: string; minutes: number } | null;
  state: "cancelled" | "past" | "open" | "too-late";
  step: "move" | "confirm-move" | "cancel" | null;
  focusStep: boolean;
  here: string;
  sequence: number;
  when: string;
  call: { kind: "video"; url: string } | { kind: "phone"; phone: string };
  calendar: { google: string; outlook: string };
  icsHref: string;
  notice: "booked" | "moved" | "cancelled" | null;
  picker: PickerData | null;
  moveTo: { slot: number; when: string; back: string } | null;
};

/** What a change answers when it cannot be made, shown above the page. */
export type ManageNotice = { tone: "ok" | "error"; text: string };
