import { partnershipMessages } from "#common/forms/content/partnership-form.ts";
import { localePath } from "#common/content/locale.ts";
import { type FormBasics } from "./form-definition";

// What /schools needs of the partnership inquiry before the visitor sends it: no zod (its checks
// are in ./partnership.ts, loaded at her first interaction with the form).

export const partnershipBasics: FormBasics = {
  id: "partnership",
  action: localePath("/schools"),
  messages: partnershipMessages,
  fields: { contact_name: "", email: "", phone: "", organization_name: "", students_count: "", message: "" },
};
