import { useCallback, useEffect, useState, type RefObject } from "react";
import { discoveryCallCopy } from "#common/forms/content/discovery-call.ts";
import { locale } from "#common/content/locale.ts";
import type { PickerData } from "#common/booking/picker.ts";
import type { FormOutcome } from "#common/forms/form-definition.ts";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DiscoveryCallForm, useDiscoveryCallForm } from "./discovery-call-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes: the link that opened it (it has no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The discovery call dialog: closed -> open -> submitting -> on success, a booked call's page
 * (the dialog closes), or a request's confirmation above the cleared form, which stays until she
 * closes the dialog; on a failure it stays open with what the visitor typed, and closing it keeps
 * the answers for next time. Without JavaScript the buttons that open it are links to /discovery-call, where the same
 * form posts to the same action.
 */
/**
 * The free times for the dialog's picker (GET /api/booking/picker, the data /discovery-call
 * renders): undefined while loading, null when booking is not open or the times could not be
 * fetched (the form is then the request form, as before booking).
 */
function usePicker(open: boolean) {
  const [picker, setPicker] = useState<PickerData | null | undefined>(undefined);
  const load = useCallback(async (query = "") => {
    const params = new URLSearchParams(query.replace(/^\?/, ""));
    params.set("lang", locale.language);
    try {
      const response = await fetch(`/api/booking/picker?${params}`, { headers: { Accept: "application/json" } });
      setPicker(response.ok ? ((await response.json()) as { booking: PickerData | null }).booking : null);
    } catch {
      setPicker(null);
    }
  }, []);
  useEffect(() => {
    // The times are fetched each time the dialog opens: they change as others book. (State is set
    // when the answer arrives, not during the effect.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (open) void load();
  }, [open, load]);
  return { picker, load };
}

export default function DiscoveryCallDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const [submitting, setSubmitting] = useState(false);
  const { picker, load } = usePicker(open);
  // A booked call: the page goes to it, so the dialog closes. A request: its confirmation stays in the dialog until she closes it.
  const form = useDiscoveryCallForm({ active: open, onSuccess: (result: FormOutcome) => result.ok && result.booking && onOpenChange(false), onSubmittingChange: setSubmitting });
  // A time taken meanwhile: the day's times again, without it.
  const slotError = form.errors.slot;
  const day = picker?.selected ? `?month=${picker.month}&date=${picker.selected.date}` : "";
  useEffect(() => {
    if (slotError) void load(day);
  }, [slotError, day, load]);
  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        title={discoveryCallCopy.title}
        description={discoveryCallCopy.description}
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        {picker === undefined ? (
          <p role="status" className="py-8 text-center text-ink-soft">
            {discoveryCallCopy.loadingTimes}
          </p>
        ) : (
          <DiscoveryCallForm form={form} booking={picker} navigateBooking={(query) => void load(query)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
