import { ArrowRight, CalendarClock, CircleCheck, Hourglass, MapPin, Repeat, Users, Wallet } from "~/components/ui/icons";
import type { Route } from "./+types/community";
import { ClosingCta } from "~/components/closing-cta";
import { FamilyResourceLinks } from "~/components/learn/family-resource-links";
import { IconCardGrid } from "~/components/icon-card-grid";
import { LearnPageHeader } from "~/components/learn/learn-page-header";
import { Badge, BadgeList, cardClasses, Fact, liftClasses, Rating, RatingTiles } from "~/components/learn/learn-ui";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import {
  acceptingNewLabel,
  communityClosing,
  communityDisclaimer,
  communityImage,
  communityPage,
  contactServiceLabel,
  contactServiceSubject,
  distanceLabel,
  insuranceLabel,
  joinGroupLabel,
  joinGroupSubject,
  localServices,
  localServicesHeading,
  localServicesSection,
  locationLabel,
  meetsLabel,
  membersLabel,
  nextMeetingLabel,
  notAcceptingNewLabel,
  parentGroups,
  parentGroupsHeading,
  parentGroupsSection,
  supportCategories,
  supportCategoriesHeading,
  supportCategoriesSection,
  type LocalService,
  type ParentGroup,
} from "~/content/community";
import { learnExtras } from "~/content/learn-extra";
import { locale, localePath } from "#common/content/locale.ts";
import { cn } from "~/lib/cn";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const handle: PageHandle = { cache: {} };

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/community", { matches });

const memberCount = new Intl.NumberFormat(locale.tag);

/** The contact form on /connect prefills its message from `subject`. */
function connectHref(subject: string): string {
  return localePath(`/connect?topic=general&subject=${encodeURIComponent(subject)}`);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function GroupCard({ group }: { group: ParentGroup }) {
  const headingId = `${slugify(group.name)}-title`;
  return (
    <article aria-labelledby={headingId} className={cn(cardClasses, liftClasses, "flex h-full flex-col gap-4")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge tone="coral">{group.type}</Badge>
        <Rating value={group.rating} />
      </div>
      <h3 id={headingId} className="text-2xl">
        {group.name}
      </h3>
      <p className="inline-flex items-center gap-2 font-bold text-primary">
        <Users aria-hidden className="size-5" />
        {`${memberCount.format(group.members)} ${membersLabel}`}
      </p>
      <p className="text-ink-soft">{group.about}</p>
      <dl className="grid gap-3">
        <Fact icon={<Repeat aria-hidden className="size-5" />} label={meetsLabel}>
          {group.meetingFrequency}
        </Fact>
        <Fact icon={<MapPin aria-hidden className="size-5" />} label={locationLabel}>
          {group.location}
        </Fact>
        <Fact icon={<CalendarClock aria-hidden className="size-5" />} label={nextMeetingLabel}>
          {group.nextMeeting}
        </Fact>
      </dl>
      <BadgeList items={group.tags} label={learnExtras.topicsFor(group.name)} />
      <div className="mt-auto pt-2">
        <Button asChild>
          <SiteLink to={connectHref(joinGroupSubject(group.name))}>
            {joinGroupLabel}
            <span className="sr-only"> – {group.name}</span>
            <ArrowRight aria-hidden className="size-5" />
          </SiteLink>
        </Button>
      </div>
    </article>
  );
}

function ServiceCard({ service }: { service: LocalService }) {
  const headingId = `${slugify(service.name)}-title`;
  return (
    <article aria-labelledby={headingId} className={cn(cardClasses, liftClasses, "flex h-full flex-col gap-4")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge tone={service.acceptingNew ? "primary" : "marigold"}>
          {service.acceptingNew ? (
            <CircleCheck aria-hidden className="size-4" />
          ) : (
            <Hourglass aria-hidden className="size-4" />
          )}
          {service.acceptingNew ? acceptingNewLabel : notAcceptingNewLabel}
        </Badge>
        <Rating value={service.rating} />
      </div>
      <div>
        <h3 id={headingId} className="text-2xl">
          {service.name}
        </h3>
        <p className="mt-1 text-sm font-bold tracking-wider text-coral uppercase">{service.type}</p>
      </div>
      <p className="text-ink-soft">{service.specialty}</p>
      <dl className="grid gap-3">
        <Fact icon={<MapPin aria-hidden className="size-5" />} label={distanceLabel}>
          {service.distance}
        </Fact>
        <Fact icon={<Wallet aria-hidden className="size-5" />} label={insuranceLabel}>
          <ul>
            {service.insurance.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Fact>
      </dl>
      <div className="mt-auto flex flex-col gap-3 pt-2">
        <p className="text-sm text-ink-soft">{service.contact}.</p>
        <Button asChild variant="outline" className="self-start">
          <SiteLink to={connectHref(contactServiceSubject(service.name))}>
            {contactServiceLabel}
            <span className="sr-only"> – {service.name}</span>
            <ArrowRight aria-hidden className="size-5" />
          </SiteLink>
        </Button>
      </div>
    </article>
  );
}

export default function CommunityPage() {
  return (
    <>
      <LearnPageHeader intro={communityPage} image={communityImage} />

      <Section tone="alt" aria-labelledby="support-categories-heading">
        <SectionHeading
          id="support-categories-heading"
          eyebrow={supportCategoriesSection.eyebrow}
          title={supportCategoriesHeading}
          intro={<p>{supportCategoriesSection.intro}</p>}
        />
        <IconCardGrid cards={supportCategories} />
      </Section>

      <RatingTiles>
        <Section id="parent-groups" aria-labelledby="parent-groups-heading">
          <SectionHeading
            id="parent-groups-heading"
            eyebrow={parentGroupsSection.eyebrow}
            title={parentGroupsHeading}
            intro={<p>{parentGroupsSection.intro}</p>}
          />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {parentGroups.map((group) => (
              <li key={group.name}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="professional-services" tone="alt" aria-labelledby="local-services-heading">
          <SectionHeading
            id="local-services-heading"
            eyebrow={localServicesSection.eyebrow}
            title={localServicesHeading}
            intro={<p>{localServicesSection.intro}</p>}
          />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {localServices.map((service) => (
              <li key={service.name}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-3xl rounded-card border border-line bg-surface p-6 text-ink-soft">{communityDisclaimer}</p>
        </Section>
      </RatingTiles>

      <ClosingCta {...communityClosing} />
      <FamilyResourceLinks current="/community" />
    </>
  );
}
