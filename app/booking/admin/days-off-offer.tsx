import { Form } from "react-router";
import { TextInput } from "~/admin/admin-fields";
import { Button } from "~/components/ui/button";
import { daysOffAdmin, daysOffOffer as copy } from "#common/booking/content/admin-week.ts";
import { formatDay } from "#common/booking/format.ts";

/**
 * Under a saved announcement with dates (issue 44): add them as days off, in one tap. The days are
 * filled in and may be changed first; the form posts to Availability (`intent=add-day-off`), which
 * adds them to the saved hours and says so, or shows the problem in its form.
 */
export function DaysOffOffer({ offer }: { offer: { first: string; last: string; note: string } }) {
  const range = daysOffAdmin.range(formatDay(offer.first, "en-US"), formatDay(offer.last, "en-US"));
  return (
    <section aria-labelledby="days-off-offer-title" className="mt-4 rounded-xl border-2 border-marigold bg-surface px-4 py-3" data-testid="days-off-offer">
      <h2 id="days-off-offer-title" className="text-xl">
        {copy.title}
      </h2>
      <p className="mt-1">{copy.text(range)}</p>
      <Form method="post" action="/admin/availability" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="add-day-off" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput id="offer-first" name="first" type="date" label={daysOffAdmin.first} defaultValue={offer.first} />
          <TextInput id="offer-last" name="last" type="date" label={daysOffAdmin.last} defaultValue={offer.last} />
        </div>
        <TextInput id="offer-note" name="note" label={daysOffAdmin.note} hint={daysOffAdmin.noteHint} defaultValue={offer.note} maxLength={200} />
        <div>
          <Button type="submit">{copy.add}</Button>
        </div>
      </Form>
    </section>
  );
}
