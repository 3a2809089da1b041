import { bookingCopy } from "#common/booking/content/booking.ts";
import { bookingGuardCopy } from "#common/booking/content/booking-guard.ts";
import { antiBotMessages, rateLimitMessages, requestMessages } from "#common/forms/content/form-errors.ts";
import { locale } from "#common/content/locale.ts";
import { hearAboutUsOptions, type FormId } from "./common";
import { contactChildAgeOptions, contactForm, contactHearAboutUsOptions } from "./contact";
import { childAgeOptions, discoveryCallForm, preferredTimeOptions } from "./discovery-call";
import { feedbackForm } from "./feedback";
import type { FormDefinition } from "./form-definition";
import { partnershipForm } from "./partnership";

/**
 * Everything the server says about the site's forms, in one language: each form's definition (its
 * checks and their messages, its outcome's titles and texts) and the answers the server gives
 * when it cannot take a form as sent. The server imports it once per language of the list, with
 * `?languages` (vite/languages.ts), in server/forms/catalogue.server.ts. Pages import their own
 * form's module, never this one.
 */
export const formDefinitions: Record<FormId, FormDefinition> = {
  "discovery-call": discoveryCallForm,
  contact: contactForm,
  partnership: partnershipForm,
  feedback: feedbackForm,
};

/** Each form's choices by the column that stores them: the inbox and the owner's emails show the words the visitor picked (in English). */
export const formChoices: Record<FormId, Record<string, readonly { value: string; label: string }[]>> = {
  "discovery-call": { child_age: childAgeOptions, preferred_time: preferredTimeOptions, hear_about_us: hearAboutUsOptions },
  contact: { child_age: contactChildAgeOptions, hear_about_us: contactHearAboutUsOptions },
  partnership: {},
  feedback: {},
};

export const formErrors = { request: requestMessages, antiBot: antiBotMessages, rateLimit: rateLimitMessages };

/** The language these words are in (the Spanish twin's: "es"), and its BCP 47 tag for `Intl`. */
export const formLanguage = { language: locale.language, tag: locale.tag };

/** The booking's words (issue 26): the discovery call's outcome when a time was booked or just taken, the manage page, the emails. */
export const booking = bookingCopy;

/** The booking's limits (issue 33): one upcoming call per email address, a few bookings per connection a day. */
export const bookingGuard = bookingGuardCopy;
