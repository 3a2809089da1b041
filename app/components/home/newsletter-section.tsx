import { ExternalLink, Mail } from "~/components/ui/icons";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { buttonClasses } from "~/components/ui/button";
import { newsletterSection } from "~/content/home";
import { uiCopy } from "~/content/ui";
import { useBusiness } from "#common/business.ts";

const benefitIcons = ["Lightbulb", "BookOpen", "Puzzle", "MessageCircle"];

/** The newsletter invitation; the button opens the newsletter publication in a new tab. */
export function NewsletterSection() {
  const details = useBusiness();
  return (
    <Section tone="paper" aria-labelledby="newsletter-title">
      <div className="relative overflow-hidden rounded-[2rem] border border-line bg-surface p-7 shadow-soft sm:p-12">
        <span aria-hidden className="absolute -right-16 -bottom-20 size-64 rounded-full bg-primary-soft" />
        <span aria-hidden className="absolute -top-12 right-40 size-24 rounded-full bg-marigold-soft" />
        <div className="relative grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wider text-coral uppercase">
              <Mail aria-hidden className="size-4" />
              {newsletterSection.eyebrow}
            </p>
            <h2 id="newsletter-title" className="text-3xl sm:text-4xl">
              {newsletterSection.heading}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{newsletterSection.intro}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {newsletterSection.benefits.map((benefit, index) => (
                <li key={benefit} className="flex items-center gap-3 font-semibold">
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon name={benefitIcons[index] ?? "Sparkles"} className="size-4.5" />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col items-start gap-3 lg:items-center lg:text-center">
            <a
              href={details.newsletterUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("primary", "lg")}
            >
              {newsletterSection.buttonLabel}
              <ExternalLink aria-hidden className="size-4.5" />
              <span className="sr-only">{` ${uiCopy.newTab}`}</span>
            </a>
            <p className="text-sm text-ink-soft">{newsletterSection.newTabNote}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}
