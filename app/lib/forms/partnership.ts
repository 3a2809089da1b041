import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { submissionMetaShape } from "./common";
import { partnershipMessages } from "~/content/partnership-form";
import { localePath } from "~/content/locale";
import { checkWithSchema, single, type FormDefinition, type FormValues } from "./form-definition";
import { emailField, limits, nameField, optionalPhoneField, optionalText, requiredText } from "./rules";

export type PartnershipForm = {
  name: string;
  email: string;
  phone: string;
  organization: string;
  students_count: string;
  message: string;
};

export const emptyPartnershipForm: PartnershipForm = {
  name: "",
  email: "",
  phone: "",
  organization: "",
  students_count: "",
  message: "",
};

/** The inquiry as the visitor fills it in: name, email, organization and message are required. */
export const partnershipFormSchema = lazySchema(() =>
  z.object({
    name: nameField(),
    email: emailField(),
    phone: optionalPhoneField(),
    organization: requiredText(limits.organizationMin, limits.organizationMax),
    students_count: optionalText(100),
    message: requiredText(limits.messageMin, limits.messageMax),
  }),
);

/** The payload of POST /api/submit-partnership (spec section 7). */
export const partnershipSchema = lazySchema(() =>
  z.strictObject({
    contact_name: nameField(),
    email: emailField(),
    phone: optionalPhoneField(),
    organization_name: requiredText(limits.organizationMin, limits.organizationMax),
    students_count: optionalText(100),
    message: requiredText(limits.messageMin, limits.messageMax),
    ...submissionMetaShape(),
  }),
);

export type PartnershipPayload = z.input<typeof partnershipSchema>;
export type PartnershipSubmission = z.output<typeof partnershipSchema>;

export const partnershipFieldNames: Record<string, keyof PartnershipForm> = {
  contact_name: "name",
  email: "email",
  phone: "phone",
  organization_name: "organization",
  students_count: "students_count",
  message: "message",
};

export function toPartnershipPayload(
  form: PartnershipForm,
  meta: { website: string; form_token: string; idempotency_key: string },
): PartnershipPayload {
  return {
    contact_name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    phone: form.phone.trim(),
    organization_name: form.organization.trim(),
    students_count: form.students_count.trim(),
    message: form.message.trim(),
    ...meta,
  };
}

function partnershipFormFrom(values: FormValues): PartnershipForm {
  const form = { ...emptyPartnershipForm };
  for (const field of Object.keys(form) as (keyof PartnershipForm)[]) form[field] = single(values, field);
  return form;
}

/** The partnership inquiry on /schools. */
export const partnershipForm: FormDefinition = {
  id: "partnership",
  action: localePath("/schools"),
  messages: partnershipMessages,
  fields: emptyPartnershipForm,
  check: checkWithSchema(partnershipFormSchema),
  toPayload: (values, meta) => toPartnershipPayload(partnershipFormFrom(values), meta),
  payloadSchema: partnershipSchema,
  fieldNames: partnershipFieldNames,
};
