import { businessDefaults } from "./business-defaults";
import type { BusinessSettings } from "./settings";

declare const __BUSINESS_SETTINGS__: BusinessSettings;

/**
 * The resolved business settings, injected at build time by Vite (see vite.config.ts) so the
 * server render, the prerendered pages and the browser bundle always agree.
 */
export const business: BusinessSettings = __BUSINESS_SETTINGS__;

/**
 * A video's title in the page's language: for a built-in video (the defaults, not changed by the
 * owner) the content module's title, translated with the page; for one the owner chose, theirs.
 */
export function videoTitle(video: { id: string; title: string }, index: number, contentTitle: string | undefined): string {
  const builtIn = businessDefaults.videos[index];
  return contentTitle && builtIn && video.id === builtIn.id && video.title === builtIn.title ? contentTitle : video.title;
}

/** Newsletter platform subscribe page with the visitor's email, as the spec's footer and overlay use. */
export function newsletterSubscribeHref(email: string): string {
  const url = new URL(business.newsletterSubscribeUrl);
  url.searchParams.set("email", email.trim());
  return url.toString();
}
