// Spanish copy of ../hero-images.ts (the keys name the pictures: unchanged).
import type * as en from "../hero-images";
import type { Translation } from "#common/content/translation.ts";

export const heroImageAlts: Translation<typeof en.heroImageAlts> = {
  default: "Una madre y sus dos hijos comparten un libro ilustrado en un sofá verde azulado, en una sala soleada",
  asian: "Una abuela, un padre y un niño pequeño leen juntos un libro ilustrado en un sofá verde azulado, en casa",
  latino: "Una madre, un padre y sus dos hijos leen juntos un libro ilustrado en un sofá verde azulado, en casa",
  caucasian: "Un padre y su hija pequeña leen juntos un libro ilustrado en un sofá verde azulado, en casa",
  multiracial: "Una madre, un padre y su hija comparten un libro ilustrado en un sofá verde azulado, en casa",
  "middle-eastern": "Un padre, una madre con hiyab y su hijo leen juntos un libro ilustrado en un sofá verde azulado",
  "native-american": "Una madre con una larga trenza, un padre y su hijo leen un libro ilustrado en un sofá junto a una manta tejida",
  lesbian: "Dos mamás y su hija leen juntas un libro ilustrado en un sofá verde azulado, en casa",
  gay: "Dos papás y su hijo leen juntos un libro ilustrado en un sofá verde azulado, en casa",
};
