import { describe, expect, it } from "vitest";
import { withoutScripts } from "./bench-floor.mjs";

// The shape of a served page: JSON-LD, React Router's inline context and module bootstrap (here
// started after the first paint), the scroll-restoration script, module preloads.
const page = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Our mission</title>
<link rel="modulepreload" href="/assets/react-CMs5V4Sg.js"/><link rel="modulepreload" href="/assets/mission-Bx1.js"/>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"Our mission"}</script>
</head><body><main><h1>Our mission</h1><p>Every family reads together.</p></main>
<script>window.__reactRouterContext = {"basename":"/"};</script>
<script type="module" async="">import "/assets/entry.client-Dk2.js";</script>
<script>((key) => { history.replaceState({ key }, ""); })("k")</script>
</body></html>`;

describe("withoutScripts (bench:floor's page without our JavaScript)", () => {
  const stripped = withoutScripts(page);

  it("removes inline and module scripts and module preloads", () => {
    expect(stripped).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).not.toContain("__reactRouterContext");
    expect(stripped).not.toContain("entry.client");
  });

  it("removes scripts however the tag is written", () => {
    const odd = `<p>before</p><SCRIPT nonce="abc">alert(1)</SCRIPT ><link href="/a.js" rel=modulepreload><script type="module">import "/b.js"</script><p>after</p>`;
    expect(withoutScripts(odd)).toBe("<p>before</p><p>after</p>");
  });

  it("keeps the page's content, head and structured data", () => {
    expect(stripped).toContain("<title>Our mission</title>");
    expect(stripped).toContain("<h1>Our mission</h1><p>Every family reads together.</p>");
    expect(stripped).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
    expect(stripped).toMatch(/<\/main>\s*<\/body><\/html>$/);
  });
});
