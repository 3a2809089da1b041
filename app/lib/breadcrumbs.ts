/** Breadcrumb labels by path, as the spec names them; other pages use their navigation label. */
export const breadcrumbLabels: Record<string, string> = {
  "/": "Home",
  "/services": "Services",
  "/interactive-tools": "Assessment",
  "/interactive-tools/parent-readiness": "Parent-Readiness Quiz",
  "/interactive-tools/family-values": "Family Values Discovery",
  "/book-selection": "Methodology",
  "/mission": "Mission",
  "/research": "Science",
  "/research/multilingual-benefits": "Growing Up with More Than One Language",
  "/research/family-bonding": "Shared Reading and the Young Brain",
  "/research/print-rich-environments": "Books at Home",
  "/research/life-success": "Reading for Pleasure and Later Success",
  "/research/windows-and-mirrors": "Windows and Mirrors",
  "/research/reading-routines": "Small Daily Routines, Big Results",
  "/schools": "Partnerships",
  "/connect": "Connect",
  "/discovery-call": "Discovery Call",
  "/subscribe": "Newsletter",
  "/faq": "FAQ",
  "/founder": "Founder",
  "/education": "Educational Resources",
  "/education/ages-0-2": "Ages 0-2",
  "/education/ages-3-5": "Ages 3-5",
  "/education/ages-6-8": "Ages 6-8",
  "/education/ages-9-12": "Ages 9-12",
  "/education/special-needs": "Special Needs",
  "/education/stem": "STEM",
  "/activities": "Activities",
  "/activities/indoor": "Indoor",
  "/activities/outdoor": "Outdoor",
  "/activities/arts": "Arts",
  "/activities/sports": "Sports",
  "/health": "Health",
  "/health/physical": "Physical",
  "/health/mental": "Mental",
  "/health/nutrition": "Nutrition",
  "/health/safety": "Safety",
  "/parenting": "Parenting",
  "/parenting/discipline": "Discipline",
  "/parenting/communication": "Communication",
  "/parenting/confidence": "Confidence",
  "/parenting/challenges": "Challenges",
  "/community": "Community",
  "/community/groups": "Groups",
  "/community/services": "Services",
  "/community/emergency": "Emergency",
  "/bookmarks": "Bookmarks",
  "/recent": "Recent",
  "/settings": "Settings",
  // Pages the spec's label list leaves out take the name visitors know from the menus.
  "/testimonials": "Testimonials",
  "/news": "Blog",
  "/events": "Events",
  "/feedback": "Feedback",
  "/terms-of-service": "Terms of Service",
};

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
  let href = "";
  for (const segment of segments) {
    href += `/${segment}`;
    crumbs.push({ label: breadcrumbLabels[href.toLowerCase()] ?? labelForUnknownSegment(segment), href });
  }
  return crumbs;
}
