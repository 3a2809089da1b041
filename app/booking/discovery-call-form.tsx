import { useState } from "react";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { discoveryCallCopy as copy } from "#common/forms/content/discovery-call.ts";
import { pickerQuery, type PickerData } from "#common/booking/picker.ts";
import { BookingPicker } from "./booking-picker";
import { useAfterHydration } from "~/components/research/use-after-hydration";
import { formCopy } from "#common/forms/content/forms.ts";
import { hearAboutUsOptions } from "#common/forms/common.ts";
import { childAgeOptions, discoveryCallForm, preferredTimeOptions } from "#common/forms/discovery-call.ts";
import type { FormOutcome } from "#common/forms/form-definition.ts";
import { BlockedNotice, FormMeta, FormStatus, PrivacyLink, SelectField, TextAreaField, TextField } from "~/forms/form-fields";
import { useSiteForm, type SiteForm } from "~/forms/use-site-form";
import { Button } from "~/components/ui/button";

const DETAILS_ID = "booking-details";
const DETAIL_FIELDS = ["parent_name", "parent_email", "parent_phone", "child_age", "hear_about_us", "challenges"] as const;

/** The discovery call form's state, held where it outlives the form (the dialog keeps it while closed). */
export function useDiscoveryCallForm(options: Omit<Parameters<typeof useSiteForm>[1], "antiBot"> = {}) {
  return useSiteForm(discoveryCallForm, { ...options, antiBot: true });
}

/**
 * The discovery call request (spec section 3), in the site-wide dialog and on its own page
 * (/discovery-call, where the dialog's buttons lead without JavaScript).
 */
