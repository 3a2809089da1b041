import { heroImageAlts } from "~/content/hero-images";
import type { Preferences } from "#common/preference-cookies.ts";

/**
 * The home page hero illustration, chosen from the visitor's optional preferences (cookies
 * user_ethnicity, user_orientation, user_family_type). All nine pictures show the same warm
 * living-room scene with a different family.
 */

export type HeroVariant =
  | "default"
  | "asian"
  | "latino"
  | "caucasian"
  | "multiracial"
  | "middle-eastern"
  | "native-american"
  | "lesbian"
  | "gay";

export type HeroImage = { variant: HeroVariant; src: string; alt: string };

export const heroImageWidth = 1600;
export const heroImageHeight = 900;

/** Every picture's alt text, in the page's language. */
const alts: Record<HeroVariant, string> = heroImageAlts;

/** Accepted spellings (lowercase, spaces and underscores read as hyphens) -> picture. */
const ethnicityAliases: Record<string, HeroVariant> = {
  asian: "asian",
  "east-asian": "asian",
  "south-asian": "asian",
  "southeast-asian": "asian",
  "asian-american": "asian",
  latino: "latino",
  latina: "latino",
  latinx: "latino",
  latine: "latino",
  hispanic: "latino",
  white: "caucasian",
  caucasian: "caucasian",
  multiracial: "multiracial",
  mixed: "multiracial",
  "mixed-race": "multiracial",
  biracial: "multiracial",
  multiethnic: "multiracial",
  "middle-eastern": "middle-eastern",
  middleeastern: "middle-eastern",
  arab: "middle-eastern",
  "arab-american": "middle-eastern",
  mena: "middle-eastern",
  "native-american": "native-american",
  indigenous: "native-american",
  "american-indian": "native-american",
  "alaska-native": "native-american",
  "first-nations": "native-american",
};

const familyAliases: Record<string, "lesbian" | "gay"> = {
  lesbian: "lesbian",
  "two-moms": "lesbian",
  "two-mums": "lesbian",
  "two-mothers": "lesbian",
  gay: "gay",
  "two-dads": "gay",
  "two-fathers": "gay",
};

function normalise(value: string | undefined): string {
  return (value ?? "").trim().toLowerCase().replace(/[\s_]+/g, "-");
}

/** Own-property lookup, so names such as "constructor" or "__proto__" never match. */
function lookup<T>(table: Record<string, T>, value: string | undefined): T | undefined {
  const key = normalise(value);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function heroImageFor(variant: HeroVariant): HeroImage {
  return { variant, src: `/images/hero/${variant}.svg`, alt: alts[variant] };
}

/**
 * Picks the hero picture. A family type or orientation of lesbian or gay wins (family type is read
 * first, as the settings page asks for it); otherwise the ethnicity group decides; anything else,
 * or nothing, gives the default picture.
 */
export function selectHeroImage(prefs: Preferences): HeroImage {
  const family = lookup(familyAliases, prefs.familyType) ?? lookup(familyAliases, prefs.orientation);
  if (family) return heroImageFor(family);
  const group = lookup(ethnicityAliases, prefs.ethnicity);
  return heroImageFor(group ?? "default");
}
