/** The back office's words about orders (English only, as the back office is). */
/** The owner's notification of a paid order, in English (the back office's language). */
export const orderOwnerEmail = {
  /** "New order: Maya Parent, Read-Together Toolkit, $1,100.00". */
  subject: (name: string, packageName: string, total: string) => `New order: ${name}, ${packageName}, ${total}`,
  intro: (name: string, total: string) => `${name} ordered and paid ${total}:`,
  line: (name: string, quantity: number, amount: string) => (quantity === 1 ? `${name}: ${amount}` : `${name} × ${quantity}: ${amount}`),
  total: (amount: string) => `Total: ${amount}`,
  /** When she ordered from the Spanish pages. */
  orderedIn: (language: string) => `Ordered from the ${language} pages; her emails are in ${language}.`,
  replyHint: (name: string) => `Reply to this email to write to ${name}.`,
  open: "Open your orders",
  openText: (link: string) => `Open your orders: ${link}`,
};
