/** The checkout page (/checkout/<package>) and a family's order page (/order/<token>): issue 43. */
export const checkoutCopy = {
  metaTitle: "Check out",
  eyebrow: "Your package",
  /** The page's heading: "Read-Together Toolkit". */
  title: (packageName: string) => packageName,
  intro: "Tell us who you are and what you need. You pay on Stripe’s secure page; your card number never reaches this site.",
  labels: { parent_name: "Your name", parent_email: "Your email", children: "Number of children", strategy_session: "Add a 1:1 strategy session" },
  hints: {
    parent_email: "We send your receipt and your package page here.",
    /** Under the number of children: the first is in the package, each other one costs the add-on's price. */
    children: (price: string) => `The first child is included. Each additional child is ${price}.`,
    /** Beside the strategy session's box: "$250, 90 minutes". */
    strategySession: (price: string, minutes: number) => `${price}, ${minutes} minutes`,
  },
  childrenOption: (n: number) => (n === 1 ? "1 child" : `${n} children`),
  totalLabel: "Total",
  /** Without JavaScript the total shown is for the first choice only. */
  totalNoScript: "This total is for one child without the strategy session. Stripe’s page shows your final total before you pay.",
  termsHeading: "Payment and refunds",
  submit: "Continue to payment",
  errorTitle: "There is a problem",
  errorMessage: "Please check the fields below.",
  messages: {
    nameRequired: "Enter your name",
    nameTooLong: "Your name must be 100 characters or fewer",
    emailInvalid: "Enter an email address like name@example.com",
    children: "Choose a number of children from 1 to 6",
  },
  /** Stripe could not be reached: nothing was charged. */
  unavailable: "We could not reach our payment provider. Nothing was charged. Please try again in a few minutes.",
  /** The same form sent again after it was paid: nothing more is charged. */
  alreadyPaid: "This order is paid already: nothing more was charged. The link to your package page is in the email we sent you.",
};

export const orderCopy = {
  metaTitle: "Your package",
  eyebrow: "Your order",
  states: {
    paid: { title: "Thank you: your payment is complete", text: "Your package is paid. Keep this page’s address: it is your link to your package." },
    open: { title: "Your payment is not finished yet", text: "Stripe has not told us the payment is complete. If you paid, this page will show it within a few minutes: reload it. Nothing is charged until you finish on Stripe’s page." },
    expired: { title: "This checkout has expired", text: "The payment page closed before a payment was made. Nothing was charged. You can choose the package again on our services page." },
    payment_failed: { title: "The payment did not go through", text: "Your bank did not complete the payment. Nothing was charged. You can choose the package again on our services page." },
  },
  paidHeading: "What you paid",
  orderedHeading: "Your order",
  totalLabel: "Total",
  /** A line's quantity when more than one: "Additional Child × 2". */
  quantity: (name: string, quantity: number) => (quantity > 1 ? `${name} × ${quantity}` : name),
  receipt: "View your receipt",
  sessionsHeading: "Your sessions",
  /** A session's length: "90 minutes". */
  minutes: (minutes: number) => `${minutes} minutes`,
  /** How she books them: here, with the picker, now or later (issue 43). */
  booking: "Choose a time for each session, now or later: this page's address is in the email we sent you.",
  chooseTime: "Choose a time",
  /** A booked session's time: "Tuesday, December 8 at 10:00 AM". */
  bookedFor: (when: string) => `Booked: ${when}`,
  seeOrChange: "See or change",
  done: (when: string) => `Done: ${when}`,
  withdrawn: "Refunded",
  /** Its name with what it is, for a screen reader: "Choose a time: Live demonstration". */
  linkLabel: (action: string, name: string) => `${action}: ${name}`,
  servicesLink: "See our services",
  notFoundTitle: "We could not find this order",
};
