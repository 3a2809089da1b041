// Spanish copy of ../services-extra.ts (serviceTypes keeps the package ids as keys).
import type * as en from "../services-extra";
import type { Translation } from "#common/content/translation.ts";

export const servicesExtras: Translation<typeof en.servicesExtras> = {
  packageCtaSuffix: (name) => ` con ${name}`,
  choosePackage: "Elegir este paquete",
  serviceTypes: {
    "design-your-library": "Selección personalizada de libros infantiles",
    "read-together-toolkit": "Coaching de lectoescritura familiar",
  },
  areaServed: "Estados Unidos",
  audience: "Madres, padres y cuidadores de niños de 0 a 12 años",
  metaDescription: (library, toolkit) =>
    `Selección de libros ${library.name} (${library.price}) y el paquete de coaching ${toolkit.name} (${toolkit.price}). Apoyo virtual y personalizado para la vida lectora de su familia.`,
};
