import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FocusedMessage } from "~/admin/focus-messages";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { BookingState, ChecklistItem } from "#common/booking/setup.ts";
import { bookingSwitch as copy, setupChecklist } from "#common/booking/content/admin-week.ts";
import { calendarsAdmin } from "#common/booking/content/admin.ts";

/**
 * Booking's state and its plain on/off switch (issue 44), at the top of the dashboard and of
 * Availability: one tap, with or without JavaScript (a form posting `intent=on|off` to the page it
 * is on). A pause (a calendar unread for over an hour) says which calendar and why, so she learns
 * of it here even when the email about it waits in an outbox that cannot send.
 */
export function BookingSwitch({
  state,
  owner,
  usualHours,
  paused,
  pauseNotEmailed,
  message,
  children,
}: {
  state: BookingState;
  /** Only the owner switches; an assistant sees the state. */
  owner: boolean;
  /** Before her first save: the hours turning booking on offers. */
  usualHours: string | null;
  paused: readonly { name: string; why: string }[];
  /** Email is not set up: the pause email waits in the outbox. */
  pauseNotEmailed: boolean;
  /** The switch's answer, which takes the focus. */
  message: string | null;
  children?: ReactNode;
}) {
  const on = state !== "off";
  return (
    <section aria-labelledby="booking-switch-title" className={cn("mb-6 rounded-card border-2 bg-surface p-4 shadow-soft sm:p-5", state === "on" ? "border-primary" : state === "off" ? "border-line" : "border-danger")}>
      <h2 id="booking-switch-title" className="text-2xl">
        {copy.title}
      </h2>
      {message ? (
        <FocusedMessage signal={message} testId="switch-message">
          {message}
        </FocusedMessage>
      ) : null}
      <p className="mt-2 font-semibold" data-testid="booking-state">
        {copy.status[state]}
      </p>
      {state === "paused" && paused.length > 0 ? (
        <div className="mt-2 flex flex-col gap-1" role="alert">
          {paused.map((calendar) => (
            <p key={calendar.name} data-testid="calendar-paused">
              {calendarsAdmin.dashboardPaused(calendar.name, calendar.why)}
            </p>
          ))}
          {pauseNotEmailed ? <p>{copy.pauseNotEmailed}</p> : null}
          <p>
            <Link to="/admin/calendars" className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4">
              {calendarsAdmin.dashboardLink}
            </Link>
          </p>
        </div>
      ) : null}
      {owner ? (
        <Form method="post" className="mt-3 flex flex-col gap-2">
          <input type="hidden" name="intent" value={on ? "off" : "on"} />
          <div>
            <Button type="submit" id="booking-switch" variant={on ? "outline" : "primary"} aria-describedby="booking-switch-hint">
              {on ? copy.turnOff : copy.turnOn}
            </Button>
          </div>
          <p id="booking-switch-hint" className="text-sm text-ink-soft">
            {on ? copy.offHint : (usualHours ?? "")}
          </p>
        </Form>
      ) : null}
      {children}
    </section>
  );
}

/** The setup checklist: folded once only optional steps are left (no calendar), open while anything else is missing. */
export function SetupChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length;
  const open = items.some((item) => !item.done && !item.optional);
  return (
    <details open={open} className="mt-4 rounded-xl border border-line px-3 py-1" data-testid="setup-checklist">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{setupChecklist.summary(done, items.length)}</summary>
      <ol className="mb-2 mt-1 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 border-t border-line pt-3" data-testid={`setup-${item.id}`}>
            <span aria-hidden="true" className={cn("mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold", item.done ? "bg-primary text-on-primary" : "border-2 border-danger text-danger")}>
              {item.done ? "✓" : "!"}
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">
                {item.label}
                <span className="sr-only">: {item.done ? setupChecklist.done : setupChecklist.todo}</span>
              </h3>
              <p className="break-words">{item.text}</p>
              {item.link ? (
                item.link.href.startsWith("#") ? (
                  <a href={item.link.href} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                    {item.link.label}
                  </a>
                ) : (
                  <Link to={item.link.href} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
                    {item.link.label}
                    <span className="sr-only">: {item.label}</span>
                  </Link>
                )
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </details>
  );
}
