import type { FormId } from "#common/forms/common.ts";

/**
 * The subject of the owner's reply to a submission (the inbox's Reply link), in the language the
 * visitor wrote in (server/inbox/inbox.server.ts picks the twin): the visitor reads it.
 */
export const replySubject: Record<FormId, string> = {
  "discovery-call": "Re: your discovery call request",
  contact: "Re: your message to Kindred Pages",
  partnership: "Re: your partnership inquiry",
  feedback: "Re: your feedback",
};
