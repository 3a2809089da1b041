import { discoveryCallUnavailable as copy } from "#common/booking/content/discovery-call-unavailable.ts";
import { localePath } from "#common/content/locale.ts";
import { useBusiness } from "#common/business.ts";
import { Dialog, DialogContent } from "~/components/ui/dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Shown only when the booking form's code could not be loaded: the visitor can still reach us. */
export default function DiscoveryCallUnavailable({ open, onOpenChange }: Props) {
  const details = useBusiness();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} description={copy.description}>
        <p>
          {copy.writeToUs}{" "}
          <a
            href={`mailto:${details.contactEmail}?subject=${encodeURIComponent(copy.emailSubject)}`}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {details.contactEmail}
          </a>{" "}
          {copy.orUseForm}{" "}
          <a href={localePath("/connect")} className="font-semibold text-primary underline underline-offset-4">
            {copy.connectLink}
          </a>
          {copy.end}
        </p>
      </DialogContent>
    </Dialog>
  );
}
