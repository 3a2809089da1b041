import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from "react";
import type { ToastCall } from "./sonner-toaster";

/**
 * Toasts, with the toast library (sonner) loaded only when the first toast is shown: most visits
 * never show one, and every page would otherwise download and run it before it is interactive.
 * Calls made while it loads are kept and shown, in order, as soon as it is ready.
 */
const SonnerToaster = lazy(() => import("./sonner-toaster"));

// One toaster per page (root.tsx), in the browser only: toasts answer what a visitor did.
let show: ((call: ToastCall) => void) | null = null;
const waiting: ToastCall[] = [];
// Set by the first toast; from then on the toaster renders sonner.
let wanted = false;
const listeners = new Set<() => void>();

function send(call: ToastCall) {
  if (show) return show(call);
  waiting.push(call);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toast = {
  success: (title: string, options?: ToastCall["options"]) => send({ kind: "success", title, options }),
  error: (title: string, options?: ToastCall["options"]) => send({ kind: "error", title, options }),
};

export function Toaster() {
  // The server, and the page while it hydrates, render no toaster.
  const mounted = useSyncExternalStore(subscribe, () => wanted, () => false);
  useEffect(
    () => () => {
      show = null;
    },
    [],
  );
  const onReady = useCallback((deliver: (call: ToastCall) => void) => {
    show = deliver;
    for (const call of waiting.splice(0)) deliver(call);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={onReady} />
    </Suspense>
  );
}
