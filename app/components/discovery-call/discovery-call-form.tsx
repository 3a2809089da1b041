import { useState } from "react";
import { bookingCopy } from "~/content/booking";
import { discoveryCallCopy as copy } from "~/content/discovery-call";
import { pickerQuery, type PickerData } from "~/lib/booking/picker";
import { BookingPicker } from "../booking/booking-picker";
import { formCopy } from "~/content/forms";
import { hearAboutUsOptions } from "~/lib/forms/common";
import { childAgeOptions, discoveryCallForm, preferredTimeOptions } from "~/lib/forms/discovery-call";
import type { FormOutcome } from "~/lib/forms/form-definition";
import { BlockedNotice, FormMeta, FormStatus, PrivacyLink, SelectField, TextAreaField, TextField } from "../forms/form-fields";
import { useSiteForm, type SiteForm } from "../forms/use-site-form";
import { Button } from "../ui/button";

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
  // The time chosen so far, shown above the details with a way back to the times (issue 33).
  const [slot, setSlot] = useState(() => defaultValue("slot"));
  const chosen = booking?.selected?.times.find((time) => String(time.start) === slot);
  const field = (name: keyof typeof copy.labels) => ({ name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  return (
    <Form
      {...formProps}
      // The picker's month, day and zone go with the form, so a page sent back with an error
      // (without JavaScript) shows the same day, with the chosen time still chosen.
      action={booking ? `${formProps.action}${pickerQuery(booking.month, booking.selected?.date, booking.parentZone)}` : formProps.action}
      className="relative grid gap-5 sm:grid-cols-2"
      onChange={(event) => {
        formProps.onChange(event);
        const target = event.target as unknown as HTMLInputElement;
        if (target.name === "slot") setSlot(target.value);
      }}
    >
      <FormStatus result={pageResult} className="sm:col-span-2" />
      {/* Enter in a field books (the form's first submit button is its default), never a picker's month or day. */}
      {booking && pickerPath ? (
        <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
          {bookingCopy.submit}
        </button>
      ) : null}
      <FormMeta {...meta} />
      {booking ? (
        <>
          <BookingPicker data={booking} error={errors.slot ?? errors.parentTimeZone} defaultSlot={defaultValue("slot")} navigate={navigateBooking} formPath={pickerPath} />
          {chosen && booking?.selected ? (
            <p className="flex flex-wrap items-center gap-x-3 rounded-xl border border-primary bg-primary-soft px-4 py-2 sm:col-span-2">
              <span>
                {bookingCopy.picker.chosen} <strong>{`${booking.selected.label}, ${chosen.label}`}</strong>
              </span>
              <a href="#booking-times" aria-label={bookingCopy.picker.changeLabel} className="inline-flex min-h-11 items-center font-semibold">
                {bookingCopy.picker.change}
              </a>
            </p>
          ) : null}
          <h2 className="text-lg font-semibold sm:col-span-2">{bookingCopy.picker.detailsHeading}</h2>
        </>
      ) : null}
      <TextField {...field("parentName")} required autoComplete="name" />
      <TextField {...field("email")} type="email" inputMode="email" required autoComplete="email" />
      <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" required={booking?.phoneRequired === true} hint={formCopy.phoneHint} />
      <SelectField {...field("childAge")} required placeholder={copy.placeholders.childAge} options={childAgeOptions} />
      {booking ? null : <SelectField {...field("preferredTime")} placeholder={copy.placeholders.preferredTime} options={preferredTimeOptions} />}
      <SelectField {...field("hearAboutUs")} placeholder={copy.placeholders.hearAboutUs} options={hearAboutUsOptions} />
      <TextAreaField
        {...field("specificConcerns")}
        required
        className="sm:col-span-2"
        maxLength={1000}
        placeholder={copy.placeholders.specificConcerns}
        hint={copy.concernsHint}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
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
