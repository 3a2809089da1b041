import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { bookingCopy } from "#common/booking/content/booking.ts";
import { discoveryCallCopy as copy } from "#common/forms/content/discovery-call.ts";
import { pickerQuery, type PickerData } from "#common/booking/picker.ts";
import { BookingPicker, TIMES_ID } from "./booking-picker";
import { useAfterHydration } from "~/components/research/use-after-hydration";
import { formCopy } from "#common/forms/content/forms.ts";
import { hearAboutUsOptions } from "#common/forms/common.ts";
import { childAgeOptions, discoveryCallBasics, discoveryCallRequired, preferredTimeOptions, SPEC_ASKS, type DiscoveryCallAsks } from "#common/forms/discovery-call.page.ts";
import { checkForm, lazyDefinition, type FormOnPage, type FormOutcome } from "#common/forms/form-definition.ts";
import { BlockedNotice, FormMeta, FormStatus, PrivacyLink, SelectField, TextAreaField, TextField } from "~/forms/form-fields";
import { useSiteForm, type SiteForm } from "~/forms/use-site-form";
import { Button } from "~/components/ui/button";
import { ChevronDown } from "~/components/ui/icons";

/** The discovery call's payload checks (#common/forms/discovery-call.ts), loaded at the first interaction with the form. */
const payloadChecks = lazyDefinition(() => import("#common/forms/discovery-call.ts").then((module) => module.discoveryCallForm));

const DETAILS_ID = "booking-details";
const CHOSEN_ID = "booking-chosen";
const DETAIL_FIELDS = ["parent_name", "parent_email", "parent_phone", "child_age", "hear_about_us", "challenges"] as const;
type Field = keyof typeof copy.labels;
/** A field's id, for the error summary's links. */
const fieldId = (name: string) => `discovery-${name}`;

/** What the form requires: with booking open, the owner's choice (issue 42); without, the spec's request form. */
export function asksOf(booking: PickerData | null | undefined): DiscoveryCallAsks {
  return booking ? { phone: booking.phoneRequired === true, childAge: booking.childAgeRequired === true, question: booking.questionRequired === true } : SPEC_ASKS;
}

/**
 * The discovery call form's state, held where it outlives the form (the dialog keeps it while
 * closed). Its checks in the browser are the server's: the payload's, and what `asks` requires.
 */
export function useDiscoveryCallForm(options: Omit<Parameters<typeof useSiteForm>[1], "antiBot"> = {}, asks: DiscoveryCallAsks = SPEC_ASKS) {
  const { phone, childAge, question } = asks;
  const form = useMemo<FormOnPage>(
    () => ({
      ...discoveryCallBasics,
      definition: lazyDefinition(async () => {
        const payload = await payloadChecks.load();
        return {
          ...payload,
          check: (values) => {
            const required = discoveryCallRequired(values, { phone, childAge, question }, bookingCopy.phoneRequired);
            return required ? { ...checkForm(payload, values), ...required } : null;
          },
        };
      }),
    }),
    [phone, childAge, question],
  );
  return useSiteForm(form, { ...options, antiBot: true });
}

/**
 * The form's problems as sent back by the server (without JavaScript, or before it loaded), the
 * GOV.UK way: a summary that takes the focus (the served `autofocus`), its lines links to their fields.
 */
