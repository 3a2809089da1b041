/** The top navigation and footer links, as the spec lays them out. */
export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; items: NavLink[] };

export const mainTabs: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Partnerships", to: "/schools" },
  { label: "Assessment", to: "/interactive-tools" },
];

export const aboutMenu: NavGroup = {
  label: "About",
  items: [
    { label: "Our Founder", to: "/founder" },
    { label: "Our Mission", to: "/mission" },
    { label: "Testimonials", to: "/testimonials" },
    // The header's button books the call (issue 33); the message form stays one tap away here.
    { label: "Contact Us", to: "/connect" },
  ],
};

export const resourcesMenu: NavGroup = {
  label: "Resources",
  items: [
    { label: "Science", to: "/research" },
    { label: "FAQ", to: "/faq" },
    { label: "Methodology", to: "/book-selection" },
    { label: "Blog", to: "/news" },
    { label: "Events", to: "/events" },
  ],
};

export const connectCta: NavLink = { label: "Connect Now", to: "/connect" };

/** The one way in to booking (issue 33): in the header, the mobile menu and the home page's hero. */
export const bookCallCta: NavLink & { short: string } = { label: "Book a free 15-minute call", to: "/discovery-call", short: "Book" };

/** The header's own words: landmark names, the menu buttons' names and the mobile panel's title. */
export const headerCopy = {
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenu: "Open navigation menu",
  closeMenu: "Close menu",
  panelTitle: "Navigation",
  currentSection: "(current section)",
};

export const tagline = "Where Family Values Meet Reading Adventures";

export const footerServices: NavLink[] = [
  { label: "Our Services", to: "/#services" },
  { label: "Packages & Pricing", to: "/services" },
  { label: "School Partnerships", to: "/schools" },
  { label: "Family Reading Quiz", to: "/interactive-tools" },
  { label: "Share Your Feedback", to: "/feedback" },
];

export const footerAbout: NavLink[] = [
  { label: "Our Founder", to: "/founder" },
  { label: "Our Mission", to: "/mission" },
  { label: "Our Methodology", to: "/book-selection" },
  { label: "Events", to: "/events" },
  { label: "Personalize This Site", to: "/settings" },
];

export const footerCopy = {
  about:
    "Family literacy coaching and curated children's books for families with children from birth to twelve, wherever you are in the United States.",
  newsletterHeading: "Newsletter",
  newsletterText: "Weekly reading tips, book picks and family activities, straight to your inbox.",
  newsletterLabel: "Your email address",
  newsletterButton: "Subscribe",
  newsletterNote: "Opens our newsletter page in a new tab.",
  contactHeading: "Contact",
  servicesHeading: "Services",
  aboutHeading: "About",
  badges: ["Secure", "Private"] as const,
  terms: { label: "Terms of Service", to: "/terms-of-service" },
  privacy: { label: "Privacy", to: "/privacy" },
};
