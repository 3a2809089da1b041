import { Clock, ExternalLink, Mail, MapPin } from "lucide-react";
import { useState } from "react";
import type { Route } from "./+types/connect";
import { useDiscoveryDialog } from "~/components/discovery-call/discovery-call-context";
import { ContactForm } from "~/components/forms/contact-form";
import { PageHeader } from "~/components/page-header";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { connectPage, pageIntros } from "~/content/page-intros";
import { business } from "~/lib/business";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/connect");

/** Assessment or consultation opens the discovery call dialog; community opens our social page. */
function QuickStart() {
  const { openDialog } = useDiscoveryDialog();
  const [choice, setChoice] = useState("");
  // The list is only rendered while open: closed, Radix would render every option off-screen and
  // re-render the select once per option as the page hydrates, a long task on a slow phone. The
  // closed trigger shows the chosen label itself (SelectValue's children).
  const [open, setOpen] = useState(false);
  const { quickStart } = connectPage;
  const chosen = quickStart.options.find((option) => option.value === choice);
  const onChoose = (value: string) => {
    if (value === "community") {
      setChoice(value);
      window.open(business.socialUrl, "_blank", "noopener,noreferrer");
      return;
    }
    // A launcher, not a setting: reset so choosing the same option again reopens the dialog.
    setChoice("");
    openDialog();
  };
  return (
    <section aria-labelledby="quick-start-heading" className="rounded-card border border-line bg-surface p-6 shadow-soft">
      <h2 id="quick-start-heading" className="text-2xl">
        {quickStart.heading}
      </h2>
      <p id="quick-start-intro" className="mt-2 mb-4 text-ink-soft">
        {quickStart.intro}
      </p>
      <Select value={choice} onValueChange={onChoose} open={open} onOpenChange={setOpen}>
        <SelectTrigger aria-labelledby="quick-start-heading" aria-describedby="quick-start-intro">
          <SelectValue placeholder={quickStart.placeholder}>{chosen?.label}</SelectValue>
        </SelectTrigger>
        {open ? (
          <SelectContent>
            {quickStart.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        ) : null}
      </Select>
      {chosen ? <p className="mt-3 text-sm text-ink-soft">{chosen.description}</p> : null}
      {choice === "community" ? (
        <p className="mt-2 text-sm">
          <a href={business.socialUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4">
            Open our {business.socialLabel} page <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

export default function ConnectPage() {
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
          <ContactForm submitLabel={connectPage.submitLabel} />
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
                  <a href={`mailto:${business.contactEmail}`} className="break-all underline underline-offset-4">
                    {business.contactEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold">
                  <Clock aria-hidden className="size-4 text-primary" /> {card.hoursLabel}
                </dt>
                <dd>{card.hours}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden className="size-4 text-primary" /> Where we work
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
