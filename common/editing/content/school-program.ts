/**
 * The Magic Reading Room at a glance on /schools: its format, its length and how to ask about its
 * cost. The owner edits these three in the back office (the "program" block,
 * server/editing/program-block.server.ts); these words are its first version, written from the
 * program's description on the page (the spec gives no length and no price: they say how to ask).
 */
export const schoolProgram = {
  format:
    "A family reading event at your school, library or community space. Families move through themed reading corners and hear stories read aloud in more than one language; parents and caregivers join a short workshop on reading together while children enjoy story activities nearby, then everyone comes back together to share a book.",
  length:
    "One special event, planned with you. We settle its length and time of day with your team on the planning call, to fit your families’ evening and your space.",
  cost: "To ask what it would cost for your community, send the inquiry form below (there’s no cost or commitment to ask). We reply within 24-48 hours.",
};

/** The headings of the three (not edited). */
export const schoolProgramLabels = {
  heading: "At a glance",
  format: "Format",
  length: "Length",
  cost: "Cost",
};
