/**
 * The back office's words for what the booking form asks (issue 42), on /admin/availability
 * beside how the call happens. English only, as the back office is; beside the booking's other
 * back-office words.
 */
export const bookingFormAdmin = {
  legend: "What the booking form asks",
  hint: "Parents always give their name and email, and their phone number when you phone them. Anything more is optional for them unless you tick it here: every question you require is one more reason to leave before booking.",
  requireChildAge: "Require the child's age",
  requireQuestion: "Require a question (10 to 1000 characters)",
  /** The audit log's line. */
  audit: (childAge: boolean, question: boolean) =>
    childAge || question ? `requires ${[childAge ? "child's age" : "", question ? "question" : ""].filter(Boolean).join(" and ")}` : "requires neither age nor question",
};
