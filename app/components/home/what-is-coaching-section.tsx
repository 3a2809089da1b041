import { BadgeCheck, Check, CircleCheck } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { whatIsCoaching as c } from "~/content/home";
import { homeExtras } from "~/content/home-extra";

/**
 * 'What is Family Reading Coaching?': inclusions, age groups, the four-step guide (also the page's
 * HowTo structured data), credentials, the coaching-versus-tutoring table and a call to action.
 */
export function WhatIsCoachingSection() {
  return (
    <Section tone="paper" aria-labelledby="what-is-title">
      <div className="grid items-center lg:grid-cols-[3fr_2fr] lg:gap-10">
        <SectionHeading id="what-is-title" eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.definition}</p>} />
        <img
          src={c.image.src}
          alt={c.image.alt}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="mb-10 h-auto w-full rounded-card"
        />
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-7 shadow-soft sm:p-8">
          <h3 className="text-2xl">{c.inclusionsHeading}</h3>
          <ul className="mt-5 space-y-3">
            {c.inclusions.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-2xl">{c.ageGroupsHeading}</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {c.ageGroups.map((group) => (
              <li key={group.ages} className="rounded-card border border-line bg-paper-alt p-5">
                <p className="inline-flex rounded-full bg-marigold px-3 py-0.5 text-sm font-bold text-[#1f2a44]">
                  {homeExtras.ageGroup(group.ages)}
                </p>
                <h4 className="mt-3 text-lg">{group.title}</h4>
                <p className="mt-1 text-[0.975rem] leading-relaxed text-ink-soft">{group.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-16">
        <h3 className="max-w-3xl text-2xl sm:text-3xl">{c.howToHeading}</h3>
        <p className="mt-3 max-w-3xl text-lg text-ink-soft">{c.howToIntro}</p>
        <ol className="mt-10 grid gap-x-5 gap-y-9 sm:grid-cols-2 lg:grid-cols-4">
          {c.steps.map((step) => (
            <li key={step.step} className="relative rounded-card border border-line bg-surface p-6 pt-8 shadow-soft">
              <span
                aria-hidden
                className="absolute -top-4 left-6 flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-semibold text-on-primary shadow-soft"
              >
                {step.step}
              </span>
              <h4 className="text-lg">
                <span className="sr-only">{homeExtras.step(step.step)}</span>
                {step.title}
              </h4>
              <p className="mt-2 text-[0.975rem] leading-relaxed text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>

      <div className="mt-16 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div>
          <h3 className="text-2xl sm:text-3xl">{c.credentialsHeading}</h3>
          <p className="mt-3 text-lg text-ink-soft">{c.credentialsIntro}</p>
          <ul className="mt-6 space-y-3">
            {c.credentials.map((item) => (
              <li key={item} className="flex gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-coral" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 id="comparison-title" className="text-2xl sm:text-3xl">
            {c.comparisonHeading}
          </h3>
          <p className="mt-3 text-lg text-ink-soft">{c.comparisonIntro}</p>
          <div className="mt-6 overflow-hidden rounded-card border border-line bg-surface shadow-soft">
            <table className="w-full border-collapse text-left text-[0.95rem] leading-snug sm:text-base">
              <caption className="sr-only">
                {homeExtras.comparisonCaption(c.comparisonColumns.coaching, c.comparisonColumns.tutoring)}
              </caption>
              <thead>
                <tr className="bg-paper-alt">
                  <th scope="col" className="w-[24%] px-3 py-3 font-semibold sm:px-5">
                    {c.comparisonColumns.aspect}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold text-primary sm:px-5">
                    {c.comparisonColumns.coaching}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold text-ink-soft sm:px-5">
                    {c.comparisonColumns.tutoring}
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.comparison.map((row) => (
                  <tr key={row.aspect} className="border-t border-line align-top">
                    <th scope="row" className="px-3 py-4 font-semibold sm:px-5">
                      {row.aspect}
                    </th>
                    <td className="bg-primary-soft/40 px-3 py-4 sm:px-5">{row.coaching}</td>
                    <td className="px-3 py-4 text-ink-soft sm:px-5">{row.tutoring}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>

      <div className="mt-16 grid items-center gap-8 rounded-[2rem] bg-primary-soft p-7 sm:p-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="text-2xl sm:text-3xl">{c.cta.heading}</h3>
          <p className="mt-3 text-lg">{c.cta.text}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            {c.cta.notes.map((note) => (
              <li key={note} className="inline-flex items-center gap-2 font-semibold">
                <Check aria-hidden className="size-5 text-primary" />
                {note}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <SiteLink to={c.cta.primary.href} className={buttonClasses("primary", "lg")}>
            {c.cta.primary.label}
          </SiteLink>
          <SiteLink to={c.cta.secondary.href} className={buttonClasses("secondary", "lg")}>
            {c.cta.secondary.label}
          </SiteLink>
        </div>
      </div>
    </Section>
  );
}
