import { Icon } from "~/components/icon";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { homeHero, homeStats } from "~/content/home";
import { bookCallCta } from "~/content/navigation";
import { DISCOVERY_LINK_ATTRIBUTE } from "~/booking/discovery-link";
import { homeExtras } from "~/content/home-extra";
import { heroImageHeight, heroImageWidth, type HeroImage } from "~/lib/hero";
import { cn } from "~/lib/cn";

/**
 * The home page's opening: the one h1, the two calls to action and the family illustration chosen
 * on the server from the visitor's preferences, so the first paint already shows the right picture.
 * Nothing here fades or animates in.
 */
export function HomeHero({ image }: { image: HeroImage }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-paper">
      <div className="relative z-10 mx-auto max-w-content px-4 pt-10 pb-8 sm:px-6 sm:pt-14 xl:pt-24 xl:pb-0">
        <div className="max-w-2xl xl:max-w-[34rem]">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-marigold-soft px-4 py-1.5 text-sm font-bold text-ink">
            <Icon name="BookOpen" className="size-4" />
            {homeHero.eyebrow}
          </p>
          <h1 id="home-hero-title" className="text-4xl leading-[1.1] sm:text-5xl xl:text-[3.5rem]">
            {homeHero.headline}
          </h1>
          <p className="mt-5 text-lg text-ink-soft sm:text-xl sm:leading-relaxed">{homeHero.subheadline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The booking link (issue 33): a plain link that opens the booking dialog once hydrated. */}
            <a href={bookCallCta.to} {...{ [DISCOVERY_LINK_ATTRIBUTE]: "" }} className={buttonClasses("primary", "lg")}>
              {bookCallCta.label}
            </a>
            <SiteLink to={homeHero.secondaryCta.href} className={buttonClasses("outline", "lg")}>
              {homeHero.secondaryCta.label}
              {/* The visible label is the spec's; this tells screen readers and crawlers where it leads. */}
              <span className="sr-only">{` ${homeExtras.servicesLinkNote}`}</span>
            </SiteLink>
          </div>
        </div>
      </div>

      {/* Below xl the picture is a band under the text; from xl up it fills the right of the hero. */}
      <div className="relative xl:absolute xl:inset-y-0 xl:right-0 xl:left-[42%] xl:-z-10">
        <img
          src={image.src}
          alt={image.alt}
          width={heroImageWidth}
          height={heroImageHeight}
          fetchPriority="high"
          loading="eager"
          className={cn(
            "block aspect-[5/4] w-full object-cover object-[88%_60%] sm:aspect-[16/8] sm:object-[80%_60%]",
            "xl:absolute xl:inset-0 xl:aspect-auto xl:h-full xl:object-[80%_60%]",
            "dark:brightness-[0.78] dark:saturate-[0.9]",
          )}
        />
        {/* The picture fades into the page on the text side, so the text never sits on the picture. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-16 bg-linear-to-b from-paper to-paper/0 xl:hidden"
        />
        <div
          aria-hidden
          className={cn(
            "pointer-events-none absolute inset-0 hidden xl:block",
            "bg-linear-to-r from-paper from-14% via-paper/55 via-22% to-paper/0 to-34%",
          )}
        />
      </div>

      {/* The figures sit under the picture on smaller screens and under the buttons from xl up. */}
      <div className="relative z-10 mx-auto max-w-content px-4 pt-6 pb-10 sm:px-6 xl:pt-10 xl:pb-24">
        <dl className="grid max-w-lg grid-cols-3 gap-3 md:max-w-2xl xl:max-w-lg">
          {homeStats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl border border-line bg-surface/90 px-3 py-3 shadow-soft">
              <dt className="order-2 text-xs leading-snug text-ink-soft sm:text-sm">{stat.label}</dt>
              <dd className="order-1 flex items-center gap-1.5 font-display text-2xl font-semibold text-ink">
                <Icon name={stat.icon} className="size-5 shrink-0 text-coral" />
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
