/**
 * The testimonials carousel's copy (the home page and /testimonials). A module of its own, not part
 * of home.ts: the carousel also ships with /testimonials, which should not carry the home page's copy.
 */

export interface TestimonialsCarouselCopy {
  /** The carousel region's name. */
  label: string;
  /** The name of the sideways-scrolling strip of slides (reachable by keyboard). */
  stripLabel: string;
  /** "Showing 2 of 3 testimonials": follows the slide in view. */
  showing: (position: number, count: number) => string;
  /** Shown instead when scripts are off, where nothing could keep "Showing N of M" up to date. */
  countWithoutScript: (count: number) => string;
  /** Each slide's name: "2 of 3". */
  slideLabel: (position: number, count: number) => string;
  previous: string;
  next: string;
  /** Each dot's name: "Show testimonial 2". */
  show: (position: number) => string;
  pause: string;
  play: string;
  loading: string;
  /** Where a page whose carousel loads in the browser sends a visitor without scripts. */
  withoutScript: string;
  withoutScriptHref: string;
  errorHeading: string;
  /** The error text when the browser's request failed with an HTTP status. */
  serverAnswered: (status: number) => string;
  /** The error text when the server could not read the testimonials at all. */
  readFailed: string;
  empty: string;
  /** Appended to the title: " · Child age: 4 and 7". */
  childAge: (age: string) => string;
}

export const testimonialsCarousel: TestimonialsCarouselCopy = {
  label: "What families say",
  stripLabel: "Testimonials (scroll sideways for more)",
  showing: (position, count) => `Showing ${position} of ${count} testimonials`,
  countWithoutScript: (count) => `${count} testimonials: scroll sideways or pick a dot to read each one`,
  slideLabel: (position, count) => `${position} of ${count}`,
  previous: "Previous testimonial",
  next: "Next testimonial",
  show: (position) => `Show testimonial ${position}`,
  pause: "Pause slideshow",
  play: "Play slideshow",
  loading: "Loading testimonials",
  withoutScript: "Read what families say on our home page",
  withoutScriptHref: "/#testimonials",
  errorHeading: "Error loading testimonials",
  serverAnswered: (status) => `The server answered ${status}.`,
  readFailed: "The testimonials could not be read just now. Please try again in a moment.",
  empty: "No testimonials available",
  childAge: (age) => ` · Child age: ${age}`,
};
