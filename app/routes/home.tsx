import type { Route } from "./+types/home";
import { homeHero } from "~/content/home";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/");

export default function HomePage() {
  return (
    <section className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <h1 className="max-w-3xl text-4xl sm:text-6xl">{homeHero.headline}</h1>
      <p className="mt-5 max-w-prose text-lg text-ink-soft">{homeHero.subheadline}</p>
      <div id="services" className="mt-[120vh] scroll-mt-24">
        <h2 className="text-3xl">Our Services</h2>
      </div>
    </section>
  );
}
