import type { BusinessSettings } from "./settings";

declare const __BUSINESS_SETTINGS__: BusinessSettings;

/**
 * The resolved business settings, injected at build time by Vite (see vite.config.ts) so the
 * server render, the prerendered pages and the browser bundle always agree.
 */
export const business: BusinessSettings = __BUSINESS_SETTINGS__;

/** Newsletter platform subscribe page with the visitor's email, as the spec's footer and overlay use. */
export function newsletterSubscribeHref(email: string): string {
  const url = new URL(business.newsletterSubscribeUrl);
  url.searchParams.set("email", email.trim());
  return url.toString();
}
