import { useEffect, type ReactNode } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toastLabels } from "~/content/toasts";

/** One toast as toaster.tsx passes it on (it keeps calls made while this file loads). */
export type ToastCall = { kind: "success" | "error"; title: string; options?: { description?: ReactNode } };

/**
 * One toast visible at a time, 4.5 seconds each, in the site's colours; `theme="system"`
 * follows the visitor's light or dark setting. Loaded on the first toast (see toaster.tsx).
 */
export default function SonnerToaster({ onReady }: { onReady: (show: (call: ToastCall) => void) => void }) {
  // Runs after Sonner's own effects, so it is already listening when the first toasts arrive.
  useEffect(() => onReady(({ kind, title, options }) => toast[kind](title, options)), [onReady]);
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      visibleToasts={1}
      duration={4500}
      closeButton
      containerAriaLabel={toastLabels.region}
      toastOptions={{
        closeButtonAriaLabel: toastLabels.close,
        classNames: {
          toast: "!rounded-2xl !border !border-line !bg-surface !text-ink !shadow-lift !font-sans",
          description: "!text-ink-soft",
          error: "!border-danger",
        },
      }}
    />
  );
}
