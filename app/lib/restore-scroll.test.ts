// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreScrollScript, SCROLL_POSITIONS_KEY } from "./restore-scroll";

// The script exactly as the page carries it, run on its own.
function runInlineScript() {
  new Function(restoreScrollScript)();
}

describe("restoreScrollPosition (the inline scroll script)", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, "");
    sessionStorage.clear();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.restoreAllMocks());

  it("gives a fresh history entry a key without reading sessionStorage", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    runInlineScript();
    expect(window.history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps an entry's key and puts the page back where it was", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ abc123: 1840, other: 20 }));
    runInlineScript();
    expect(window.history.state).toEqual({ key: "abc123" });
    expect(scrollTo).toHaveBeenCalledWith(0, 1840);
  });

  it("leaves the page at the top when nothing was stored for the entry", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ other: 400 }));
    runInlineScript();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("drops unreadable stored positions instead of throwing", () => {
    window.history.replaceState({ key: "abc123" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, "{not json");
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(runInlineScript).not.toThrow();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
