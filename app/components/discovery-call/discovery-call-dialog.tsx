import { Dialog, DialogContent } from "../ui/dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The discovery call request dialog (its form arrives with the forms work). */
export default function DiscoveryCallDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Book Your Free Discovery Call" description="A free 15-minute call about your child and your family's reading life. No commitment required.">
        <p>
          Email us at the address in the footer and we will find a time that suits you.
        </p>
      </DialogContent>
    </Dialog>
  );
}
