import type { ComponentProps } from "react";
import { useActionData } from "react-router";
import { cn } from "~/lib/cn";

type Common = { id: string; label: string; error?: string; hint?: string; className?: string };

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, hint }: Pick<Common, "id" | "label" | "hint">) {
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </>
  );
}

function FieldError({ id, error }: Pick<Common, "id" | "error">) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

/** A labelled input whose id is given (several forms on one page), its hint and its error under it. */
export function TextInput({ id, label, error, hint, className, ...input }: Common & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label id={id} label={label} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-danger"
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea({ id, label, error, hint, className, ...textarea }: Common & Omit<ComponentProps<"textarea">, "id" | "className">) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="w-full rounded-xl border-2 border-line bg-surface p-3 text-base text-ink aria-invalid:border-danger"
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * "Saved" after a redirect: announced, and in the page without JavaScript. Not over the answer
 * of a later post (a refused save): the form posts to the address it was opened at, flag
 * included, so the page that lists her mistakes would still say "Published".
 */
export function SavedMessage({ message }: { message: string | null }) {
  const answered = useActionData() !== undefined;
  return (
    <div role="status">
      {message && !answered ? <p className="mt-4 rounded-xl border-2 border-primary bg-primary-soft px-4 py-3">{message}</p> : null}
    </div>
  );
}
