import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import type { FormDefinition } from "./form-definition";
import { partnershipBasics } from "./partnership.page";
import { emailField, limits, nameField, optionalPhoneField, optionalText, requiredText, submissionMetaShape } from "./rules";

/** The payload of POST /api/submit-partnership (spec section 7), and the inquiry as the visitor fills it in: name, email, organization and message are required. */
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

/** The partnership inquiry on /schools. */
export const partnershipForm: FormDefinition = {
  ...partnershipBasics,
  schema: partnershipSchema,
};
