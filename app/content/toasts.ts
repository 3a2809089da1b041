/** The toasts' own labels for screen readers (app/components/ui/sonner-toaster.tsx). */
export const toastLabels = {
  /** The landmark that holds the toasts (the toast library adds its keyboard shortcut, "alt+T"). */
  region: "Notifications",
  /** Each toast's close button. */
  close: "Close toast",
};
