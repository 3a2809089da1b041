import { discoveryCallMessages } from "#common/forms/content/discovery-call.ts";
import { discoveryCallOptionLabels } from "#common/forms/content/discovery-call-options.ts";
import { localePath } from "#common/content/locale.ts";
import { type FieldErrors, type FormBasics } from "./form-definition";
import { limits, messages } from "./limits";

// What a page needs of the discovery call form before the parent sends it: no zod (its checks are
// in ./discovery-call.ts, loaded at her first interaction with the form).

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

/**
 * The form's fields, named as the payload (its empty values). The spec's `child_name` (always
 * empty) and `timezone` (always EST) are not fields: the schema gives them.
 */
const fields = {
  parent_name: "",
  parent_email: "",
  parent_phone: "",
  child_age: "",
  preferred_time: "",
  challenges: "",
  hear_about_us: "",
  /** The chosen call's start (ms since the epoch) when booking is open; "" otherwise. */
  slot: "",
  /** The parent's own time zone (IANA id): her browser's, or her choice without JavaScript; "" when unknown. */
  parent_time_zone: "",
};

/**
 * What a discovery call must carry beyond the schema's (issue 42). The spec required the child's
 * age and 10 to 1000 characters of question; a booked call (the owner's hours set) asks only for
 * the name and the email (and the phone when she phones), and the owner may require either of the
 * other two in her availability. A request without a time (booking off) keeps the spec's rule.
 */
export type DiscoveryCallAsks = { phone: boolean; childAge: boolean; question: boolean };

/** The spec's request form (booking off): the age and the question required, the phone optional. */
export const SPEC_ASKS: DiscoveryCallAsks = { phone: false, childAge: true, question: true };

/** The fields `asks` requires that `values` leaves empty (or, for the question, too short), with the spec's messages; null when none. */
export function discoveryCallRequired(values: Record<string, unknown>, asks: DiscoveryCallAsks, phoneMessage: string): FieldErrors | null {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const errors: FieldErrors = {};
  if (asks.phone && text("parent_phone") === "") errors.parent_phone = phoneMessage;
  if (asks.childAge && text("child_age") === "") errors.child_age = messages.required;
  const question = text("challenges");
  if (asks.question && question === "") errors.challenges = messages.required;
  else if (asks.question && question.length < limits.concernsMin) errors.challenges = messages.minLength(limits.concernsMin);
  return Object.keys(errors).length > 0 ? errors : null;
}

export const discoveryCallBasics: FormBasics = {
  id: "discovery-call",
  action: localePath("/discovery-call"),
  messages: discoveryCallMessages,
  fields,
};
