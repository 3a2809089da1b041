import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A menu button (WAI-ARIA APG "menu button" pattern) for the header's About and Resources menus.
 * Enter, Space or Down opens it on the first item and Up on the last; Up, Down, Home, End and a
 * first letter move between items; Escape closes it and returns to the button; Tab, a click
 * outside or choosing an item closes it.
 *
 * It replaced Radix's DropdownMenu here: that one also brings a positioning engine, roving focus
 * and a collection registry, about 15 KiB of script every page would download and hydrate, for
 * a short list that always opens straight below its button.
 */
export function MenuButton({
  label,
  triggerClassName,
  triggerProps,
  children,
}: {
  label: ReactNode;
  triggerClassName?: string;
  triggerProps?: Record<`data-${string}`, string | boolean | undefined>;
  /** The items: elements with role="menuitem" (see MenuItemClasses). Called with `close`. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu is in the page.
  const focusOnOpen = useRef<"first" | "last">("first");

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const openAt = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current === "first" ? 0 : -1);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Enter and Space reach onClick as the button's own click (as do screen readers' clicks).
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(current + 1);
    else if (event.key === "ArrowUp") focusItem(current - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(-1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") return setOpen(false);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Typeahead: the next item whose label starts with the letter typed.
      const letter = event.key.toLowerCase();
      const order = [...all.slice(current + 1), ...all.slice(0, current + 1)];
      order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => (open ? close() : openAt("first"))}
        onKeyDown={onTriggerKeyDown}
        {...triggerProps}
      >
        {label}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          data-state="open"
          onKeyDown={onMenuKeyDown}
          className="animate-menu absolute top-full left-0 z-50 mt-2 flex min-w-56 flex-col rounded-2xl border border-line bg-surface p-2 text-ink shadow-lift"
        >
          {children(() => close())}
        </div>
      ) : null}
    </div>
  );
}

/** Classes for a menu item: highlighted while focused or under the pointer. */
export const menuItemClasses =
  "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-base outline-none select-none hover:bg-primary-soft focus-visible:bg-primary-soft focus:bg-primary-soft";
