import type * as en from "../reply-subjects";
import type { Translation } from "#common/content/translation.ts";

// review: Spanish subjects of the owner's reply, "Re:" kept as email programs write it; the forms' own names ("llamada de orientación", "alianzas") as app/content/es/ has them
export const replySubject: Translation<typeof en.replySubject> = {
  "discovery-call": "Re: su solicitud de llamada de orientación",
  contact: "Re: su mensaje a Kindred Pages",
  partnership: "Re: su consulta sobre alianzas",
  feedback: "Re: sus comentarios",
};
