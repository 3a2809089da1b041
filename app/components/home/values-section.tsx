import { Icon } from "~/components/icon";
import { Section, SectionHeading } from "~/components/section";
import { buildOnValues } from "~/content/home";

export function ValuesSection() {
  return (
    <Section tone="alt" aria-labelledby="values-title">
      <div className="grid items-center gap-10 lg:grid-cols-[5fr_6fr] lg:gap-14">
        <div>
          <SectionHeading
            id="values-title"
            eyebrow={buildOnValues.eyebrow}
            title={buildOnValues.heading}
            intro={<p>{buildOnValues.intro}</p>}
          />
          <img
            src={buildOnValues.image.src}
            alt={buildOnValues.image.alt}
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card"
          />
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {buildOnValues.cards.map((card) => (
            <li
              key={card.title}
              className="rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon name={card.icon} />
              </span>
              <h3 className="text-xl">{card.title}</h3>
              <p className="mt-2 text-ink-soft">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
