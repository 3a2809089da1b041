import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { submissionMetaShape, hearAboutUsValues } from "./common";
import { discoveryCallMessages } from "~/content/discovery-call";
import { checkThroughPayload, single, type FormDefinition, type FormValues } from "./form-definition";
import { emailField, limits, nameField, optionalChoice, optionalPhoneField, requiredChoice, requiredText } from "./rules";

export const childAgeOptions = [
  { value: "expecting", label: "Expecting" },
  { value: "0-6months", label: "0-6 months" },
  { value: "6-12months", label: "6-12 months" },
  { value: "1-2years", label: "1-2 years" },
  { value: "2-3years", label: "2-3 years" },
  { value: "3-4years", label: "3-4 years" },
  { value: "4-5years", label: "4-5 years" },
  { value: "5-6years", label: "5-6 years" },
  { value: "6-8years", label: "6-8 years" },
  { value: "8-10years", label: "8-10 years" },
  { value: "10-12years", label: "10-12 years" },
  { value: "multiple", label: "Multiple children" },
] as const;

export const preferredTimeOptions = [
  { value: "morning-weekday", label: "Weekday morning (9am-12pm EST)" },
  { value: "afternoon-weekday", label: "Weekday afternoon (12pm-5pm EST)" },
  { value: "evening-weekday", label: "Weekday evening (5pm-8pm EST)" },
  { value: "weekend-morning", label: "Weekend morning (9am-12pm EST)" },
  { value: "weekend-afternoon", label: "Weekend afternoon (12pm-5pm EST)" },
  { value: "flexible", label: "I'm flexible" },
] as const;

const childAgeValues = childAgeOptions.map((o) => o.value) as unknown as readonly ["expecting", ...string[]];
const preferredTimeValues = preferredTimeOptions.map((o) => o.value) as unknown as readonly ["morning-weekday", ...string[]];

/** What the visitor fills in (the dialog's state). */
export type DiscoveryCallForm = {
  parentName: string;
  email: string;
  phone: string;
  childAge: string;
  preferredTime: string;
  specificConcerns: string;
  hearAboutUs: string;
};

export const emptyDiscoveryCallForm: DiscoveryCallForm = {
  parentName: "",
  email: "",
  phone: "",
  childAge: "",
  preferredTime: "",
  specificConcerns: "",
  hearAboutUs: "",
};

/** The payload sent to POST /api/submit-discovery-call (spec section 3 and 7). */
export const discoveryCallSchema = lazySchema(() =>
  z.strictObject({
    parent_name: nameField(),
    parent_email: emailField(),
    parent_phone: optionalPhoneField(),
    child_name: z.literal("", { error: "Must be empty" }).optional().default(""),
    child_age: requiredChoice(childAgeValues),
    challenges: requiredText(limits.concernsMin, limits.concernsMax),
    preferred_time: optionalChoice(preferredTimeValues),
    timezone: z.literal("EST", { error: "Invalid format" }).optional().default("EST"),
    hear_about_us: optionalChoice(hearAboutUsValues),
    ...submissionMetaShape(),
  }),
);

export type DiscoveryCallPayload = z.input<typeof discoveryCallSchema>;
export type DiscoveryCallSubmission = z.output<typeof discoveryCallSchema>;

/** Payload field -> form field, to show server or schema errors under the right input. */
export const discoveryCallFieldNames: Record<string, keyof DiscoveryCallForm> = {
  parent_name: "parentName",
  parent_email: "email",
  parent_phone: "phone",
  child_age: "childAge",
  challenges: "specificConcerns",
  preferred_time: "preferredTime",
  hear_about_us: "hearAboutUs",
};

export function toDiscoveryCallPayload(
  form: DiscoveryCallForm,
  meta: { website: string; form_token: string; idempotency_key: string },
): DiscoveryCallPayload {
  return {
    parent_name: form.parentName.trim(),
    parent_email: form.email.trim().toLowerCase(),
    parent_phone: form.phone.trim(),
    child_name: "",
    child_age: form.childAge,
    challenges: form.specificConcerns.trim(),
    preferred_time: form.preferredTime,
    timezone: "EST",
    hear_about_us: form.hearAboutUs as DiscoveryCallPayload["hear_about_us"],
    ...meta,
  };
}

function discoveryCallFormFrom(values: FormValues): DiscoveryCallForm {
  const form = { ...emptyDiscoveryCallForm };
  for (const field of Object.keys(form) as (keyof DiscoveryCallForm)[]) form[field] = single(values, field);
  return form;
}

const toPayload = (values: FormValues, meta: { website: string; form_token: string; idempotency_key: string }) =>
  toDiscoveryCallPayload(discoveryCallFormFrom(values), meta);

/** The discovery call request: the site-wide dialog, and its page /discovery-call without JavaScript. */
export const discoveryCallForm: FormDefinition = {
  id: "discovery-call",
  action: "/discovery-call",
  messages: discoveryCallMessages,
  fields: emptyDiscoveryCallForm,
  check: checkThroughPayload({ toPayload, payloadSchema: discoveryCallSchema, fieldNames: discoveryCallFieldNames }),
  toPayload,
  payloadSchema: discoveryCallSchema,
  fieldNames: discoveryCallFieldNames,
};
