import { AtSign, ExternalLink, Lock, Mail, ShieldCheck } from "~/components/ui/icons";
import { useState } from "react";
import { footerAbout, footerCopy, footerServices, type NavLink } from "~/content/navigation";
import { business, useBusiness } from "#common/business.ts";
import { PrivacyLink } from "~/forms/privacy-link";
import { NewsletterSignup } from "./newsletter-signup";
import { SiteLink } from "./site-link";
import { LanguageSwitch } from "./language-switch";
import { footerExtras } from "~/content/layout";

function LinkColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-sm font-bold tracking-wider uppercase">{heading}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to} className="underline-offset-4 hover:underline">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** This year: when the page was rendered on the server, and in the browser when it hydrates. */
function useCurrentYear() {
  const [year] = useState(() => new Date().getFullYear());
  return year;
}

export function SiteFooter() {
  const details = useBusiness();
  const year = useCurrentYear();
  return (
    <footer id="site-footer" className="mt-auto border-t border-line bg-paper-alt">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <LinkColumn heading={footerCopy.servicesHeading} links={footerServices} />
        <LinkColumn heading={footerCopy.aboutHeading} links={footerAbout} />
        <div>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wider uppercase">{footerCopy.newsletterHeading}</h2>
          <p className="mb-3 text-ink-soft">{footerCopy.newsletterText}</p>
          <NewsletterSignup buttonLabel={footerCopy.newsletterButton} inputLabel={footerCopy.newsletterLabel} />
          <p className="mt-2 text-sm text-ink-soft">{footerCopy.newsletterNote}</p>
          <PrivacyLink form="newsletter" className="mt-1" />
        </div>
        <div>
          <h2 className="mb-3 font-sans text-sm font-bold tracking-wider uppercase">{footerCopy.contactHeading}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              {/* A long address breaks where it must rather than push the page sideways (four columns at 1024 px). */}
              <a href={`mailto:${details.contactEmail}`} className="inline-flex items-center gap-2 [overflow-wrap:anywhere] underline-offset-4 hover:underline">
                <Mail aria-hidden className="size-4 shrink-0" />
                {details.contactEmail}
              </a>
            </li>
            <li>
              <a
                href={details.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <AtSign aria-hidden className="size-4" />
                {footerExtras.social(business.name, details.socialLabel)}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">{footerExtras.newTab}</span>
              </a>
            </li>
            <li>
              <SiteLink to={footerCopy.terms.to} className="underline-offset-4 hover:underline">
                {footerCopy.terms.label}
              </SiteLink>
            </li>
            <li>
              <SiteLink to={footerCopy.privacy.to} className="underline-offset-4 hover:underline">
                {footerCopy.privacy.label}
              </SiteLink>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
          <ul className="mt-5 flex gap-2" aria-label={footerExtras.promisesLabel}>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-sm font-semibold">
              <ShieldCheck aria-hidden className="size-4 text-primary" />
              {footerCopy.badges[0]}
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-sm font-semibold">
              <Lock aria-hidden className="size-4 text-primary" />
              {footerCopy.badges[1]}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-5 text-sm text-ink-soft sm:flex-row sm:justify-between sm:px-6">
          <p suppressHydrationWarning>
            © {year} {business.name}. {footerExtras.rights}
          </p>
          <p>{footerCopy.about}</p>
        </div>
      </div>
    </footer>
  );
}
