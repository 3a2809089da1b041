import { breadcrumbLabels as labels } from "~/content/breadcrumb-labels";

/** Breadcrumb labels by the page's English path, in the page's language (app/content/breadcrumb-labels.ts). */
export const breadcrumbLabels: Record<string, string> = labels;

export type Crumb = { label: string; href: string };

/** "reading-tips" -> "Reading tips": the capitalised segment, with hyphens read as spaces. */
export function labelForUnknownSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  const words = decoded.replace(/-/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The trail from Home to the current page; the last crumb is the page itself. */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: breadcrumbLabels["/"]!, href: "/" }];
  // A booked call's page: its address holds a secret, so the trail never names it (issue 33).
  if (segments[0] === "booking") {
    crumbs.push({ label: breadcrumbLabels["/discovery-call"]!, href: "/discovery-call" }, { label: breadcrumbLabels["/booking"]!, href: "/booking" });
    return crumbs;
  }
  let href = "";
  for (const segment of segments) {
    href += `/${segment}`;
    crumbs.push({ label: breadcrumbLabels[href.toLowerCase()] ?? labelForUnknownSegment(segment), href });
  }
  return crumbs;
}
