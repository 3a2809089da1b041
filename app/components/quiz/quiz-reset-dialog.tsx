import { useRef, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { quizCopy } from "~/content/quizzes";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Yes, Start Over": clear the answers and go back to the quiz selection. */
  onConfirm: () => void;
  /** Retake Quiz, which gets focus back when the visitor keeps the result. */
  retakeRef: RefObject<HTMLElement | null>;
  /** Where focus goes after starting over (Retake Quiz is gone by then). */
  focusAfterConfirm?: () => void;
};

/** "Reset Quiz?": Retake Quiz asks before a result is cleared (SPEC section 4, Quiz flow). */
export function QuizResetDialog({ open, onOpenChange, onConfirm, retakeRef, focusAfterConfirm }: Props) {
  const confirmed = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={quizCopy.reset.title}
        description={quizCopy.reset.description}
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (confirmed.current) {
            confirmed.current = false;
            focusAfterConfirm?.();
          } else {
            retakeRef.current?.focus();
          }
        }}
      >
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{quizCopy.reset.keep}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {quizCopy.reset.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
