/** The alt text of each home page hero picture (app/lib/hero.ts), by picture. */
export const heroImageAlts = {
  default: "A mother and her two children sharing a picture book on a teal couch in a sunny living room",
  asian: "A grandmother, a father and a young child reading a picture book together on a teal couch at home",
  latino: "A mother, a father and their two children reading a picture book together on a teal couch at home",
  caucasian: "A father and his young daughter reading a picture book together on a teal couch at home",
  multiracial: "A mother, a father and their daughter sharing a picture book on a teal couch at home",
  "middle-eastern": "A father, a mother wearing a hijab and their son reading a picture book together on a teal couch",
  "native-american":
    "A mother with a long braid, a father and their child reading a picture book on a couch beside a woven blanket",
  lesbian: "Two mothers and their daughter reading a picture book together on a teal couch at home",
  gay: "Two fathers and their son reading a picture book together on a teal couch at home",
};
