import { useId, type ReactNode } from "react";
import { formCopy } from "#common/forms/content/forms.ts";
import type { FormOutcome } from "#common/forms/form-definition.ts";
import { FORM_RESULT_ID } from "#common/forms/common.ts";
import { cn } from "~/lib/cn";

const controlClasses =
  "w-full rounded-xl border border-line bg-surface px-4 text-ink placeholder:text-ink-soft/80 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

type BaseProps = {
  /** The control's id, when something links to it (an error summary); else a generated one. */
  id?: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

/**
 * Label, control, hint and error in one: the error sits under the field and is tied to it with
 * aria-describedby and aria-invalid, so screen readers announce it with the field.
 */
function FieldShell({ id, label, error, required, hint, className, children }: BaseProps & { id: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden>
            {" "}*
          </span>
        ) : (
          <span className="font-normal text-ink-soft"> {formCopy.optional}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

type TextFieldProps = BaseProps & {
  defaultValue?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
};

export function TextField({ id: givenId, name, label, error, required, hint, className, type = "text", ...rest }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} name={name} label={label} error={error} required={required} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, "min-h-12")}
        {...rest}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = BaseProps & { defaultValue?: string; rows?: number; maxLength?: number; placeholder?: string };

export function TextAreaField({ id: givenId, name, label, error, required, hint, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} name={name} label={label} error={error} required={required} hint={hint} className={className}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, "py-3")}
        {...rest}
      />
    </FieldShell>
  );
}

type SelectFieldProps = BaseProps & {
  defaultValue?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  /** Called with the chosen value (a page that follows the choice, as the checkout's total does). */
  onChange?: (value: string) => void;
};

/** A native select: the most robust choice on phones and with assistive technology. */
export function SelectField({ id: givenId, name, label, error, required, hint, className, defaultValue, options, placeholder, onChange }: SelectFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} name={name} label={label} error={error} required={required} hint={hint} className={className}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, "min-h-12 appearance-auto")}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * The fields every form posts besides its own. The trap field: invisible and unreachable for
 * people (off-screen, out of the tab order, hidden from assistive technology), but bots that fill
 * every input fill it too. The signed token comes with the page; the idempotency key is set by
 * the hook when it sends (without JavaScript it stays empty and the server derives one).
 */
export function FormMeta({ formToken }: { formToken: string }) {
  return (
    <>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {formCopy.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="form_token" defaultValue={formToken} />
      <input type="hidden" name="idempotency_key" defaultValue="" />
    </>
  );
}

/**
 * The answer to a send, shown above the form: the server's to a form sent without JavaScript (the
 * spec's success message, or its failure message; the problems themselves sit under their
 * fields), or the confirmation of a send made with JavaScript (useSiteForm's `status`), which
 * stays after the toast has gone. Focusable, so the page can take the visitor to it.
 */
export function FormStatus({ result, className }: { result?: FormOutcome; className?: string }) {
  if (!result) return null;
  return (
    <div
      id={FORM_RESULT_ID}
      role={result.ok ? "status" : "alert"}
      tabIndex={-1}
      className={cn(
        "scroll-mt-24 rounded-xl border px-4 py-3",
        result.ok ? "border-primary bg-primary-soft" : "border-danger bg-surface",
        className,
      )}
    >
      <p className={cn("font-semibold", !result.ok && "text-danger")}>{result.title}</p>
      <p>{result.message}</p>
    </div>
  );
}

/** Moves focus to the first field marked invalid inside the form. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

/** Shown while the attempt limit blocks sending. */
export function BlockedNotice({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className={cn("text-sm font-semibold text-danger", !message && "sr-only")}>
      {message ?? ""}
    </p>
  );
}

export { PrivacyLink } from "./privacy-link";
