import { Languages } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { languageSwitch } from "~/content/layout";
import { cn } from "~/lib/cn";
import { pathInLanguage } from "#common/site-paths.ts";

/**
 * The same page in the other language: a plain link (the other language's pages are another set
 * of route modules, so a full load costs nothing extra), named in that language and marked with
 * its `lang` so screen readers say it right. The query is kept (/research?tab=summaries).
 * `compact`: in the desktop bar, "ES" or "EN" until the full menu has room for the word (2xl);
 * its name is the word at every width.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <a
      href={pathInLanguage(pathname, languageSwitch.language) + search}
      hrefLang={languageSwitch.language}
      lang={languageSwitch.language}
      data-language-switch=""
      aria-label={compact ? languageSwitch.label : undefined}
      className={cn("inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline", className)}
    >
      <Languages aria-hidden className="size-4 shrink-0" />
      {compact ? (
        <>
          <span className="2xl:hidden">{languageSwitch.short}</span>
          <span className="hidden 2xl:inline">{languageSwitch.label}</span>
        </>
      ) : (
        languageSwitch.label
      )}
    </a>
  );
}
