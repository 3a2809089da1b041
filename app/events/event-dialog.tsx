import type { SiteEvent } from "#common/events/event-types.ts";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { eventsCopy } from "#common/events/content/events-page.ts";
import { EventActions, EventFacts } from "./event-details";

type Props = {
  event: SiteEvent | null;
  onClose: () => void;
  /** Where focus goes back to once the dialog has closed (the calendar entry that opened it). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * The event's details: title, image, type, subtitle, description, date, time, location, tickets.
 * The same details are in the page's list of events (see routes/events.tsx), which the calendar's
 * entries link to, so they are there without JavaScript too.
 */
export function EventDialog({ event, onClose, returnFocusTo }: Props) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event ? (
        <DialogContent
          title={event.title}
          description={event.subtitle || undefined}
          closeLabel={eventsCopy.closeLabel}
          className="max-w-2xl"
          onCloseAutoFocus={(closing) => {
            const target = returnFocusTo?.();
            if (!target) return;
            closing.preventDefault();
            target.focus();
          }}
        >
          <img src={event.image} alt="" width={800} height={450} className="mb-5 aspect-video w-full rounded-xl object-cover" />
          <EventFacts event={event} className="mb-5" />
          <p className="mb-6 text-ink-soft">{event.description}</p>
          <EventActions event={event} variant="dialog" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
