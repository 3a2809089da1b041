import { X } from "~/components/ui/icons";
import { layoutCopy } from "~/content/layout";
import { announcementScript } from "#common/editing/announcement-script.ts";
import { useAnnouncement } from "#common/business.ts";

/**
 * The owner's announcement (issue 35) at the top of every public page, in the served HTML (no
 * shift when it is there). A visitor can close it: the inline script after it remembers that in
 * her browser and hides it before the first paint on her next pages; without JavaScript it stays,
 * and its close button stays hidden.
 */
export function AnnouncementBar() {
  const bar = useAnnouncement();
  if (!bar) return null;
  return (
    <>
      <div id="announcement" data-version={bar.version} role="region" aria-label={layoutCopy.announcement} className="bg-primary text-on-primary">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1 sm:px-6">
          <p className="flex-1 py-2 text-center text-sm font-semibold">
            {bar.text}
            {bar.link ? (
              <>
                {" "}
                <a href={bar.link} className="underline underline-offset-4 hover:no-underline">
                  {bar.linkText}
                </a>
              </>
            ) : null}
          </p>
          <button type="button" hidden aria-label={layoutCopy.closeAnnouncement} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10">
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: announcementScript }} />
    </>
  );
}
