import type { MetaDescriptor } from "react-router";
import type { BreadcrumbList, Graph, Organization, Person, Thing, WebSite } from "schema-dts";
import { business, businessOf, type BusinessDetails } from "#common/business.ts";
import { buildBreadcrumbs } from "./breadcrumbs";
import { seo, type SeoRoute } from "~/content/seo";
import { locale, localePath } from "#common/content/locale.ts";
import { structuredData } from "~/content/structured-data";
import { defaultLanguagePath, languageAlternates, languageInfo, otherLanguages, defaultLanguage } from "#common/languages.ts";

export const defaultKeywords = [
  "family reading coaching",
  "family literacy coach",
  "children's book curation",
  "diverse children's books",
  "reading aloud to children",
  "raising readers",
  "multilingual families",
  "home library",
  "early literacy",
  "parent reading tips",
];

export const defaultShareImage = "/images/og-default.png";

/** A meta function's `matches`: the root's data holds the business details (app/root.tsx). */
export type MetaMatches = Parameters<typeof businessOf>[0];

export type PageMeta = {
  /** The meta function's `matches`, for the business details the site-wide records carry. */
  matches: MetaMatches;
  /** The page's own name; the business name is appended. */
  title: string;
  description: string;
  /** The route path, used for the canonical URL and breadcrumbs. */
  path: string;
  noIndex?: boolean;
  image?: string;
  keywords?: string[];
  /** Extra structured data for this page (Service, FAQPage, HowTo, Event...). */
  jsonLd?: Thing[];
  /** Defaults to true for every page but home. */
  breadcrumbs?: boolean;
};

export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl + "/").toString();
}

export function organizationJsonLd(details: BusinessDetails): Organization {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    email: details.contactEmail,
    sameAs: [details.socialUrl, details.newsletterUrl],
    founder: { "@id": absoluteUrl("/founder#person") },
    areaServed: { "@type": "Country", name: "United States" },
  };
}

export function founderJsonLd(details: BusinessDetails): Person {
  return {
    "@type": "Person",
    "@id": absoluteUrl("/founder#person"),
    name: details.founderName,
    jobTitle: structuredData.founderJobTitle,
    description: structuredData.founderDescription,
    url: absoluteUrl(localePath("/founder")),
    image: absoluteUrl("/images/founder.svg"),
    worksFor: { "@id": absoluteUrl("/#organization") },
  };
}

export function websiteJsonLd(): WebSite {
  return {
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: business.name,
    url: absoluteUrl(localePath("/")),
    inLanguage: locale.tag,
    publisher: { "@id": absoluteUrl("/#organization") },
  };
}

export function breadcrumbJsonLd(path: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: buildBreadcrumbs(defaultLanguagePath(path)).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(localePath(crumb.href)),
    })),
  };
}

export function pageTitle(title: string): string {
  return title.includes(business.name) ? title : `${title} | ${business.name}`;
}

/**
 * The one metadata builder every route uses: title, description, keywords, canonical URL,
 * Open Graph and Twitter tags, robots, and a JSON-LD graph with the site-wide records.
 */
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const details = businessOf(page.matches);
  // `path` is the page's English path ("/services"); this language's page is at localePath(path).
  const canonical = absoluteUrl(localePath(page.path));
  const image = absoluteUrl(page.image ?? defaultShareImage);
  const showCrumbs = page.breadcrumbs ?? page.path !== "/";
  const graph: Graph = {
    "@context": "https://schema.org",
    "@graph": [
      organizationJsonLd(details),
      founderJsonLd(details),
      websiteJsonLd(),
      ...(showCrumbs ? [breadcrumbJsonLd(page.path)] : []),
      ...(page.jsonLd ?? []),
    ],
  };
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: (page.keywords ?? defaultKeywords).join(", ") },
    { name: "robots", content: page.noIndex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    // The same page in each language, and the English one for everyone else.
    ...(page.noIndex ? [] : languageAlternates(page.path).map(({ hrefLang, path }) => ({ tagName: "link", rel: "alternate", hrefLang, href: absoluteUrl(path) }))),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: locale.ogLocale },
    ...[defaultLanguage, ...otherLanguages].filter((language) => language !== locale.language).map((language) => ({ property: "og:locale:alternate", content: languageInfo(language).ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": graph },
  ];
}

/** Route metadata from the SEO copy in app/content/seo.ts. */
export function routeMeta(path: Exclude<SeoRoute, "404">, extra: Partial<PageMeta> & Pick<PageMeta, "matches">): MetaDescriptor[] {
  return buildMeta({ ...seo[path], path, ...extra });
}
