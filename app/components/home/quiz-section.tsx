import { Check } from "~/components/ui/icons";
import { Section } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { quizPromo } from "~/content/home";

/** Promotion for the family quiz on /interactive-tools. */
export function QuizSection() {
  return (
    <Section tone="alt" aria-labelledby="quiz-title">
      <div className="grid items-center gap-8 overflow-hidden rounded-[2rem] border border-line bg-marigold-soft p-6 shadow-soft sm:p-10 md:grid-cols-2 lg:gap-12">
        <img
          src={quizPromo.image.src}
          alt={quizPromo.image.alt}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card"
        />
        <div>
          <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{quizPromo.eyebrow}</p>
          <h2 id="quiz-title" className="text-3xl sm:text-4xl">
            {quizPromo.heading}
          </h2>
          <p className="mt-4 text-lg">{quizPromo.intro}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {quizPromo.facts.map((fact) => (
              <li key={fact} className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3.5 py-1.5 text-sm font-semibold">
                <Check aria-hidden className="size-4 text-primary" />
                {fact}
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <SiteLink to={quizPromo.button.href} className={buttonClasses("primary", "lg")}>
              {quizPromo.button.label}
            </SiteLink>
          </p>
        </div>
      </div>
    </Section>
  );
}
