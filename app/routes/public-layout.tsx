import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/public-layout";
import { AnnouncementBar } from "~/components/announcement-bar";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DiscoveryDialogProvider } from "~/booking/discovery-call-context";
import { HydrateLater } from "~/components/hydrate-later";
import { NewsletterOverlay } from "~/components/newsletter-overlay";
import { NotFoundContent } from "~/components/not-found-content";
import { ScrollToTopButton } from "~/components/scroll-to-top-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toaster";
import { errorPage, layoutCopy, notFoundPage } from "~/content/layout";
import { uiCopy } from "~/content/ui";
import { business } from "#common/business.ts";

/**
 * The public site's frame: skip link, header, breadcrumbs, the page, footer, the newsletter
 * overlay and the toasts. One route module per language (this one, and app/routes/es/
 * public-layout.tsx generated from it), so each language's pages ship only their own words;
 * the root layout (app/root.tsx) keeps only what both languages and the back office share.
 */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-full bg-primary px-5 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layoutCopy.skipLink}
      </a>
      <AnnouncementBar />
      <DiscoveryDialogProvider>
        <SiteHeader />
        <Breadcrumbs pathname={pathname} />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <HydrateLater>{children}</HydrateLater>
        </main>
        <SiteFooter />
      </DiscoveryDialogProvider>
      <ScrollToTopButton />
      <NewsletterOverlay />
      <Toaster />
    </>
  );
}

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicFrame>
        <title>{`${notFoundPage.title} | ${business.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <NotFoundContent />
      </PublicFrame>
    );
  }
  const message = isRouteErrorResponse(error) ? uiCopy.errorStatus(error.status, error.statusText) : errorPage.heading;
  return (
    <PublicFrame>
      <section className="mx-auto max-w-prose px-4 py-20 text-center sm:px-6">
        <title>{errorPage.heading}</title>
        <meta name="robots" content="noindex" />
        <h1 className="mb-4 text-4xl">{message}</h1>
        <p className="text-ink-soft">{errorPage.text}</p>
        <p className="mt-6">
          <a href={errorPage.homeHref} className="font-semibold text-primary underline underline-offset-4">
            {errorPage.homeLink}
          </a>
        </p>
      </section>
    </PublicFrame>
  );
}
