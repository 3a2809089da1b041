import { createContext, useContext, type ReactNode } from "react";

/**
 * The site's stylesheet, inlined into every page on the server so the first paint waits for no
 * second request (on a slow phone connection that request costs a round trip and more).
 *
 * The server (entry.server.tsx) provides the compiled CSS text; the browser never gets it as
 * JavaScript. React renders it as a `<style>` resource keyed by `href`: when the page hydrates,
 * React finds the server's `<style data-href=...>` and keeps it, so nothing is fetched again.
 */
const SiteStylesContext = createContext<string>("");

export function SiteStylesProvider({ css, children }: { css: string; children: ReactNode }) {
  return <SiteStylesContext.Provider value={css}>{children}</SiteStylesContext.Provider>;
}

export function SiteStyles({ href }: { href: string }) {
  const css = useContext(SiteStylesContext);
  return (
    <style href={href} precedence="default">
      {css}
    </style>
  );
}
