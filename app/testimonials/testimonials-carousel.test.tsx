import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testimonialsCarousel as copy } from "#common/testimonials/content/testimonials-carousel.ts";
import { sampleTestimonials, type Testimonial } from "#common/testimonials/testimonials.ts";
import { TestimonialsCarousel } from "./testimonials-carousel";

/** The carousel as the server sends it, before any script runs. */
const served = (testimonials: Testimonial[]) => renderToStaticMarkup(<TestimonialsCarousel served={{ status: "ready", testimonials }} />);

/** React writes an apostrophe as &#x27;. */
const html = (text: string) => text.replace(/'/g, "&#x27;");

describe("the testimonials carousel as served", () => {
  it("holds every testimonial, each a labelled slide with an id its dot links to", () => {
    const markup = served(sampleTestimonials);
    expect(markup).toMatch(/role="region" aria-roledescription="carousel" aria-label="What families say"/);
    sampleTestimonials.forEach((testimonial, i) => {
      expect(markup).toContain(html(testimonial.content));
      expect(markup).toContain(`id="testimonial-${i + 1}" role="group" aria-roledescription="slide" aria-label="${i + 1} of 3"`);
      expect(markup).toMatch(new RegExp(`<a href="#testimonial-${i + 1}" aria-label="Show testimonial ${i + 1}"`));
    });
    // Readable by everyone until a script knows which slide is in view.
    const slides = markup.match(/<div[^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide).not.toContain("aria-hidden");
    expect(markup).not.toContain("aria-current");
    // The strip scrolls by keyboard without JavaScript.
    expect(markup).toMatch(/role="group" aria-label="Testimonials \(scroll sideways for more\)" tabindex="0"/);
  });

  it("links previous and next to the first slide's neighbours, wrapping around", () => {
    const markup = served(sampleTestimonials);
    expect(markup).toMatch(/<a href="#testimonial-3" aria-label="Previous testimonial"/);
    expect(markup).toMatch(/<a href="#testimonial-2" aria-label="Next testimonial"/);
  });

  it("says how many there are, and keeps the pause button out of sight until the script can use it", () => {
    const markup = served(sampleTestimonials);
    expect(markup).toContain(copy.showing(1, 3));
    expect(markup).toContain(copy.countWithoutScript(3));
    expect(markup).toMatch(/<button type="button" class="[^"]*\binvisible\b[^"]*"><svg[\s\S]*?<\/svg><span class="grid"><span[^>]*>Pause slideshow/);
  });

  it("shows one testimonial without controls, and cuts long titles at 60 characters", () => {
    const markup = served([{ name: "Dana L.", title: "T".repeat(70), content: "We read every night.", type: "individual" }]);
    expect(markup).toContain("Showing 1 of 1 testimonials");
    expect(markup).not.toContain(copy.countWithoutScript(1));
    expect(markup).toContain(`${"T".repeat(60)}...`);
    expect(markup).not.toContain("T".repeat(61));
    expect(markup).not.toContain("<a ");
    expect(markup).not.toContain("<button");
  });

  it("keeps a testimonial's content as text", () => {
    const markup = served([{ name: "Olu A.", title: "Parent", content: "<script>alert(1)</script>", type: "individual" }]);
    expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(markup).not.toContain("<script>");
  });

  it("shows the error, or that there are none", () => {
    const error = renderToStaticMarkup(<TestimonialsCarousel served={{ status: "error", message: copy.readFailed }} />);
    expect(error).toContain('role="alert"');
    expect(error).toContain(copy.errorHeading);
    expect(error).toContain(copy.readFailed);
    expect(served([])).toContain("No testimonials available");
  });

  it("without served testimonials, shows the loading skeleton until the browser has fetched them", () => {
    expect(renderToStaticMarkup(<TestimonialsCarousel />)).toMatch(/role="status" aria-label="Loading testimonials"/);
  });
});
