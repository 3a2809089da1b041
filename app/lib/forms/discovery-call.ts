import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { submissionMetaShape, hearAboutUsValues } from "./common";
import { bookingCopy } from "~/content/booking";
import { discoveryCallMessages } from "~/content/discovery-call";
import { discoveryCallOptionLabels } from "~/content/discovery-call-options";
import { fieldMessages } from "~/content/form-rules";
import { localePath } from "~/content/locale";
import { isTimeZone } from "~/lib/time-zone-names";
import { checkThroughPayload, single, type FormDefinition, type FormValues } from "./form-definition";
import { emailField, limits, messages, nameField, optionalChoice, optionalPhoneField, requiredChoice, requiredText } from "./rules";

const childAgeLabels = discoveryCallOptionLabels.childAge;
export const childAgeOptions = [
  { value: "expecting", label: childAgeLabels.expecting },
  { value: "0-6months", label: childAgeLabels["0-6months"] },
  { value: "6-12months", label: childAgeLabels["6-12months"] },
  { value: "1-2years", label: childAgeLabels["1-2years"] },
  { value: "2-3years", label: childAgeLabels["2-3years"] },
  { value: "3-4years", label: childAgeLabels["3-4years"] },
  { value: "4-5years", label: childAgeLabels["4-5years"] },
  { value: "5-6years", label: childAgeLabels["5-6years"] },
  { value: "6-8years", label: childAgeLabels["6-8years"] },
  { value: "8-10years", label: childAgeLabels["8-10years"] },
  { value: "10-12years", label: childAgeLabels["10-12years"] },
  { value: "multiple", label: childAgeLabels.multiple },
] as const;

const preferredTimeLabels = discoveryCallOptionLabels.preferredTime;
export const preferredTimeOptions = [
  { value: "morning-weekday", label: preferredTimeLabels["morning-weekday"] },
  { value: "afternoon-weekday", label: preferredTimeLabels["afternoon-weekday"] },
  { value: "evening-weekday", label: preferredTimeLabels["evening-weekday"] },
  { value: "weekend-morning", label: preferredTimeLabels["weekend-morning"] },
  { value: "weekend-afternoon", label: preferredTimeLabels["weekend-afternoon"] },
  { value: "flexible", label: preferredTimeLabels.flexible },
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
  /** The chosen call's start (ms since the epoch) when booking is open; "" otherwise. */
  slot: string;
  /** The parent's own time zone (IANA id): her browser's, or her choice without JavaScript; "" when unknown. */
  parentTimeZone: string;
};

export const emptyDiscoveryCallForm: DiscoveryCallForm = {
  parentName: "",
  email: "",
  phone: "",
  childAge: "",
  preferredTime: "",
  specificConcerns: "",
  hearAboutUs: "",
  slot: "",
  parentTimeZone: "",
};

/** The payload sent to POST /api/submit-discovery-call (spec section 3 and 7). */
export const discoveryCallSchema = lazySchema(() =>
  z.strictObject({
    parent_name: nameField(),
    parent_email: emailField(),
    parent_phone: optionalPhoneField(),
    child_name: z.literal("", { error: fieldMessages.mustBeEmpty }).optional().default(""),
    child_age: requiredChoice(childAgeValues),
    challenges: requiredText(limits.concernsMin, limits.concernsMax),
    preferred_time: optionalChoice(preferredTimeValues),
    timezone: z.literal("EST", { error: messages.pattern }).optional().default("EST"),
    hear_about_us: optionalChoice(hearAboutUsValues),
    // A booked time (issue 26): the start of a free slot, in ms since the epoch; whether one is
    // required, and free, is the server's to say (server/booking).
    slot: z.string().regex(/^(\d{12,14})?$/, { error: bookingCopy.slotRequired }).optional().default(""),
    // The parent's own zone (issue 33), stored with a booked call; beside the spec's `timezone`.
    parent_time_zone: z
      .string()
      .refine((zone) => zone === "" || isTimeZone(zone), { error: bookingCopy.zoneInvalid })
      .optional()
      .default(""),
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
  slot: "slot",
  parent_time_zone: "parentTimeZone",
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
    slot: form.slot,
    parent_time_zone: form.parentTimeZone.trim(),
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
  action: localePath("/discovery-call"),
  messages: discoveryCallMessages,
  fields: emptyDiscoveryCallForm,
  check: checkThroughPayload({ toPayload, payloadSchema: discoveryCallSchema, fieldNames: discoveryCallFieldNames }),
  toPayload,
  payloadSchema: discoveryCallSchema,
  fieldNames: discoveryCallFieldNames,
};
