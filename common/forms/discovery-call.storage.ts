import type { FormStorage } from "./storage";

/**
 * How a discovery call request is stored (the form is ./discovery-call.ts). Its own module, plain
 * data: the privacy page's JavaScript carries the inventory rows, never the form's code.
 */
export const discoveryCallStorage = {
  table: "discovery_call_requests",
  columns: { name: "parent_name", email: "parent_email", phone: "parent_phone", text: "challenges" },
  search: ["parent_name", "parent_email", "parent_phone", "child_name", "challenges"],
  extra: ["slot", "parent_time_zone"],
  constants: ["child_name", "timezone"],
  requireToken: true,
  inventory: [
    { id: "discovery-call.parent-name", columns: ["parent_name"], what: "Your name", why: "So we know who we are speaking with" },
    { id: "discovery-call.parent-email", columns: ["parent_email"], what: "Your email address", why: "To confirm the call and send you its details" },
    { id: "discovery-call.parent-phone", columns: ["parent_phone"], what: "Your phone number", why: "To call you at the time you chose" },
    { id: "discovery-call.child-name", columns: ["child_name"], what: "Your child’s first name", why: "So we can talk about your child by name" },
    { id: "discovery-call.child-age", columns: ["child_age"], what: "Your child’s age range", why: "To prepare ideas that fit your child’s age" },
    { id: "discovery-call.challenges", columns: ["challenges"], what: "What you would like help with", why: "To prepare for the call" },
    { id: "discovery-call.time", columns: ["preferred_time", "timezone"], what: "The time you prefer and your time zone", why: "To call you at a time that suits you, in your time" },
    { id: "discovery-call.hear-about-us", columns: ["hear_about_us"], what: "How you heard about us, if you say", why: "To know which ways of reaching families work" },
  ],
} as const satisfies FormStorage;
