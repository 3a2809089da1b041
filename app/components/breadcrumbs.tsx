import { ChevronRight, House } from "~/components/ui/icons";
import { Link } from "react-router";
import { buildBreadcrumbs } from "~/lib/breadcrumbs";
import { breadcrumbCopy } from "~/content/layout";
import { localePath } from "#common/content/locale.ts";
import { defaultLanguagePath } from "#common/languages.ts";

/** The trail shown on every page but home; earlier crumbs are links, the last is plain text. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  // The trail is named by the page's English path (the default language's); its links stay in this page's language.
  const english = defaultLanguagePath(pathname);
  if (english === "/") return null;
  const crumbs = buildBreadcrumbs(english).map((crumb) => ({ ...crumb, href: localePath(crumb.href) }));
  return (
    <nav aria-label={breadcrumbCopy.label} className="mx-auto w-full max-w-content px-4 pt-5 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="inline-flex items-center gap-1.5">
              {index > 0 ? <ChevronRight aria-hidden className="size-3.5" /> : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                  {index === 0 ? <House aria-hidden className="size-4" /> : null}
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
