import { Clock, ExternalLink, Mail, MapPin } from "~/components/ui/icons";
import type { Route } from "./+types/connect";
import { DiscoveryCallButton } from "~/booking/discovery-call-button";
import { ContactForm } from "~/forms/contact-form";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { connectExtras } from "~/content/connect-extra";
import { connectPage, pageIntros } from "~/content/page-intros";
import { uiCopy } from "~/content/ui";
import { useBusiness } from "#common/business.ts";
import { clientFormAction } from "~/forms/client-action";
import { contactBasics } from "#common/forms/contact.page.ts";
import { contactPrefill } from "~/forms/contact-prefill";
import { routeMeta } from "~/lib/seo";
import { timeZoneName } from "#common/time-zone-names.ts";
import { locale } from "#common/content/locale.ts";
import { formAction, formPageData } from "#server/forms/form-route.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/connect", { matches });

// The same copy for everyone, with a form token that ages: revalidated on every visit.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

/** What the server's page cache keeps this page by (docs/caching.md): what a link asked to prefill, the confirmation after a send, and the form token of the second. */
export const handle: PageHandle = { cache: { query: ["topic", "subject", "sent"], stamps: ["form-window"] } };

/** The form's token and key, and what a link asked to prefill (?topic= and ?subject=). */
export const loader = ({ request, context }: Route.LoaderArgs) => ({
  ...formPageData("contact", request, context),
  prefill: contactPrefill(new URL(request.url).searchParams),
  // The office hours' zone, named from the setting (issue 33): "Eastern Time", "hora del Centro".
  zoneName: timeZoneName(context.config.BUSINESS_TIME_ZONE, locale.language),
});

export const action = ({ request, context }: Route.ActionArgs) => formAction("contact", request, context);

export const clientAction = clientFormAction(contactBasics);

/**
 * Assessment or consultation lead to the discovery call (its dialog once the page has hydrated, its
 * page before and without JavaScript); community opens our social page in a new tab. Links, not a
 * select: each works on the first tap, whatever has loaded.
 */
function QuickStart() {
  const details = useBusiness();
  const { quickStart } = connectPage;
  return (
    <section aria-labelledby="quick-start-heading" className="rounded-card border border-line bg-surface p-6 shadow-soft">
      <h2 id="quick-start-heading" className="text-2xl">
        {quickStart.heading}
      </h2>
      <p className="mt-2 mb-4 text-ink-soft">{quickStart.intro}</p>
      <ul className="flex flex-col gap-3">
        {quickStart.options.map((option) => (
          <li key={option.value}>
            {option.value === "community" ? (
              <Button asChild variant="secondary" className="w-full justify-between">
                <a href={details.socialUrl} target="_blank" rel="noopener noreferrer" aria-describedby={`quick-start-${option.value}`}>
                  {option.label}
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only">{uiCopy.newTab}</span>
                </a>
              </Button>
            ) : (
              <DiscoveryCallButton variant="secondary" className="w-full justify-between" aria-describedby={`quick-start-${option.value}`}>
                {option.label}
              </DiscoveryCallButton>
            )}
            <p id={`quick-start-${option.value}`} className="mt-1.5 text-sm text-ink-soft">
              {option.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ConnectPage({ loaderData, actionData }: Route.ComponentProps) {
  const details = useBusiness();
  const { prefill, zoneName, ...page } = loaderData;
  const intro = pageIntros.connect;
  const card = connectPage.contactCard;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <div className="mx-auto grid max-w-content gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8">
          <h2 id="contact-form-heading" className="text-3xl">
            {connectPage.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-ink-soft">{connectPage.formIntro}</p>
          <ContactForm page={page} pageResult={actionData ?? page.confirmation ?? undefined} initialValues={prefill} />
          <p className="mt-6 flex items-center gap-2 rounded-xl bg-primary-soft px-4 py-3 font-semibold">
            <Clock aria-hidden className="size-5 shrink-0 text-primary" />
            {connectPage.responseNote}
          </p>
        </section>
        <aside className="flex flex-col gap-6">
          <QuickStart />
          <section aria-labelledby="contact-info-heading" className="rounded-card bg-paper-alt p-6">
            <h2 id="contact-info-heading" className="text-2xl">
              {card.heading}
            </h2>
            <dl className="mt-4 flex flex-col gap-4">
              <div>
                <dt className="flex items-center gap-2 font-semibold">
                  <Mail aria-hidden className="size-4 text-primary" /> {card.emailLabel}
                </dt>
                <dd>
                  <a href={`mailto:${details.contactEmail}`} className="break-all underline underline-offset-4">
                    {details.contactEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold">
                  <Clock aria-hidden className="size-4 text-primary" /> {card.hoursLabel}
                </dt>
                <dd>{card.hours(zoneName)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden className="size-4 text-primary" /> {connectExtras.serviceAreaLabel}
                </dt>
                <dd>{card.serviceArea}</dd>
              </div>
            </dl>
          </section>
          <img
            src={connectPage.image.src}
            alt={connectPage.image.alt}
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="hidden w-full rounded-card lg:block"
          />
        </aside>
      </div>
    </>
  );
}
