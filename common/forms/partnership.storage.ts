import type { FormStorage } from "./storage";

/** How a partnership inquiry is stored (the form is ./partnership.ts); plain data, as ./discovery-call.storage.ts says why. */
export const partnershipStorage = {
  table: "partnership_inquiries",
  columns: { name: "contact_name", email: "email", phone: "phone", text: "message" },
  search: ["contact_name", "email", "phone", "organization_name", "message"],
  requireToken: true,
  inventory: [
    { id: "partnership.name", columns: ["contact_name"], what: "Your name", why: "To know who wrote" },
    { id: "partnership.email", columns: ["email"], what: "Your email address", why: "To answer you" },
    { id: "partnership.phone", columns: ["phone"], what: "Your phone number, if you give it", why: "To call you back if you prefer" },
    { id: "partnership.organization", columns: ["organization_name", "students_count"], what: "Your organization’s name and how many students or families it serves", why: "To suggest a program of the right size" },
    { id: "partnership.message", columns: ["message"], what: "Your message", why: "To answer it" },
  ],
} as const satisfies FormStorage;
