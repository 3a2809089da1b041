import { createElement, Suspense, useEffect, useId, useLayoutEffect, type ComponentType, type ReactNode } from "react";

/**
 * Hydration in steps, so a slow phone never runs it as one long task.
 *
 * React hydrates a page in slices of a few milliseconds, but applies the result in one piece (the
 * commit), and a component that sets state while that happens (Radix's tabs, accordion and select
 * all do) makes React re-render it and run every effect of the page in that same piece.
 *
 * `<HydrateLater>` is a Suspense boundary: React hydrates the page around it first, leaves the
 * server HTML inside it as it is, and hydrates it in a pass and a commit of its own right after
 * (React does this for every Suspense boundary it finds complete in the server HTML). Nested
 * boundaries hydrate one pass later again. Nothing changes for the visitor: the HTML is the
 * server's until then, React hydrates a boundary at once if its props change or it is clicked or
 * typed into, and anything rendered after the page has hydrated renders as usual.
 *
 * `shellHydrated(done)` calls `done` once every boundary of the first page has hydrated: the root
 * layout uses it to mark the page interactive.
 */

const waiting = new Set<string>();
let settled = typeof document === "undefined";
let shellDone = false;
let onSettled: (() => void) | undefined;

function settleIfDone(): void {
  if (settled || !shellDone || waiting.size > 0) return;
  settled = true;
  onSettled?.();
}

/** Called by the root layout's effect once the page shell has hydrated. */
export function shellHydrated(done: () => void): void {
  onSettled = done;
  shellDone = true;
  settleIfDone();
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    settleIfDone();
  }, [id]);
  return null;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  // A boundary committed while the first page hydrates: wait for its content to hydrate too.
  // Registered in a layout effect, which runs before the root layout's effect and before the
  // boundary's own content commits, and forgotten if the boundary goes before it hydrates.
  useLayoutEffect(() => {
    if (settled) return;
    waiting.add(id);
    return () => {
      waiting.delete(id);
      settleIfDone();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}

/**
 * A Radix root that hydrates in a step of its own: Radix sets state as it hydrates, which would
 * otherwise re-render the whole page and run all its effects in one long task.
 */
export function hydratingLater<Props extends object>(root: ComponentType<Props>, name: string) {
  function HydratingLater(props: Props) {
    return <HydrateLater>{createElement(root, props)}</HydrateLater>;
  }
  HydratingLater.displayName = name;
  return HydratingLater;
}
