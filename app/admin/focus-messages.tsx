import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Messages that take the focus when they appear, so a phone scrolls to them and a screen reader
 * reads them (issue 33): an error summary whose entries link to their fields (the GOV.UK
 * pattern), and a success or problem message after an action. Without JavaScript the served
 * `autofocus` does the same on load; with it, the message is focused again each time `signal`
 * changes (a new answer from the action). The summary's entries are plain links to their fields:
 * the back office's `useInPageLinks` (in-page-links.ts) moves the focus there without a
 * navigation, so the action's answer, and with it everything typed, stays.
 */
function useFocus<T extends HTMLElement>(signal: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (signal) ref.current?.focus();
  }, [signal]);
  return ref;
}

export type SummaryEntry = { id: string; text: string };

export function ErrorSummary({ title, entries, signal }: { title: string; entries: SummaryEntry[]; signal: unknown }) {
  const ref = useFocus<HTMLDivElement>(signal);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // The message the page is about (GOV.UK: an error summary receives focus): moving there is the point.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      className="mb-6 scroll-mt-24 rounded-xl border-4 border-danger bg-surface p-4 focus:outline-4 focus:outline-offset-2 focus:outline-ink"
    >
      <h2 id="error-summary-title" className="mb-2 text-xl">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="font-semibold text-danger underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message that takes the focus when it appears: "Saved", "The call is moved", or a problem. */
export function FocusedMessage({ tone = "success", signal, children, testId }: { tone?: "success" | "error"; signal: unknown; children: ReactNode; testId?: string }) {
  const ref = useFocus<HTMLDivElement>(signal);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // The message the page is about (GOV.UK: an error summary receives focus): moving there is the point.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn(
        "my-4 scroll-mt-24 rounded-xl border-2 px-4 py-3 text-ink focus:outline-4 focus:outline-offset-2 focus:outline-ink",
        tone === "error" ? "border-danger bg-coral-soft" : "border-primary bg-primary-soft",
      )}
    >
      {children}
    </div>
  );
}
