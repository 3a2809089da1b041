import { business } from "~/lib/business";
import { Dialog, DialogContent } from "../ui/dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Shown only when the booking form's code could not be loaded: the visitor can still reach us. */
export default function DiscoveryCallUnavailable({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Book Your Free Discovery Call" description="The booking form didn't load. Please check your connection and reload the page.">
        <p>
          You can also write to us at{" "}
          <a href={`mailto:${business.contactEmail}?subject=Discovery%20call`} className="font-semibold text-primary underline underline-offset-4">
            {business.contactEmail}
          </a>{" "}
          or use the form on our <a href="/connect" className="font-semibold text-primary underline underline-offset-4">Connect page</a>.
        </p>
      </DialogContent>
    </Dialog>
  );
}