function ErrorSummary({ result }: { result: Extract<FormOutcome, { ok: false }> }) {
  const labels: Record<string, string> = copy.labels;
  // In the order of the page: the time, then the fields.
  const place = (name: string) => ["slot", "parent_time_zone", ...Object.keys(labels)].indexOf(name);
  const entries = Object.entries(result.fieldErrors)
    .filter(([, message]) => message)
    .sort(([a], [b]) => place(a) - place(b));
  return (
    <div
      tabIndex={-1}
      // The message the page is about (GOV.UK: an error summary receives focus): moving there is the point.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby="discovery-errors-title"
      className="scroll-mt-24 rounded-xl border-2 border-danger bg-surface px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-ink sm:col-span-2"
    >
      <h2 id="discovery-errors-title" className="font-semibold text-danger">
        {result.title}
      </h2>
      <p>{result.message}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={name === "slot" || name === "parent_time_zone" ? `#${TIMES_ID}` : `#${fieldId(name)}`} className="font-semibold text-danger underline">
              {labels[name] ? `${labels[name]}: ${message}` : message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The discovery call form (spec section 3), in the site-wide dialog and on its own page
 * (/discovery-call, where the dialog's buttons lead without JavaScript). With the owner's hours
 * set it books a time in two steps (issue 42, as Calendly and Cal.com do): the time, then only
 * what she requires (the name, the email, the phone when she phones), the rest folded under
 * "Tell us more (optional)", and the time chosen stated beside the Book button.
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
  /** In the dialog: shows another month, day or zone of the picker in place. */
  navigateBooking?: (query: string) => void;
  /** On its page: the path the picker's buttons post to without JavaScript (BookingPicker's formPath). */
  pickerPath?: string;
}) {
  const { Form, formProps, meta, errors, submitting, blocked, blockedNotice, defaultValue } = form;
  const hydrated = useAfterHydration(true, false);
  const failed = pageResult?.ok === false ? pageResult : undefined;
  // The time chosen so far (issue 33): kept by the server without JavaScript, by the form with it.
  const [slot, setSlot] = useState(() => defaultValue("slot"));
  const chosen = booking?.selected?.times.find((time) => String(time.start) === slot);
  // Two steps (issue 42): the time, then the details under it. Without JavaScript each is a page
  // (a time's button posts the form, which keeps everything: the server answers with the details
  // step, `intent=continue`); with it, a time folds the picker in place. An answer with an error
  // shows the details too, and the times again when the error is the time's.
  const [folded, setFolded] = useState(() => Boolean(booking) && chosen !== undefined && !errors.slot && (failed !== undefined || defaultValue("intent") === "continue"));
  const showDetails = !booking || folded || failed !== undefined;
  // Where the focus goes once a step is drawn: the details' heading, or the times' legend (a new object each time).
  const [focus, setFocus] = useState<{ to: "details" | "times" } | null>(null);
  const detailsRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus?.to === "details") detailsRef.current?.focus();
    if (focus?.to === "times") document.querySelector<HTMLElement>(`#${TIMES_ID} legend`)?.focus();
  }, [focus]);
  // A time refused (just taken) with the picker folded: the times again, with the message.
  if (folded && errors.slot) {
    setFolded(false);
    setFocus({ to: "times" });
  }
  const pick = (start: number) => {
    setSlot(String(start));
    setFolded(true);
    setFocus({ to: "details" });
  };

  const asks = asksOf(booking);
  const field = (name: Field) => ({ id: fieldId(name), name, label: copy.labels[name], error: errors[name], defaultValue: defaultValue(name) });
  // What she need not tell (booking open): folded under one line, open when it holds an answer or a problem.
  const optional: Field[] = booking ? [...(asks.phone ? [] : (["parent_phone"] as const)), ...(asks.childAge ? [] : (["child_age"] as const)), "hear_about_us", ...(asks.question ? [] : (["challenges"] as const))] : [];
  const optionalErrors = optional.some((name) => errors[name]);
  const [moreOpen, setMoreOpen] = useState(() => optional.some((name) => defaultValue(name) !== "" || errors[name]));
  if (optionalErrors && !moreOpen) setMoreOpen(true);
  const asked = (name: Field) => !optional.includes(name);

  const dayQuery = booking ? pickerQuery(booking.month, booking.selected?.date, booking.parentZone) : "";
  const chosenText =
    booking?.selected && chosen ? bookingCopy.picker.chosenTime(booking.selected.label, chosen.label, booking.zoneName ?? "", chosen.business ? `${chosen.business} ${booking.businessZoneName ?? ""}` : undefined) : null;

  const fields: Record<Field, ReactNode> = {
    parent_name: <TextField {...field("parent_name")} required autoComplete="name" />,
    parent_email: <TextField {...field("parent_email")} type="email" inputMode="email" required autoComplete="email" />,
    parent_phone: <TextField {...field("parent_phone")} type="tel" inputMode="tel" autoComplete="tel" required={asks.phone} hint={formCopy.phoneHint} />,
    child_age: <SelectField {...field("child_age")} required={asks.childAge} placeholder={copy.placeholders.child_age} options={childAgeOptions} />,
    preferred_time: booking ? null : <SelectField {...field("preferred_time")} placeholder={copy.placeholders.preferred_time} options={preferredTimeOptions} />,
    hear_about_us: <SelectField {...field("hear_about_us")} placeholder={copy.placeholders.hear_about_us} options={hearAboutUsOptions} />,
    challenges: (
      <TextAreaField
        {...field("challenges")}
        required={asks.question}
        className="sm:col-span-2"
        maxLength={1000}
        placeholder={copy.placeholders.challenges}
        hint={asks.question ? copy.concernsHint : copy.concernsHintOptional}
      />
    ),
  };
  const order: Field[] = ["parent_name", "parent_email", "parent_phone", "child_age", "preferred_time", "hear_about_us", "challenges"];

  return (
    <Form
      {...formProps}
      // The picker's month, day and zone go with the form, so a page sent back with an error
      // (without JavaScript) shows the same day, with the chosen time still chosen.
      action={booking ? `${formProps.action}${dayQuery}` : formProps.action}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {failed && booking && Object.keys(failed.fieldErrors).length > 0 ? <ErrorSummary result={failed} /> : <FormStatus result={form.status} className="sm:col-span-2" />}
      {/* Enter in a field books (the form's first submit button is its default), never a picker's month or day. */}
      {booking && pickerPath ? (
        <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
          {bookingCopy.submit}
        </button>
      ) : null}
      <FormMeta {...meta} />
      {booking && !folded ? (
        <>
          <BookingPicker
            data={booking}
            error={errors.slot ?? errors.parent_time_zone}
            chosenSlot={slot}
            navigate={navigateBooking}
            formPath={pickerPath}
            onPick={hydrated ? pick : undefined}
          />
          {/* The time chosen before she looked again: kept while she looks (not one just refused). */}
          {showDetails || errors.slot ? null : <input type="hidden" name="slot" value={slot} />}
        </>
      ) : null}
      {booking && folded && chosen ? (
        <>
          <input type="hidden" name="slot" value={String(chosen.start)} />
          <input type="hidden" name="parent_time_zone" value={booking.parentZone ?? ""} />
        </>
      ) : null}
      {booking && showDetails ? (
        <h2 id={DETAILS_ID} ref={detailsRef} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold sm:col-span-2">
          {bookingCopy.picker.detailsHeading}
        </h2>
      ) : null}
      {showDetails ? (
        <>
          {order.filter(asked).map((name) => (
            <Fragment key={name}>{fields[name]}</Fragment>
          ))}
          {optional.length > 0 ? (
            <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)} className="group rounded-xl border border-line bg-surface px-4 py-2 sm:col-span-2">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden">
                {bookingCopy.picker.moreDetails}
                <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="grid gap-5 pt-2 pb-3 sm:grid-cols-2">
                {optional.map((name) => (
                  <Fragment key={name}>{fields[name]}</Fragment>
                ))}
              </div>
            </details>
          ) : null}
        </>
      ) : (
        // The details typed so far, kept while she looks at the times (nothing is lost).
        DETAIL_FIELDS.map((name) => <input key={name} type="hidden" name={name} value={defaultValue(name)} />)
      )}
      <div className="flex flex-col gap-3 sm:col-span-2" hidden={!showDetails}>
        <BlockedNotice message={blockedNotice} />
        {chosenText && showDetails ? (
          // The time she is booking, right beside the button (issue 42), and the way back to the times.
          <p id={CHOSEN_ID} className="flex flex-wrap items-center gap-x-3 rounded-xl border border-primary bg-primary-soft px-4 py-2">
            <span>
              {bookingCopy.picker.chosen} <strong>{chosenText}</strong>
            </span>
            <button
              type="submit"
              name="intent"
              value="navigate"
              formMethod="post"
              formNoValidate
              formAction={`${pickerPath ?? ""}${dayQuery}#${TIMES_ID}`}
              onClick={(event) => {
                // With JavaScript (and always in the dialog): the picker unfolds in place.
                if (!hydrated && pickerPath) return;
                event.preventDefault();
                setFolded(false);
                setFocus({ to: "times" });
              }}
              aria-label={bookingCopy.picker.changeLabel}
              className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline"
            >
              {bookingCopy.picker.change}
            </button>
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting || blocked} aria-describedby={chosenText && showDetails ? CHOSEN_ID : undefined}>
          {booking ? (submitting ? bookingCopy.submitting : bookingCopy.submit) : submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="text-center text-sm text-ink-soft">{booking ? bookingCopy.footnote : copy.footnote}</p>
        <PrivacyLink form="discovery-call" className="text-center" />
      </div>
    </Form>
  );
}
