/** The methodology page's words that book-selection.ts leaves out. */
export const bookSelectionExtras = {
  /** Before each framework card's example. */
  forExample: "For example:",
};
