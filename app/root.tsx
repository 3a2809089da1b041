import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import type { Route } from "./+types/root";
import figtreeLatin from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import siteCssHref from "./app.css?url";
import { SiteStyles } from "./lib/site-styles";
import { shellHydrated } from "./components/hydrate-later";
import { ScrollRestoration } from "./components/scroll-restoration";
import { PreviewBanner } from "./editing/preview-banner";
import { business, type RootData } from "#common/business.ts";
import { htmlLang } from "#common/languages.ts";
import { webFontsKey, webFontsScript } from "#common/web-fonts-script.ts";
import { isAdminPath } from "#common/site-paths.ts";
import { rootData } from "#server/editing/root-data.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The business details every page shows (the footer's contact email and social page, the
 * newsletter links, the videos, the founder's name): read by the server for this request, the
 * environment's values or the owner's once she has published hers (server/editing/details.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  return rootData(request, context);
}

/** Read once per page load: a navigation in the browser asks the server for nothing more. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // The back office renders its own shell (app/admin/layout.tsx): none of the public
  // header, footer, overlay or dialog, and none of its code is imported here.
  const admin = isAdminPath(pathname);
  // The shell (header, footer) hydrates first and the page's content in later steps (see
  // hydrate-later.tsx); once every step is done the page is marked interactive, so browser tests
  // (and scripts) know handlers are attached.
  useEffect(() => {
    shellHydrated(() => {
      document.documentElement.dataset.hydrated = "true";
      cacheWebFonts();
    });
  }, []);
  // Traffic without cookies: the server counts each page it sends; a navigation in the browser
  // sends the new path to /api/view instead (not the first page, which the server counted).
  useEffect(() => {
    if (countedPath !== undefined && countedPath !== pathname && !admin) navigator.sendBeacon("/api/view", pathname);
    countedPath = pathname;
  }, [pathname, admin]);
  return (
    <html lang={htmlLang(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf6ec" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#1f1b24" media="(prefers-color-scheme: dark)" />
        <meta name="color-scheme" content="light dark" />
        {/* Before the stylesheet: the web fonts once her browser holds them (common/web-fonts-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} />
        {/* Render once the page's content has been parsed (up to the footer), not in pieces: the
            server sends each page whole, and laying it out twice on a slow phone costs more than
            the few milliseconds the browser waits. Browsers without `rel=expect` ignore it. */}
        {admin ? null : <link rel="expect" href="#site-footer" {...{ blocking: "render" }} />}
        <SiteStyles href={siteCssHref} />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Server only: no page's JavaScript carries it, and hydration steps over it (preview-banner.tsx). */}
        {import.meta.env.SSR && !admin ? <PreviewBanner /> : null}
        {/* The public pages' frame (header, footer, overlay) is a layout route per language
            (routes/public-layout.tsx); the back office renders its own (routes/admin/layout.tsx). */}
        {admin ? (
          <a
            href="#main-content"
            className="sr-only z-[100] rounded-full bg-primary px-5 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to main content
          </a>
        ) : null}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Once the first page is interactive, loads the two Latin font files into the browser's cache
 * without applying them to this page (no reflow), and notes it: from the next page load on, the
 * stylesheet uses them from the first layout (common/web-fonts-script.ts).
 */
function cacheWebFonts() {
  try {
    if (localStorage.getItem(webFontsKey)) return;
  } catch {
    return;
  }
  const files = [
    new FontFace("Fraunces Variable", `url(${frauncesLatin})`, { weight: "100 900" }),
    new FontFace("Figtree Variable", `url(${figtreeLatin})`, { weight: "300 900" }),
  ];
  Promise.all(files.map((face) => face.load())).then(
    () => {
      try {
        localStorage.setItem(webFontsKey, "1");
      } catch {
        // Private browsing without storage: she keeps the fallback fonts.
      }
    },
    () => {
      // Offline, or a font that failed: the next page tries again.
    },
  );
}

/** The page last counted (by the server for the first page, by a beacon after). */
let countedPath: string | undefined;

export default function App() {
  return <Outlet />;
}

/** Only for what the public layouts cannot catch (they have their own, in their language). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <section className="mx-auto max-w-prose px-4 py-20 text-center sm:px-6">
      <title>{message}</title>
      <meta name="robots" content="noindex" />
      <h1 className="mb-4 text-4xl">{message}</h1>
      <p className="mt-6">
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          {business.name}
        </a>
      </p>
    </section>
  );
}
