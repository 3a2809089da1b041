import { ArrowRight, Compass, Sunrise } from "~/components/ui/icons";
import { Icon } from "~/components/icon";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { missionVision } from "~/content/home";

/** Mission, vision and the five core values. */
export function MissionSection() {
  const statements = [
    { label: missionVision.missionLabel, text: missionVision.mission, IconComponent: Compass },
    { label: missionVision.visionLabel, text: missionVision.vision, IconComponent: Sunrise },
  ];
  return (
    <Section tone="alt" aria-labelledby="mission-title">
      <SectionHeading id="mission-title" eyebrow={missionVision.eyebrow} title={missionVision.heading} />
      <div className="grid gap-6 md:grid-cols-2">
        {statements.map(({ label, text, IconComponent }) => (
          <div key={label} className="relative overflow-hidden rounded-card border border-line bg-surface p-7 shadow-soft sm:p-9">
            <span aria-hidden className="absolute -top-10 -right-10 size-32 rounded-full bg-marigold-soft" />
            <div className="relative">
              <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-coral uppercase">
                <IconComponent aria-hidden className="size-5" />
                {label}
              </p>
              <p className="mt-4 font-display text-xl leading-relaxed sm:text-2xl">{text}</p>
            </div>
          </div>
        ))}
      </div>

      <h3 className="mt-14 mb-6 text-2xl sm:text-3xl">{missionVision.coreValuesHeading}</h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {missionVision.coreValues.map((value) => (
          <li
            key={value.title}
            className="rounded-card border border-line bg-surface p-5 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
          >
            <span className="mb-3 inline-flex size-11 items-center justify-center rounded-full bg-coral-soft text-coral">
              <Icon name={value.icon} className="size-5" />
            </span>
            <h4 className="text-lg">{value.title}</h4>
            <p className="mt-1.5 text-[0.975rem] leading-relaxed text-ink-soft">{value.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <SiteLink
          to={missionVision.link.href}
          className="inline-flex items-center gap-2 font-semibold text-primary underline decoration-2 underline-offset-4 hover:decoration-marigold"
        >
          {missionVision.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </SiteLink>
      </p>
    </Section>
  );
}
