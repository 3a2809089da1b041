import { CalendarHeart, Users } from "~/components/ui/icons";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { bookingSpotsLeft, closingCta, joinFamiliesLine } from "~/content/home";

/**
 * The closing call to action on the teal band. Its notices ("Book your discovery call this month",
 * "Only 10 spots available") count the calls really left this month once booking is open, and go
 * when none are; while it is off, they are the spec's words.
 */
export function ClosingCta({ callsLeft }: { callsLeft: number | null }) {
  return (
    <section
      aria-labelledby="closing-title"
      className="relative isolate overflow-hidden bg-primary py-16 text-on-primary sm:py-24 dark:bg-primary-soft dark:text-ink"
    >
      <span
        aria-hidden
        className="absolute -top-24 -left-24 -z-10 size-72 rounded-full bg-on-primary/10 dark:bg-ink/5"
      />
      <span
        aria-hidden
        className="absolute -right-20 -bottom-28 -z-10 size-96 rounded-full bg-on-primary/10 dark:bg-ink/5"
      />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-primary-strong px-4 dark:bg-ink/10 py-1.5 text-sm font-bold">
          <Users aria-hidden className="size-4" />
          {joinFamiliesLine}
        </p>
        <h2 id="closing-title" className="text-3xl sm:text-5xl">
          {closingCta.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg sm:text-xl">
          {closingCta.text}
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink
            to={closingCta.primary.href}
            className={buttonClasses("onDark", "lg")}
          >
            {closingCta.primary.label}
          </SiteLink>
          <SiteLink
            to={closingCta.secondary.href}
            className={buttonClasses("secondary", "lg")}
          >
            {closingCta.secondary.label}
          </SiteLink>
        </div>
        {callsLeft === 0 ? null : (
          <ul className="mt-9 flex flex-col items-center justify-center gap-3 text-sm font-semibold sm:flex-row sm:gap-4">
            <li className="inline-flex items-center gap-2 rounded-2xl border border-on-primary/40 px-4 py-2 dark:border-ink/30">
              <CalendarHeart aria-hidden className="size-4" />
              {closingCta.urgencyNotice}
            </li>
            {/* The calls really left this month; while booking is off nothing is counted, so no number is claimed (issue 33). */}
            {callsLeft === null ? null : (
              <li className="inline-flex items-center gap-2 rounded-2xl border border-on-primary/40 px-4 py-2 dark:border-ink/30">
                <span aria-hidden className="size-2 rounded-full bg-marigold" />
                {bookingSpotsLeft(callsLeft)}
              </li>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
