import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; closeLabel?: string };

/** A panel that slides in from the right edge (the mobile navigation). */
export function SheetContent({ title, closeLabel = "Close menu", className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="animate-overlay fixed inset-0 z-50 bg-[#1f2a44]/55" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          "animate-sheet fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface text-ink shadow-lift",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <DialogPrimitive.Title className="font-display text-xl font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-paper-alt"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
