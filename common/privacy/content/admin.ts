// The back office's privacy page: a person's data, on request (issue 27).

/** "1 form", "2 forms"; null for none. */
const plural = (n: number, one: string, other: string): string | null => (n === 0 ? null : `${n} ${n === 1 ? one : other}`);

export const privacyAdmin = {
  title: "A person’s data",
  intro: "When someone asks what we keep about them, or asks us to delete it: find everything stored under their email address, send them the export, or erase it all.",
  emailLabel: "Email address",
  emailHint: "Capital letters and spaces around it do not matter.",
  find: "Find",
  nothing: (email: string) => `Nothing is stored about ${email}.`,
  foundHeading: (email: string) => `Stored about ${email}`,
  submissionsHeading: "Forms they sent",
  emailsHeading: "Emails to or about them",
  ordersHeading: "Packages they ordered",
  /** "Read-Together Toolkit, paid, $120.00". */
  order: (name: string, status: string, dollars: string) => `${name}, ${status}, $${dollars}`,
  orderStatuses: { open: "not paid yet", paid: "paid", expired: "not paid (expired)", payment_failed: "payment failed" } as Record<string, string>,
  received: "Received",
  notes: (n: number) => (n === 1 ? "1 note" : `${n} notes`),
  bookings: "Booked calls",
  /** "Dec 2, 2026, 10:00 AM, booked". */
  booking: (when: string, status: string) => `${when}, ${status}`,
  bookingStatuses: { booked: "booked", completed: "completed", "no-show": "no-show", cancelled: "cancelled" } as Record<string, string>,
  /** "Reminder email, cancelled": each email the site wrote to or about them, named as she would. */
  emailSent: (purpose: string, status: string) => `${purpose}, ${status}`,
  emailPurposes: {
    "owner-notification": "Notification email to you",
    "visitor-confirmation": "Confirmation email",
    test: "Test email",
    "booking-parent": "Booking email",
    "booking-owner": "Booking email to you",
    "booking-reminder": "Reminder email",
    "sign-in-notice": "New sign-in email",
    "order-parent": "Order email",
    "order-owner": "Order email to you",
  } as Record<string, string>,
  emailStatuses: { waiting: "waiting to be sent", sending: "being sent", sent: "sent", failed: "could not be sent", cancelled: "cancelled" } as Record<string, string>,
  timesIn: (zone: string) => `Times are in ${zone}.`,
  exportHeading: "Export",
  exportHint: "One JSON file with everything above, to send to the person who asked.",
  exportLink: "Export as JSON",
  eraseHeading: "Erase everything",
  eraseHint:
    "Deletes every form they sent, its notes, booked calls (a call still ahead frees its time) and emails, all at once. An order stays for the accounts (its package, amounts, dates and Stripe references) without their name, email or page link. The audit log keeps a fingerprint of the address, never the address, so a restored backup can be cleaned again.",
  confirm: "I understand this cannot be undone",
  confirmMissing: "Tick the box to confirm first.",
  businessAddress: (email: string) =>
    `${email} is one of the business’s own addresses (a contact address you publish or published before, the notification or sender address, or a back-office account). Every email the site sends carries one of them, so it is not looked up, exported or erased as a person’s data.`,
  erase: "Erase everything",
  /** "1 form and 2 emails erased.": what was erased, each count with its own plural, zeros left out. */
  erased: (counts: { submissions: number; notes: number; bookings: number; emails: number; orders: number }) => {
    const parts = [
      plural(counts.submissions, "form", "forms"),
      plural(counts.notes, "note", "notes"),
      plural(counts.bookings, "booked call", "booked calls"),
      plural(counts.emails, "email", "emails"),
      plural(counts.orders, "order’s name, email and link", "orders’ names, emails and links"),
    ].filter((part) => part !== null);
    return parts.length === 0 ? "Nothing was stored, so nothing was erased." : `${new Intl.ListFormat("en", { type: "conjunction" }).format(parts)} erased.`;
  },
  filename: "personal-data",
} as const;
