import { contactStorage } from "./contact.storage";
import { discoveryCallStorage } from "./discovery-call.storage";
import { feedbackStorage } from "./feedback.storage";
import { partnershipStorage } from "./partnership.storage";

/**
 * The one list of the site's forms: each form's id (as in its URLs and the inbox's), in the
 * order the inbox, the privacy notice and the reports show them, with how it is stored (its
 * storage module beside its definition). A new form is a line here; every per-form record
 * (its definition in ./registry.ts, the owner's labels in ./content/admin.ts) is keyed by
 * `FormId`, so the compiler names what is left to write.
 */
export const formKinds = {
  "discovery-call": discoveryCallStorage,
  contact: contactStorage,
  partnership: partnershipStorage,
  feedback: feedbackStorage,
};

export type FormId = keyof typeof formKinds;
export const formIds = /* @__PURE__ */ Object.keys(formKinds) as FormId[];
