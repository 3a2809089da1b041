// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followInPageLink } from "./in-page-links";

// The back office's in-page links (issue 40): which clicks are taken over (a plain click on a link
// to a place in the open page) and which are left to the browser, and where the focus goes. The
// real browser, with React Router and every editor, is e2e/admin/error-summary.spec.ts.

/** A refused editor: a summary linking to a field, a section and a place that is not there. */
const page = `
  <a id="skip" href="#main-content">Skip</a>
  <main id="main-content" tabindex="-1">
    <div data-testid="error-summary">
      <a id="to-field" href="#content-price">Price: whole dollars</a>
      <a id="to-section" href="#weekly-1">No, let me change them</a>
      <a id="to-nothing" href="#gone">Gone</a>
      <a id="other-page" href="/admin/availability#weekly-1">Availability</a>
      <a id="same-with-query" href="?saved=draft#content-price">Again</a>
      <a id="new-tab" href="#content-price" target="_blank">New tab</a>
      <a id="download" href="#content-price" download>Save</a>
      <a id="escaped" href="#caf%C3%A9">Café</a>
    </div>
    <form id="content-form" tabindex="-1">
      <label for="content-price">Price</label>
      <p>Whole dollars.</p>
      <input id="content-price" name="price" value="700" />
      <section id="weekly-1"><h3>Monday</h3><input type="hidden" name="intent" value="save" /><label>From <select id="weekly-1-0-start"><option>9:00 AM</option></select></label></section>
      <input id="café" />
    </form>
  </main>`;

let scrolled: Element[];
/** Whether the last click was left to the browser (read last, on the window; jsdom then follows nothing). */
let leftToBrowser: boolean | undefined;
const lastWord = (event: Event) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  window.history.replaceState(null, "", "/admin/content/packages");
  document.body.innerHTML = page;
  scrolled = [];
  // jsdom lays nothing out and has no scrollIntoView: record what would be scrolled to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  document.addEventListener("click", followInPageLink);
  window.addEventListener("click", lastWord);
});

afterEach(() => {
  document.removeEventListener("click", followInPageLink);
  window.removeEventListener("click", lastWord);
});

/** Clicks a link as a person would (modifier keys as given); true when the browser was left to follow it. */
function click(id: string, init: MouseEventInit = {}): boolean | undefined {
  leftToBrowser = undefined;
  document.getElementById(id)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return leftToBrowser;
}

describe("followInPageLink", () => {
  it("focuses a summary entry's field, its label scrolled to the top, with no navigation", () => {
    expect(click("to-field")).toBe(false);
    expect(document.activeElement?.id).toBe("content-price");
    expect(scrolled).toEqual([document.querySelector('label[for="content-price"]')]);
    expect(window.location.href).toBe("http://localhost:3000/admin/content/packages");
  });

  it("focuses a section's first field, scrolling the label around it", () => {
    expect(click("to-section")).toBe(false);
    expect(document.activeElement?.id).toBe("weekly-1-0-start");
    expect(scrolled).toEqual([document.getElementById("weekly-1-0-start")!.closest("label")]);
  });

  it("focuses a target that takes the focus itself: the skip link's main region", () => {
    expect(click("skip")).toBe(false);
    expect(document.activeElement?.id).toBe("main-content");
  });

  it("reads an id written with escapes", () => {
    expect(click("escaped")).toBe(false);
    expect(document.activeElement?.id).toBe("café");
  });

  it("finds the link from a click on something inside it", () => {
    document.getElementById("to-field")!.innerHTML = "<strong>Price</strong>: whole dollars";
    document.querySelector("#to-field strong")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(leftToBrowser).toBe(false);
    expect(document.activeElement?.id).toBe("content-price");
  });

  it("leaves to the browser a new tab or window, a download, another page, another query and a place not in the page", () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click("to-field", init), JSON.stringify(init)).toBe(true);
    for (const id of ["new-tab", "download", "other-page", "same-with-query", "to-nothing"]) expect(click(id), id).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(scrolled).toEqual([]);
  });

  it("leaves a click another handler already took", () => {
    document.getElementById("to-field")!.addEventListener("click", (event) => event.preventDefault());
    expect(click("to-field")).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(scrolled).toEqual([]);
  });
});
