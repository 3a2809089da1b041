import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "~/components/ui/icons";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { hydratingLater } from "~/components/hydrate-later";
import { uiCopy } from "~/content/ui";

export const Dialog = hydratingLater(DialogPrimitive.Root, "Dialog");
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
};

/** A centred, focus-trapping modal with a visible title and a labelled close button. */
export function DialogContent({ title, description, closeLabel = uiCopy.close, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="animate-overlay fixed inset-0 z-50 bg-[#1f2a44]/55 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          "animate-dialog fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2",
          "overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-lift sm:p-8",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="font-display text-2xl font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-paper-alt"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description ? <DialogPrimitive.Description className="mb-4 text-ink-soft">{description}</DialogPrimitive.Description> : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
