import type { FormStorage } from "./storage";

/** How a contact message is stored (the form is ./contact.ts); plain data, as ./discovery-call.storage.ts says why. */
export const contactStorage = {
  table: "contact_messages",
  columns: { name: "name", email: "email", phone: "phone", text: "message" },
  search: ["name", "email", "phone", "message"],
  numbers: ["child_age"],
  requireToken: true,
  inventory: [
    { id: "contact.name", columns: ["name"], what: "Your name", why: "To know who wrote" },
    { id: "contact.email", columns: ["email"], what: "Your email address", why: "To answer you" },
    { id: "contact.phone", columns: ["phone"], what: "Your phone number, if you give it", why: "To call you back if you prefer" },
    { id: "contact.child-age", columns: ["child_age"], what: "Your child’s age", why: "To answer with ideas that fit your child’s age" },
    { id: "contact.message", columns: ["message"], what: "Your message", why: "To answer it" },
    { id: "contact.hear-about-us", columns: ["hear_about_us"], what: "How you heard about us, if you say", why: "To know which ways of reaching families work" },
  ],
} as const satisfies FormStorage;
