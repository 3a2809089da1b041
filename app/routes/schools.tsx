import { ArrowDown } from "~/components/ui/icons";
import type { Service } from "schema-dts";
import type { Route } from "./+types/schools";
import { PartnershipForm } from "~/forms/partnership-form";
import { IconCardGrid } from "~/components/icon-card-grid";
import { LearnPageHeader } from "~/components/learn/learn-page-header";
import { cardClasses, IconTile } from "~/components/learn/learn-ui";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import {
  howItWorks,
  howItWorksHeading,
  howItWorksSection,
  magicReadingRoom,
  partnerTypes,
  partnerTypesHeading,
  partnerTypesSection,
  partnershipEmail,
  partnershipForm,
  schoolsHeroImage,
  schoolsPage,
  schoolsPrimaryCta,
  schoolsSecondaryCta,
  whatSchoolsGet,
  whatSchoolsGetHeading,
  whatSchoolsGetSection,
} from "~/content/schools";
import { locale, localePath } from "#common/content/locale.ts";
import { schoolProgramLabels } from "#common/editing/content/school-program.ts";
import { schoolsExtras } from "~/content/schools-extra";
import { useBusiness } from "#common/business.ts";
import { cn } from "~/lib/cn";
import { clientFormAction } from "~/forms/client-action";
import { partnershipBasics } from "#common/forms/partnership.page.ts";
import { absoluteUrl, routeMeta } from "~/lib/seo";
import { formAction, formPageData } from "#server/forms/form-route.server";
import { siteContent } from "#server/editing/public-content.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

// The same copy for everyone, with a form token that ages: revalidated on every visit.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

/** What the server's page cache keeps this page by (docs/caching.md): the confirmation after a send, the form token of the second, and the owner's publishes (the program at a glance). */
export const handle: PageHandle = { cache: { query: ["sent"], stamps: ["form-window", "site-content"] } };

/** The form's token, and the school program's format, length and cost as the owner published them (or her draft, in a preview). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const {
    documents: [program],
  } = await siteContent(request, context, ["program"]);
  return { ...formPageData("partnership", request, context), program: program[locale.language] };
}

export const action = ({ request, context }: Route.ActionArgs) => formAction("partnership", request, context);

export const clientAction = clientFormAction(partnershipBasics);

const magicReadingRoomService: Service = {
  "@type": "Service",
  "@id": absoluteUrl(localePath("/schools#magic-reading-room")),
  name: magicReadingRoom.name,
  description: magicReadingRoom.tagline,
  serviceType: schoolsExtras.serviceType,
  url: absoluteUrl(localePath("/schools")),
  image: absoluteUrl(magicReadingRoom.image.src),
  provider: { "@id": absoluteUrl("/#organization") },
  areaServed: { "@type": "Country", name: schoolsExtras.areaServed },
  audience: partnerTypes.map((type) => ({ "@type": "Audience", audienceType: type.title })),
};

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/schools", { matches, jsonLd: [magicReadingRoomService] });


export default function SchoolsPage({ loaderData, actionData }: Route.ComponentProps) {
  const details = useBusiness();
  const partnershipMailto = `mailto:${details.contactEmail}?subject=${encodeURIComponent(partnershipEmail.subject)}`;
  return (
    <>
      <LearnPageHeader intro={schoolsPage} image={schoolsHeroImage}>
        <Button asChild className="w-full sm:w-auto sm:min-h-14 sm:px-8 sm:text-lg">
          <SiteLink to={schoolsPrimaryCta.href}>
            {schoolsPrimaryCta.label}
            <ArrowDown aria-hidden className="size-5" />
          </SiteLink>
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-auto sm:min-h-14 sm:px-8 sm:text-lg">
          <SiteLink to={schoolsSecondaryCta.href}>{schoolsSecondaryCta.label}</SiteLink>
        </Button>
      </LearnPageHeader>

      <Section id="magic-reading-room" tone="alt" aria-labelledby="magic-reading-room-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{magicReadingRoom.eyebrow}</p>
            <h2 id="magic-reading-room-heading" className="text-3xl sm:text-4xl">
              {magicReadingRoom.name}
            </h2>
            <p className="mt-3 font-display text-xl text-primary italic">{magicReadingRoom.tagline}</p>
            <div className="mt-6 space-y-4">
              {magicReadingRoom.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-8 text-2xl">{schoolProgramLabels.heading}</h3>
            <dl data-testid="program-at-a-glance" className="mt-4 space-y-4">
              {(["format", "length", "cost"] as const).map((key) => (
                <div key={key} className="border-l-4 border-primary pl-4">
                  <dt className="font-bold">{schoolProgramLabels[key]}</dt>
                  <dd className="mt-1">{loaderData.program[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            src={magicReadingRoom.image.src}
            alt={magicReadingRoom.image.alt}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card shadow-soft"
          />
        </div>
      </Section>

      <Section aria-labelledby="what-schools-get-heading">
        <SectionHeading
          id="what-schools-get-heading"
          eyebrow={whatSchoolsGetSection.eyebrow}
          title={whatSchoolsGetHeading}
          intro={<p>{whatSchoolsGetSection.intro}</p>}
        />
        <IconCardGrid cards={whatSchoolsGet} />
      </Section>

      <Section tone="alt" aria-labelledby="how-it-works-heading">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow={howItWorksSection.eyebrow}
          title={howItWorksHeading}
          intro={<p>{howItWorksSection.intro}</p>}
        />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorks.map((step) => (
            <li key={step.step} className={cn(cardClasses, "flex flex-col gap-3")}>
              <span
                aria-hidden
                className="inline-flex size-12 items-center justify-center rounded-full bg-primary font-display text-xl font-bold text-on-primary"
              >
                {step.step}
              </span>
              <h3 className="text-xl">
                <span className="sr-only">{schoolsExtras.step(step.step)}</span>
                {step.title}
              </h3>
              <p className="text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section aria-labelledby="partner-types-heading">
        <SectionHeading
          id="partner-types-heading"
          eyebrow={partnerTypesSection.eyebrow}
          title={partnerTypesHeading}
          intro={<p>{partnerTypesSection.intro}</p>}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {partnerTypes.map((type) => (
            <li key={type.title} className={cn(cardClasses, "flex flex-col gap-3 p-5 sm:p-5")}>
              <IconTile name={type.icon} />
              <h3 className="text-lg">{type.title}</h3>
              <p className="text-sm text-ink-soft">{type.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section id="partnership-inquiry" aria-labelledby="partnership-inquiry-heading" className="scroll-mt-24 bg-paper-alt py-16 sm:py-20">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <div className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-6 text-center shadow-soft sm:p-12">
            <p className="mb-2 text-sm font-bold tracking-wider text-coral uppercase">{partnershipEmail.eyebrow}</p>
            <h2 id="partnership-inquiry-heading" className="text-3xl sm:text-4xl">
              {partnershipForm.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-prose text-lg">{partnershipForm.intro}</p>
            <p className="mx-auto mt-3 max-w-prose text-ink-soft">{partnershipEmail.note}</p>
            <PartnershipForm className="mt-8" page={loaderData} pageResult={actionData ?? loaderData.confirmation ?? undefined} />
            <p className="mt-4 text-sm text-ink-soft">
              {schoolsExtras.preferEmail}{" "}
              <a href={partnershipMailto} className="font-semibold text-primary underline underline-offset-4 hover:no-underline">
                {details.contactEmail}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
