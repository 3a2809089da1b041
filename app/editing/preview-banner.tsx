import { sitePreview } from "#common/editing/content/site-preview.ts";

/** Shown at the top of a public page opened as a preview of the owner's draft. */
export function PreviewBanner({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div role="note" aria-label={sitePreview.label} className="border-b-4 border-marigold bg-paper-alt px-4 py-3 text-center">
      <p>
        <strong className="mr-2 rounded-full bg-marigold px-3 py-1 font-bold text-[#1f2a44]">{sitePreview.label}</strong>
        {sitePreview.text}{" "}
        <a href="/admin/content" className="font-semibold text-primary underline">
          {sitePreview.back}
        </a>
      </p>
    </div>
  );
}
