import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards: lets
 * a component read browser-only state (such as the query string of a prerendered page) without a
 * hydration mismatch. After a client-side navigation it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
