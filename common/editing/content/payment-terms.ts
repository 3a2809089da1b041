/**
 * The terms' "Payment and Refunds" section (/terms-of-service, section 8), paragraphs separated by
 * a blank line. The owner edits it in the back office in each language (the "terms" block,
 * server/editing/terms-block.server.ts, issue 43); these words are its first version. One source:
 * the terms page, and the checkout page when paying for a package lands, show what she published.
 */
export const paymentTerms = {
  text: "Package fees are due in full when you book, unless we agree to a different payment schedule in writing. Prices are shown in US dollars.\n\nRefunds are available only if requested within 48 hours of your initial consultation, and only for issues with service delivery. Refunds are not given because of a change of mind or for services already delivered.\n\nTo request a refund for unused sessions, you must give 7 days’ written notice. Approved refunds for unused sessions are subject to a 15% processing fee.\n\nTo avoid fees, please request any change to a scheduled session at least 48 hours in advance. Late cancellations made less than 24 hours before a session forfeit the full session fee.\n\nBooks purchased for your family are bought from third-party sellers, and any returns are subject to those sellers’ policies.",
};
