import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-prose flex-col items-center px-4 py-20 text-center sm:px-6">
      <p className="mb-2 font-semibold tracking-wider text-coral uppercase">404</p>
      <h1 className="mb-4 text-4xl sm:text-5xl">Oops! Page not found</h1>
      <p className="mb-8 text-lg text-ink-soft">
        The page you were looking for may have moved, or the link may have a typo. Let's get you back to the stories.
      </p>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden className="size-5" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
