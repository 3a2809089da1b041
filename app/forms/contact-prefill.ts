import { inquiryTopicValues } from "#common/forms/common.ts";

/**
 * What a link to /connect may prefill: ?topic= picks the inquiry block (foundations, explorers,
 * adventurers, general) and ?subject= starts the message. Anything else is ignored.
 */
export function contactPrefill(params: URLSearchParams): Record<string, string> {
  const prefill: Record<string, string> = {};
  const topic = params.get("topic") ?? "";
  if ((inquiryTopicValues as readonly string[]).includes(topic)) prefill.block = topic;
  const subject = (params.get("subject") ?? "").slice(0, 200).trim();
  if (subject) prefill.message = `${subject}\n\n`;
  return prefill;
}
