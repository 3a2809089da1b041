import { useRouteLoaderData } from "react-router";
import { businessDefaults } from "./business-defaults";
import type { BusinessSettings } from "./settings";

/** The brand's name and the site's address: set when the site is built (BUSINESS_NAME, SITE_URL), the same on every page. */
export type BusinessIdentity = Pick<BusinessSettings, "name" | "siteUrl">;

/**
 * The business details the owner edits in the back office (the contact email, the social page,
 * the newsletter addresses, the two research videos, the founder's name): read by the server for
 * each request (the environment's values, then hers once published), never built into the pages.
 */
export type BusinessDetails = Omit<BusinessSettings, "name" | "siteUrl">;

declare const __BUSINESS_IDENTITY__: BusinessIdentity;

/** The name and address, injected at build time by Vite (see vite.config.ts). */
export const business: BusinessIdentity = __BUSINESS_IDENTITY__;

/** The announcement bar of this page's language (the owner's, app/components/announcement-bar.tsx); `version` keys a visitor's dismissal. */
export type AnnouncementBar = { version: number; text: string; link: string; linkText: string };

/**
 * The Preview banner of a page opened as a preview of the owner's drafts (signed in, `?preview`), in
 * the page's language, with the way back to the editor she came from (app/editing/preview-banner.tsx).
 */
export type PreviewMark = { label: string; text: string; back: string; href: string };

/** The root loader's data (app/root.tsx); `preview` only in a preview. */
export type RootData = { business: BusinessDetails; announcement: AnnouncementBar | null; preview?: PreviewMark };

/** The built-in details: only where the root loader gave nothing (an error before it ran). */
const fallback: BusinessDetails = {
  ...businessDefaults,
  videos: businessDefaults.videos.map((video) => ({ ...video })),
};

/** The announcement bar to show on this page, if any. */
export function useAnnouncement(): AnnouncementBar | null {
  return (useRouteLoaderData("root") as RootData | undefined)?.announcement ?? null;
}

/** The business details of this page, as the server read them for this request. */
export function useBusiness(): BusinessDetails {
  return (useRouteLoaderData("root") as RootData | undefined)?.business ?? fallback;
}

/** The same, for a route's `meta` (its `matches`: the root's data comes first). */
export function businessOf(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>): BusinessDetails {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as RootData | undefined)?.business ?? fallback;
}

/**
 * A video's title in the page's language: for a built-in video (the defaults, not changed by the
 * owner) the content module's title, translated with the page; for one the owner chose, theirs.
 */
export function videoTitle(video: { id: string; title: string }, index: number, contentTitle: string | undefined): string {
  const builtIn = businessDefaults.videos[index];
  return contentTitle && builtIn && video.id === builtIn.id && video.title === builtIn.title ? contentTitle : video.title;
}

/** Newsletter platform subscribe page with the visitor's email, as the spec's footer and overlay use. */
export function newsletterSubscribeHref(subscribeUrl: string, email: string): string {
  const url = new URL(subscribeUrl);
  url.searchParams.set("email", email.trim());
  return url.toString();
}
