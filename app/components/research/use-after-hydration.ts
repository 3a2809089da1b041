import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `serverValue` while the server renders and while the browser hydrates that HTML, `clientValue`
 * afterwards: lets a component read browser-only state (such as the query string of a prerendered
 * page) without a hydration mismatch. React re-renders after hydration only when the two differ,
 * so a page opened without that state costs nothing extra. After a client-side navigation it is
 * `clientValue` from the first render.
 */
export function useAfterHydration<T>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => clientValue,
    () => serverValue,
  );
}
