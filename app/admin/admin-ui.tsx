import type { ComponentProps, ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, type LinkDescriptor, type MetaDescriptor } from "react-router";
import adminCssHref from "~/admin.css?url";
import { useInPageLinks } from "~/admin/in-page-links";
import { adminCopy } from "#common/content/admin.ts";
import { business } from "#common/business.ts";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Every back-office page: a clear title, never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${adminCopy.titleSuffix} | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * Every back-office page links the back office's stylesheet (app/admin.css): the public one,
 * inlined into each page, leaves out the classes only the back office uses.
 */
export const adminLinks = (): LinkDescriptor[] => [{ rel: "stylesheet", href: adminCssHref }];

/** Back-office pages are personal: never stored by a cache. */
export const adminHeaders = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** The previous and next pages of a list (the inbox, the outbox); `to(n)` is page n's address. */
export function Pagination({ page, pages, to }: { page: number; pages: number; to: (page: number) => string }) {
  if (pages <= 1) return null;
  const words = adminCopy.pagination;
  const step = (n: number, rel: "prev" | "next") =>
    n >= 1 && n <= pages ? (
      <Link to={to(n)} rel={rel} className={buttonClasses("outline", "sm")}>
        {rel === "prev" ? words.previous : words.next}
      </Link>
    ) : (
      <span />
    );
  return (
    <nav aria-label={words.label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {step(page - 1, "prev")}
      <span>{words.page(page, pages)}</span>
      {step(page + 1, "next")}
    </nav>
  );
}

/** The frame of the pages outside the guard (setup, sign-in): the brand and one column. */
export function AdminFrame({ children }: { children: ReactNode }) {
  useInPageLinks();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface px-4 py-3 sm:px-6">
        <p className="font-display text-lg font-semibold">
          {business.name} · {adminCopy.titleSuffix}
        </p>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-lg flex-1 px-4 py-8 outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}

export function Field({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-12 rounded-xl border-2 border-line bg-surface px-3 text-base text-ink read-only:bg-paper-alt aria-invalid:border-danger"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An email address kept whole: it may wrap only after its @, never mid-word; a part too long for
 * the screen scrolls sideways inside it rather than breaking.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@") + 1;
  return (
    <span className="inline-block max-w-full overflow-x-auto align-bottom">
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </span>
  );
}

/** A sentence from the copy with the address in it drawn as an EmailAddress (the copy stays one string). */
export function WithAddress({ text, address }: { text: string; address: string }) {
  const at = address === "" ? -1 : text.indexOf(address);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <EmailAddress address={address} />
      {text.slice(at + address.length)}
    </>
  );
}

/** A message at the top of a form or page, announced when it appears. */
export function Notice({ tone = "info", children }: { tone?: "info" | "error"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-6 rounded-xl border-2 px-4 py-3",
        tone === "error" ? "border-danger bg-coral-soft text-ink" : "border-primary bg-primary-soft text-ink",
      )}
    >
      {children}
    </div>
  );
}

/**
 * The back office's answer to an error (a 401 or 403 from an action, a missing item, a form the
 * server could not use, a failure): what happened and a way back in. A form refused with a 4xx
 * (not a form, unreadable, changed) says why: the server's message, shown as text.
 */
export function AdminErrorMessage({ error, pathname }: { error: unknown; pathname: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = adminCopy.errors;
  // After a session ended mid-task (a form sent without JavaScript, say), sign-in returns here.
  const signIn = `/admin/sign-in?next=${encodeURIComponent(pathname.replace(/\.data$/, ""))}`;
  const formProblem = status === 400 || status === 413 || status === 415;
  const heading =
    status === 401 ? copy.signInAgain : status === 403 ? copy.ownerOnly : status === 404 ? copy.notFound : formProblem ? copy.notSent : copy.failed;
  const reason = formProblem && isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  return (
    <>
      <title>{heading}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="mb-4 text-3xl">{heading}</h1>
      {reason ? <p className="mb-4">{reason}</p> : null}
      <p>
        <a href={status === 401 ? signIn : "/admin"} className="font-semibold text-primary underline underline-offset-4">
          {status === 401 ? copy.signIn : copy.backToDashboard}
        </a>
      </p>
    </>
  );
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** The error screen of the pages outside the back office's layout (setup, sign-in, the sign-out link): AdminErrorMessage in the frame. */
export function FramedAdminError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  return (
    <AdminFrame>
      <AdminErrorMessage error={error} pathname={pathname} />
    </AdminFrame>
  );
}
