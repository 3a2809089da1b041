import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode };

/** The top of an inner page: small eyebrow label, the page's one h1, and an introduction. */
export function PageHeader({ eyebrow, title, intro, children }: Props) {
  return (
    <header className="mx-auto max-w-content px-4 pt-8 pb-10 sm:px-6 sm:pt-12">
      {eyebrow ? <p className="mb-3 text-sm font-bold tracking-wider text-coral uppercase">{eyebrow}</p> : null}
      <h1 className="max-w-3xl text-4xl sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-5 max-w-prose text-lg text-ink-soft">{intro}</div> : null}
      {children}
    </header>
  );
}
