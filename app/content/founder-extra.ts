/** The founder page's structured data (a Person record) beyond founder.ts: what she knows about. */
export const founderStructuredData = {
  knowsAbout: [
    "Family literacy",
    "English as a Second Language (ESL)",
    "Teaching English to speakers of other languages (TESOL)",
    "Children’s literature",
    "Dialogic reading",
    "Bilingual reading at home",
  ],
};
