import { Toaster as Sonner, toast } from "sonner";

/**
 * One toast visible at a time, 4.5 seconds each, in the site's colours; `theme="system"`
 * follows the visitor's light or dark setting.
 */
export function Toaster() {
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      visibleToasts={1}
      duration={4500}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-2xl !border !border-line !bg-surface !text-ink !shadow-lift !font-sans",
          description: "!text-ink-soft",
          error: "!border-danger",
        },
      }}
    />
  );
}

export { toast };
