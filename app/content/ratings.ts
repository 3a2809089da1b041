/** How star ratings are read out to screen readers (the stars themselves are decorative). */
export const ratingLabels = {
  /** "5.0 out of 5". */
  outOf: (value: string | number, max: number) => `${value} out of ${max}`,
  /** "Rated 4.8 out of 5". */
  rated: (value: string | number, max: number) => `Rated ${value} out of ${max}`,
};
