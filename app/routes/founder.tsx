import { GraduationCap, Quote } from "~/components/ui/icons";
import type { Person } from "schema-dts";
import type { Route } from "./+types/founder";
import { Icon } from "~/components/icon";
import { PageHeader } from "~/components/page-header";
import { ClosingCta } from "~/components/closing-cta";
import { Section, SectionHeading } from "~/components/section";
import {
  bioEyebrow,
  bioHeading,
  educationEyebrow,
  educationHeading,
  experienceEyebrow,
  experienceHeading,
  experienceIntro,
  founderBio,
  founderCta,
  founderEducation,
  founderExperience,
  founderLanguages,
  founderPage,
  founderPersonDescription,
  founderPortrait,
  founderQuote,
  founderRole,
  languagesEyebrow,
  languagesHeading,
  languagesIntro,
  philosophyEyebrow,
  philosophyHeading,
} from "~/content/founder";
import { founderStructuredData } from "~/content/founder-extra";
import { localePath } from "#common/content/locale.ts";
import { businessOf, useBusiness } from "#common/business.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

/**
 * The site-wide graph already names the founder; this node carries the same @id, so search
 * engines merge the richer details below into that one Person.
 */
function founderDetailsJsonLd(name: string): Person {
  return {
    "@type": "Person",
    "@id": absoluteUrl("/founder#person"),
    name,
    jobTitle: founderRole,
    description: founderPersonDescription(name),
    url: absoluteUrl(localePath("/founder")),
    image: absoluteUrl(founderPortrait(name).src),
    worksFor: { "@id": absoluteUrl("/#organization") },
    knowsLanguage: founderLanguages.map((item) => ({ "@type": "Language", name: item.language, alternateName: item.code })),
    knowsAbout: founderStructuredData.knowsAbout,
    alumniOf: founderEducation
      .filter((item) => /^(M|B)\./.test(item.degree))
      .map((item) => ({ "@type": "CollegeOrUniversity", name: item.institution })),
    hasCredential: founderEducation.map((item) => ({
      "@type": "EducationalOccupationalCredential",
      name: item.degree,
      description: item.detail,
      credentialCategory: /^(M|B)\./.test(item.degree) ? "degree" : "license",
    })),
  };
}

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/founder", { matches, jsonLd: [founderDetailsJsonLd(businessOf(matches).founderName)] });

export default function FounderPage() {
  const name = useBusiness().founderName;
  const intro = founderPage(name);
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />

      <Section id="about" tone="alt" aria-labelledby="about-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-16">
          <figure className="mx-auto w-full max-w-xs sm:max-w-sm lg:mx-0">
            <img
              src={founderPortrait(name).src}
              alt={founderPortrait(name).alt}
              width={480}
              height={560}
              decoding="async"
              fetchPriority="high"
              className="h-auto w-full rounded-card border border-line bg-surface shadow-lift dark:brightness-90"
            />
            <figcaption className="mt-4 text-center lg:text-left">
              <span className="block font-display text-xl font-semibold">{name}</span>
              <span className="text-ink-soft">{founderRole}</span>
            </figcaption>
          </figure>
          <div>
            <SectionHeading id="about-heading" eyebrow={bioEyebrow} title={bioHeading(name)} />
            <div className="max-w-prose space-y-5 text-lg">
              {founderBio(name).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section id="philosophy" aria-labelledby="philosophy-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="philosophy-heading" eyebrow={philosophyEyebrow} title={philosophyHeading} align="center" />
          <figure className="relative rounded-card border border-line bg-surface px-6 pt-14 pb-8 shadow-soft sm:px-12">
            <Quote aria-hidden className="absolute top-5 left-6 size-10 rotate-180 fill-marigold text-marigold sm:left-12" />
            <blockquote className="font-display text-xl leading-relaxed sm:text-2xl">
              <p>{founderQuote(name).text}</p>
            </blockquote>
            <figcaption className="mt-6 font-semibold text-ink-soft">{`— ${founderQuote(name).attribution}`}</figcaption>
          </figure>
        </div>
      </Section>

      <Section id="education" tone="alt" aria-labelledby="education-heading">
        <SectionHeading id="education-heading" eyebrow={educationEyebrow} title={educationHeading} />
        <ul className="grid gap-6 md:grid-cols-2">
          {founderEducation.map((item) => (
            <li
              key={item.degree}
              className="flex gap-4 rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <span aria-hidden className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-marigold-soft text-ink">
                <GraduationCap className="size-6" />
              </span>
              <div>
                <h3 className="text-xl">{item.degree}</h3>
                <p className="mt-1 text-sm font-semibold text-primary">{item.institution}</p>
                <p className="mt-2 text-ink-soft">{item.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="experience" aria-labelledby="experience-heading">
        <SectionHeading id="experience-heading" eyebrow={experienceEyebrow} title={experienceHeading} intro={<p>{experienceIntro}</p>} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {founderExperience.map((item) => (
            <li
              key={item.title}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <div className="mb-4 flex items-center justify-between gap-3">
                <span aria-hidden className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon name={item.icon} />
                </span>
                <span className="rounded-full bg-coral-soft px-3 py-1 text-sm font-semibold text-ink">{item.years}</span>
              </div>
              <h3 className="text-xl">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="languages" tone="alt" aria-labelledby="languages-heading">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-center">
          <SectionHeading id="languages-heading" eyebrow={languagesEyebrow} title={languagesHeading} intro={<p>{languagesIntro}</p>} />
          <ul className="grid gap-6 sm:grid-cols-2">
            {founderLanguages.map((item) => (
              <li key={item.language} className="rounded-card border border-line bg-surface p-6 shadow-soft">
                <span aria-hidden className="mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon name="Languages" />
                </span>
                <h3 className="text-xl">{item.language}</h3>
                <p className="mt-2 text-ink-soft">{item.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <ClosingCta
        id="talk-with-the-founder"
        {...founderCta(name)}
      />
    </>
  );
}
