import { House } from "~/components/ui/icons";
import { Link } from "react-router";
import { notFoundPage } from "~/content/layout";
import { Button } from "./ui/button";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-prose flex-col items-center px-4 py-20 text-center sm:px-6">
      <p className="mb-2 font-semibold tracking-wider text-coral uppercase">{notFoundPage.eyebrow}</p>
      <h1 className="mb-4 text-4xl sm:text-5xl">{notFoundPage.title}</h1>
      <p className="mb-8 text-lg text-ink-soft">{notFoundPage.text}</p>
      <Button asChild size="lg">
        <Link to={notFoundPage.homeHref}>
          <House aria-hidden className="size-5" />
          {notFoundPage.homeLink}
        </Link>
      </Button>
    </section>
  );
}
