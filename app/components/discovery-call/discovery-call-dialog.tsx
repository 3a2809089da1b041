import { useState } from "react";
import { discoveryCallCopy } from "~/content/forms";
import { Dialog, DialogContent } from "../ui/dialog";
import { DiscoveryCallForm, useDiscoveryCallForm } from "./discovery-call-form";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The discovery call dialog: closed -> open -> submitting -> closed and reset on success; on a
 * failure it stays open with what the visitor typed, and closing it keeps the answers for next
 * time. Without JavaScript the buttons that open it are links to /discovery-call, where the same
 * form posts to the same action.
 */
export default function DiscoveryCallDialog({ open, onOpenChange }: Props) {
  const [submitting, setSubmitting] = useState(false);
  const form = useDiscoveryCallForm({ active: open, onSuccess: () => onOpenChange(false), onSubmittingChange: setSubmitting });
  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent title={discoveryCallCopy.title} description={discoveryCallCopy.description} className="max-w-2xl">
        <DiscoveryCallForm form={form} />
      </DialogContent>
    </Dialog>
  );
}