export function DiscoveryCallForm({
  form,
  pageResult,
  booking,
  navigateBooking,
  pickerPath,
}: {
  form: SiteForm;
  pageResult?: FormOutcome;
  /** The free times, once the owner has set her availability: the form books one (issue 26). */
  booking?: PickerData | null;
  /** In the dialog: shows another month or day of the picker in place. */
  navigateBooking?: (query: string) => void;
  /** On its page: the path the picker's months and days post to without JavaScript (BookingPicker's formPath). */
  pickerPath?: string;
}) {
  const { Form, formProps, meta, errors, submitting, blocked, blockedNotice, defaultValue } = form;
  const hydrated = useAfterHydration(true, false);
  // The time chosen so far, shown above the details with a way back to the times (issue 33).
  const [slot, setSlot] = useState(() => defaultValue("slot"));
  const chosen = booking?.selected?.times.find((time) => String(time.start) === slot);
  // On its page, a step at a time (issue 33): the time, then the details. Without JavaScript each
  // step is a page (a post of this form that keeps everything: BookingPicker's formPath): once the
  // server knows the time (Continue, or an answer with an error elsewhere), the picker folds into
  // "Your call: … · Change". With JavaScript the details appear below once a time is chosen.
  const paged = Boolean(booking && pickerPath);
  const failed = pageResult?.ok === false;
  const [folded, setFolded] = useState(() => paged && chosen !== undefined && !errors.slot && (failed || defaultValue("intent") === "continue"));
  // Without JavaScript, step 1 never shows the details (they travel hidden), but beside an error.
  const showDetails = !paged || folded || failed || (hydrated && chosen !== undefined);
  const field = (name: keyof typeof copy.labels) => ({ name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  const stepButton = { type: "submit", name: "intent", formMethod: "post", formNoValidate: true } as const;
  const dayQuery = booking ? pickerQuery(booking.month, booking.selected?.date, booking.parentZone) : "";
  return (
    <Form
      {...formProps}
      // The picker's month, day and zone go with the form, so a page sent back with an error
      // (without JavaScript) shows the same day, with the chosen time still chosen.
      action={booking ? `${formProps.action}${dayQuery}` : formProps.action}
      className="relative grid gap-5 sm:grid-cols-2"
      onChange={(event) => {
        formProps.onChange(event);
        const target = event.target as unknown as HTMLInputElement;
        if (target.name === "slot") setSlot(target.value);
      }}
    >
      <FormStatus result={form.status} className="sm:col-span-2" />
      {/* Enter in a field books (the form's first submit button is its default), never a picker's month or day. */}
      {paged ? (
        <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
          {bookingCopy.submit}
        </button>
      ) : null}
      <FormMeta {...meta} />
      {booking && !folded ? (
        <BookingPicker data={booking} error={errors.slot ?? errors.parent_time_zone} defaultSlot={defaultValue("slot")} navigate={navigateBooking} formPath={pickerPath} />
      ) : null}
      {booking && folded && chosen ? (
        <>
          <input type="hidden" name="slot" value={String(chosen.start)} />
          <input type="hidden" name="parent_time_zone" value={booking.parentZone ?? ""} />
        </>
      ) : null}
      {booking && paged && !showDetails ? (
        // Without JavaScript: the next step, with the time chosen above.
        <Button {...stepButton} value="continue" formAction={`${pickerPath}${dayQuery}#${DETAILS_ID}`} hidden={hydrated} size="lg" className="sm:col-span-2">
          {bookingCopy.picker.continue}
        </Button>
      ) : null}
      {booking && chosen && booking.selected && showDetails ? (
        <p className="flex flex-wrap items-center gap-x-3 rounded-xl border border-primary bg-primary-soft px-4 py-2 sm:col-span-2">
          <span>
            {bookingCopy.picker.chosen} <strong>{`${booking.selected.label}, ${chosen.label}`}</strong>
          </span>
          {folded ? (
            <button
              {...stepButton}
              value="navigate"
              formAction={`${pickerPath}${dayQuery}#booking-times`}
              onClick={(event) => {
                // With JavaScript: the picker unfolds in place.
                event.preventDefault();
                setFolded(false);
              }}
              aria-label={bookingCopy.picker.changeLabel}
              className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline"
            >
              {bookingCopy.picker.change}
            </button>
          ) : (
            <a href="#booking-times" aria-label={bookingCopy.picker.changeLabel} className="inline-flex min-h-11 items-center font-semibold">
              {bookingCopy.picker.change}
            </a>
          )}
        </p>
      ) : null}
      {booking && showDetails ? (
        <h2 id={DETAILS_ID} className="scroll-mt-24 text-lg font-semibold sm:col-span-2">
          {bookingCopy.picker.detailsHeading}
        </h2>
      ) : null}
      {showDetails ? (
        <>
          <TextField {...field("parent_name")} required autoComplete="name" />
          <TextField {...field("parent_email")} type="email" inputMode="email" required autoComplete="email" />
          <TextField {...field("parent_phone")} type="tel" inputMode="tel" autoComplete="tel" required={booking?.phoneRequired === true} hint={formCopy.phoneHint} />
          <SelectField {...field("child_age")} required placeholder={copy.placeholders.child_age} options={childAgeOptions} />
          {booking ? null : <SelectField {...field("preferred_time")} placeholder={copy.placeholders.preferred_time} options={preferredTimeOptions} />}
          <SelectField {...field("hear_about_us")} placeholder={copy.placeholders.hear_about_us} options={hearAboutUsOptions} />
          <TextAreaField
            {...field("challenges")}
            required
            className="sm:col-span-2"
            maxLength={1000}
            placeholder={copy.placeholders.challenges}
            hint={copy.concernsHint}
          />
        </>
      ) : (
        // The details typed so far, kept while she looks at the times (nothing is lost).
        DETAIL_FIELDS.map((name) => <input key={name} type="hidden" name={name} value={defaultValue(name)} />)
      )}
      <div className="flex flex-col gap-3 sm:col-span-2" hidden={!showDetails}>
        <BlockedNotice message={blockedNotice} />
        <Button type="submit" size="lg" disabled={submitting || blocked}>
          {booking ? (submitting ? bookingCopy.submitting : bookingCopy.submit) : submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="text-center text-sm text-ink-soft">{booking ? bookingCopy.footnote : copy.footnote}</p>
        <PrivacyLink form="discovery-call" className="text-center" />
      </div>
    </Form>
  );
}
