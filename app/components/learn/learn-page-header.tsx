import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import type { ImageRef, PageIntro } from "#common/content/types.ts";

type Props = {
  intro: PageIntro;
  image: ImageRef;
  /** Call-to-action buttons shown under the introduction. */
  children?: ReactNode;
};

/**
 * The PageHeader (eyebrow, the page's one h1, introduction) with the page's illustration beside it
 * from the large breakpoint, and under it on smaller screens.
 */
export function LearnPageHeader({ intro, image, children }: Props) {
  return (
    <div className="mx-auto max-w-content lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-4 lg:pr-6">
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>}>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </PageHeader>
      <div className="px-4 pb-10 sm:px-6 lg:px-0 lg:pt-8">
        <img
          src={image.src}
          alt={image.alt}
          width={640}
          height={480}
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm rounded-card shadow-soft lg:max-w-none"
        />
      </div>
    </div>
  );
}
