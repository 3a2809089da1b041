/**
 * How a form's submissions are stored, as each form describes it once in its storage module
 * (common/forms/<form>.storage.ts, listed in common/forms/kinds.ts), read by the submission
 * service, the inbox (and through it the dashboard's counts), the traffic report, a person's
 * export and erase, the retention sweep and the data inventory. Every submission table shares the
 * owner's workflow columns (status, keep, notes) and the one retention rule
 * (RETENTION_SUBMISSION_MONTHS).
 */
export type FormStorage = {
  table: string;
  /** The sender's name, email and phone, and the main free text (the inbox's excerpt, the CSV's message). */
  columns: { name: string; email: string; phone: string; text: string };
  /** Columns the inbox's search box looks in. */
  search: readonly string[];
  /** Yes/no answers, stored as 1 or 0. */
  flags?: readonly string[];
  /** Multiple-choice answers, stored as a JSON list. */
  lists?: readonly string[];
  /** Numbers sent as text, stored as numbers. */
  numbers?: readonly string[];
  /** Payload fields its table does not store, handed to the form's hook (a discovery call's time and the parent's zone, for its booking). */
  extra?: readonly string[];
  /**
   * Payload fields no form asks, whose value the spec fixes (the discovery call's `child_name`,
   * always empty, and `timezone`, always "EST"): stored as sent, never listed as an answer in the
   * owner's notification.
   */
  constants?: readonly string[];
  /** Forms a visitor fills in quickly also need a valid signed form token (not feedback: it may take long). */
  requireToken: boolean;
  /**
   * The personal columns of its table for the data inventory (common/privacy/inventory.ts), in the
   * privacy notice's order: what each is, in a parent's words, and why it is kept (for as long as
   * the submission). Its id is the notice's key for the words' translation.
   */
  inventory: readonly { id: `${string}.${string}`; columns: readonly string[]; what: string; why: string }[];
};
