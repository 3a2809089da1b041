import { contactOptionLabels } from "#common/forms/content/contact-options.ts";
import { discoveryCallOptionLabels } from "#common/forms/content/discovery-call-options.ts";

export type { FormId } from "./kinds";

const hearAboutUsLabels = discoveryCallOptionLabels.hearAboutUs;

/** Where people heard about us: the discovery dialog's list (spec section 3). */
export const hearAboutUsOptions = [
  { value: "instagram", label: hearAboutUsLabels.instagram },
  { value: "facebook", label: hearAboutUsLabels.facebook },
  { value: "local-parent-group", label: hearAboutUsLabels["local-parent-group"] },
  { value: "substack", label: hearAboutUsLabels.substack },
  { value: "word-of-mouth", label: hearAboutUsLabels["word-of-mouth"] },
  { value: "friend", label: hearAboutUsLabels.friend },
  { value: "other", label: hearAboutUsLabels.other },
] as const;

export const hearAboutUsValues = hearAboutUsOptions.map((o) => o.value) as unknown as readonly [
  (typeof hearAboutUsOptions)[number]["value"],
  ...(typeof hearAboutUsOptions)[number]["value"][],
];

/** The spec's inquiry topics, used for the contact form's "block" and for ?topic= links. */
export const inquiryTopicOptions = [
  { value: "foundations", label: contactOptionLabels.inquiryTopics.foundations },
  { value: "explorers", label: contactOptionLabels.inquiryTopics.explorers },
  { value: "adventurers", label: contactOptionLabels.inquiryTopics.adventurers },
  { value: "general", label: contactOptionLabels.inquiryTopics.general },
] as const;

export const inquiryTopicValues = inquiryTopicOptions.map((o) => o.value) as unknown as readonly [
  "foundations",
  "explorers",
  "adventurers",
  "general",
];

/** The query parameter of the page a successful send without JavaScript is redirected to (server/forms/form-route.server.ts). */
export const SENT_PARAM = "sent";
/** The id of a form's result message, where the browser scrolls after that redirect. */
export const FORM_RESULT_ID = "form-result";

/** A fresh key per submission; retries of the same submission reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
