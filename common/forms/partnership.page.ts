import { partnershipMessages } from "#common/forms/content/partnership-form.ts";
import { localePath } from "#common/content/locale.ts";
import { lazyDefinition, type FormBasics, type FormOnPage } from "./form-definition";

// What /schools needs of the partnership inquiry before the visitor sends it: no zod (its checks
// are in ./partnership.ts, loaded at her first interaction with the form).

export const partnershipBasics: FormBasics = {
  id: "partnership",
  action: localePath("/schools"),
  messages: partnershipMessages,
  fields: { contact_name: "", email: "", phone: "", organization_name: "", students_count: "", message: "" },
};

/** The partnership inquiry as /schools holds it. */
export const partnershipFormPage: FormOnPage = {
  ...partnershipBasics,
  definition: lazyDefinition(() => import("./partnership").then((module) => module.partnershipForm)),
};
