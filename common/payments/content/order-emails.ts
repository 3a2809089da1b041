/**
 * The email a parent gets when her order is paid (issue 43; server/payments/order-emails.server.ts),
 * in her order's language: this module and its Spanish twin (content/es/order-emails.ts). The
 * owner's copy is in English, in the back office's words (content/admin.ts).
 */
export const orderEmails = {
  subject: (business: string) => `Thank you for your order with ${business}`,
  /** `firstName` is "" when the name's first word does not read as a name (server/email/compose.server.ts greetingName). */
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
  thanks: "Thank you! Your payment went through. Here is what you paid:",
  /** One line of the order: "Read-Together Toolkit: $650.00", "Additional child × 2: $400.00". */
  line: (name: string, quantity: number, amount: string) => (quantity === 1 ? `${name}: ${amount}` : `${name} × ${quantity}: ${amount}`),
  total: (amount: string) => `Total paid: ${amount}`,
  sessionsIntro: "The sessions that come with it:",
  /** "Live demonstration (90 minutes)". */
  session: (name: string, minutes: number) => `${name} (${minutes} minutes)`,
  choose: "Choose a time for each session from this page, now or later:",
  /** The plain text's line: the sentence and the page's address. */
  chooseLink: (link: string) => `Choose a time for each session from this page, now or later: ${link}`,
  pageLabel: "Your order and sessions",
  keep: "Keep this email: the link is yours alone and opens your order's page at any time.",
  contact: (address: string) => `Questions? Write to ${address}, or simply reply to this email.`,
  signOff: (business: string) => `Warmly,\nThe ${business} team`,
  why: (business: string) => `You are receiving this email because a package was ordered and paid with this address on the ${business} website.`,
};

