/**
 * The owner's orders in the back office (issue 43): the Orders page, an order's page with its
 * refund form, the dashboard's revenue of the month and the CSV for the accountant
 * (app/payments/admin/, server/payments/owner-orders.server.ts). Plain words: no ids or codes.
 */

/** An order's state as the owner reads it (ownerOrderStatus). */
export type OwnerOrderStatus = "paid" | "partly-refunded" | "refunded" | "open" | "expired" | "payment-failed";

export const ordersAdmin = {
  title: "Orders",
  description: "Every package a family has bought or started to buy on the site, newest first. Payments are taken by Stripe.",
  empty: "No orders yet. They appear here as soon as a family goes on to pay for a package.",
  statuses: {
    paid: "Paid",
    "partly-refunded": "Partly refunded",
    refunded: "Refunded",
    open: "Waiting for payment",
    expired: "Not paid (expired)",
    "payment-failed": "Payment failed",
  } satisfies Record<OwnerOrderStatus, string>,
  /** Beside "Partly refunded": "$200.00 of $1,100.00 refunded". */
  refundedOf: (refunded: string, total: string) => `${refunded} of ${total} refunded`,
  labels: {
    family: "Family",
    email: "Email",
    package: "Package",
    items: "What was bought",
    amount: "Amount",
    status: "Status",
    paid: "Paid on",
    ordered: "Ordered on",
    sessions: "Sessions",
  },
  /** The sessions that come with the order: how many are booked, still to book, withdrawn. */
  sessions: (booked: number, left: number, withdrawn: number) =>
    [
      `${booked} booked`,
      `${left} left to book`,
      ...(withdrawn > 0 ? [`${withdrawn} withdrawn (refunded, not to be booked)`] : []),
    ].join(", "),
  noSessions: "None",
  sessionStatuses: { open: "Not booked yet", booked: "Booked", withdrawn: "Withdrawn (refunded)" } as Record<string, string>,
  /** An order whose name and email were erased at the family's request (kept for the accounts). */
  erased: "Name and email erased at the family's request",
  refundFailed: (when: string) => `Stripe said on ${when} that a refund could not reach the family's card. Look at this payment in Stripe to see what to do.`,
  stripeLink: "See this payment in Stripe",
  /** Read after the link by a screen reader: whose payment. */
  stripeLinkOf: (family: string) => ` (${family})`,
  open: "Open this order",
  openOf: (family: string) => ` (${family})`,
  exportCsv: "Download all orders as CSV (for your accountant)",
  datesIn: (zone: string) => `Dates are in ${zone}.`,
  count: (count: number) => (count === 1 ? "1 order" : `${count} orders`),
  detail: {
    back: "Back to orders",
    heading: (family: string) => `Order from ${family}`,
    notFound: "This order was not found",
    sessionsHeading: "Sessions that come with it",
    total: "Total",
  },
  /** The owner books a bought session for the family herself (the order's page; a family on the phone with her). */
  booking: {
    /** A booked session: its time in the business's zone, and a link to it on Calls. */
    bookedAt: (when: string) => `Booked for ${when}`,
    seeInCalls: "See it in Calls",
    /** Read after the link by a screen reader: which session. */
    seeInCallsOf: (session: string) => ` (${session})`,
    bookFor: (family: string) => `Book a time for ${family}`,
    /** Read after "Book a time for …" by a screen reader: which session. */
    bookForOf: (session: string) => ` (${session})`,
    heading: (session: string, family: string) => `Book ${session} for ${family}`,
    length: (minutes: number) => `${minutes} minutes. Times are the free ones in your hours, for this length.`,
    hint: "The family gets the confirmation email with the calendar invite and the link to their session's page, as if they had booked it themselves. You get your copy.",
    submit: "Book this time",
    /** Read after "Book this time" by a screen reader: for whom. */
    submitOf: (family: string) => ` for ${family}`,
    keep: "Not now",
    /** Booking is off, or no hours are set: no picker. */
    unavailable: "No times can be offered: booking is off or no hours are set. Turn it on in Availability.",
    /** After the booking (303 back to the order). */
    booked: (session: string, family: string, when: string) => `Booked ${session} for ${family} on ${when}. They have been emailed.`,
    errors: {
      noTime: "Choose a day, then a time, before booking.",
      taken: "That time was just taken. Please choose another.",
      notBookable: "This session can no longer be booked: it was booked meanwhile, or the order is not paid or was refunded in full.",
    },
  },
  refund: {
    heading: "Refund",
    intro: "The money goes back to the card the family paid with. Stripe keeps its fee.",
    nothingLeft: "This order has been refunded in full.",
    notPaid: "Only a paid order can be refunded.",
    /** No Stripe key any more (the orders stay in sight). */
    noStripe: "Refunds are made through Stripe, which is not set up on the site now. Ask the person who runs the server to set it up, or refund this payment in Stripe itself.",
    amount: "Amount to refund, in dollars",
    amountHint: (left: string) => `At most ${left}, what is left to refund.`,
    confirmLabel: "Yes, I want to refund this amount to the family's card",
    submit: "Refund",
    /** After Stripe took the request (303 back to the order). */
    asked: (amount: string) => `Refund of ${amount} asked of Stripe. The order will show it once Stripe confirms (usually within a minute).`,
    errorsHeading: "The refund was not sent",
    errors: {
      amountRequired: "Enter the amount to refund, for example 200 or 200.00.",
      amountFormat: "Enter the amount in dollars and cents, for example 200 or 200.50.",
      amountZero: "Enter an amount more than $0.00.",
      amountTooLarge: (left: string) => `Enter at most ${left}: that is what is left to refund.`,
      confirm: "Tick the box to confirm the refund.",
      notPaid: "This order is not paid, so there is nothing to refund.",
      resent: "This form was already sent once, so nothing more was refunded. Look at this payment in Stripe to see what was refunded, then use the form below if more is needed.",
      stripeRefused: (reason: string) => `Stripe did not accept this refund, so nothing was refunded. Stripe said: ${reason}`,
    },
    unreachable: {
      title: "Nothing was refunded",
      body: "Stripe could not be reached just now, so nothing was refunded. Try again in a minute.",
      back: "Back to the order",
    },
  },
  /** The dashboard's card (only when payments are set up or orders exist). */
  dashboard: {
    title: "Revenue this month",
    detail: (count: number, month: string) =>
      `${count === 1 ? "1 paid order" : `${count} paid orders`} in ${month}, after refunds.`,
    open: "See the orders",
  },
  csv: {
    filename: "orders.csv",
    headers: ["Date paid", "Family", "Email", "Package", "Items", "Amount", "Refunded", "Net", "Status", "Stripe payment id"],
    erased: "(erased)",
  },
};
