import { z } from "zod";
import { lazySchema } from "./lazy-schema";
import { hearAboutUsValues } from "./common";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { fieldMessages } from "#common/forms/content/form-rules.ts";
import { isTimeZone } from "#common/time-zone-names.ts";
import type { FormDefinition } from "./form-definition";
import { childAgeOptions, discoveryCallBasics, preferredTimeOptions } from "./discovery-call.page";
import { emailField, limits, messages, nameField, optionalChoice, optionalPhoneField, optionalText, submissionMetaShape } from "./rules";

export { childAgeOptions, discoveryCallRequired, preferredTimeOptions, SPEC_ASKS, type DiscoveryCallAsks } from "./discovery-call.page";

const childAgeValues = childAgeOptions.map((o) => o.value) as unknown as readonly ["expecting", ...string[]];
const preferredTimeValues = preferredTimeOptions.map((o) => o.value) as unknown as readonly ["morning-weekday", ...string[]];

/**
 * The payload of POST /api/submit-discovery-call (spec sections 3 and 7), and what the form posts:
 * one schema checks both. The child's age and the question are optional here (issue 42): which of
 * them a submission must carry is the owner's to say (discoveryCallRequired), not the payload's.
 */
export const discoveryCallSchema = lazySchema(() =>
  z.strictObject({
    parent_name: nameField(),
    parent_email: emailField(),
    parent_phone: optionalPhoneField(),
    child_name: z.literal("", { error: fieldMessages.mustBeEmpty }).optional().default(""),
    // Any value off the spec's list reads as "required", as when the age was required.
    child_age: z.union([z.literal(""), z.enum(childAgeValues)], { error: messages.required }).optional().default(""),
    challenges: optionalText(limits.concernsMax),
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

/** The discovery call request: the site-wide dialog, and its page /discovery-call without JavaScript. */
export const discoveryCallForm: FormDefinition = {
  ...discoveryCallBasics,
  schema: discoveryCallSchema,
};
