/** Words in the pages' JSON-LD records that are not page copy (app/lib/seo.ts). */
export const structuredData = {
  founderJobTitle: "Founder and Family Literacy Coach",
  founderDescription: "Licensed ESL educator and family literacy coach.",
};
