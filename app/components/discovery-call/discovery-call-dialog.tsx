import { useState, type RefObject } from "react";
import { discoveryCallCopy } from "~/content/discovery-call";
import { Dialog, DialogContent } from "../ui/dialog";
import { DiscoveryCallForm, useDiscoveryCallForm } from "./discovery-call-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes: the link that opened it (it has no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The discovery call dialog: closed -> open -> submitting -> closed and reset on success; on a
 * failure it stays open with what the visitor typed, and closing it keeps the answers for next
 * time. Without JavaScript the buttons that open it are links to /discovery-call, where the same
 * form posts to the same action.
 */
export default function DiscoveryCallDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const [submitting, setSubmitting] = useState(false);
  const form = useDiscoveryCallForm({ active: open, onSuccess: () => onOpenChange(false), onSubmittingChange: setSubmitting });
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
        <DiscoveryCallForm form={form} />
      </DialogContent>
    </Dialog>
  );
}
