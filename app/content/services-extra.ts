/** The services page's words that service-packages.ts leaves out: a screen-reader note and the structured data's. */
export const servicesExtras = {
  /** After a package card's button, for screen readers: "Get Started with Design Your Library". */
  packageCtaSuffix: (name: string) => ` with ${name}`,
  /** A package card's second button when the site takes payments: to the package's checkout page. */
  choosePackage: "Choose this package",
  /** Each package's kind of service, in its Service record (JSON-LD), by package id. */
  serviceTypes: {
    "design-your-library": "Personalized children’s book curation",
    "read-together-toolkit": "Family literacy coaching",
  },
  /** Where the services are offered (JSON-LD). */
  areaServed: "United States",
  /** Who the services are for (JSON-LD). */
  audience: "Parents and caregivers of children ages 0-12",
  /** The page's meta description, with the packages' names and prices as published ("$650"). */
  metaDescription: (library: { name: string; price: string }, toolkit: { name: string; price: string }) =>
    `${library.name} book curation (${library.price}) and the ${toolkit.name} coaching package (${toolkit.price}). Virtual, personal support for your family’s reading life.`,
};
