import { useRouteLoaderData } from "react-router";
import type { RootData } from "#common/business.ts";

/**
 * At the top of a public page opened as a preview of the owner's drafts (signed in, `?preview`):
 * "Preview", what she sees, and "Back to editing" to the editor she came from. The root loader
 * gives its words in the page's language (server/editing/root-data.server.ts), only in a preview.
 *
 * Rendered by the server only (app/root.tsx renders it when `import.meta.env.SSR`, so no page's
 * JavaScript carries it): it is the first child of <body>, which React's hydration steps over, as
 * it does for what a browser extension adds there. A preview is never kept by any cache
 * (server/app.server.ts), so no visitor ever receives it.
 */
export function PreviewBanner() {
  const preview = (useRouteLoaderData("root") as RootData | undefined)?.preview;
  if (!preview) return null;
  return (
    <aside aria-label={preview.label} data-testid="preview-banner" className="border-b-4 border-marigold bg-paper-alt px-4 py-3 text-center">
      <p>
        <strong className="mr-2 rounded-full bg-marigold px-3 py-1 font-bold text-[#1f2a44]">{preview.label}</strong>
        {preview.text}{" "}
        <a href={preview.href} className="inline-block py-2 font-semibold text-primary underline">
          {preview.back}
        </a>
      </p>
    </aside>
  );
}
