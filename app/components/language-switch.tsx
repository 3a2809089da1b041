import { Languages } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { languageInfo, languageOfPath, languages, pathInLanguage } from "#common/languages.ts";

/**
 * The same page in each other language (common/languages.ts): a plain link each (another
 * language's pages are another set of route modules, so a full load costs nothing extra), named
 * in that language ("Español", the list's `nativeName`) and marked with its `lang` so screen
 * readers say it right. The query is kept (/research?tab=summaries). `compact`: in the desktop
 * bar, its code ("ES") until the full menu has room for the word (2xl); its name is the word at
 * every width.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { pathname, search } = useLocation();
  const current = languageOfPath(pathname);
  return languages
    .filter((language) => language !== current)
    .map((language) => {
      const { nativeName } = languageInfo(language);
      return (
        <a
          key={language}
          href={pathInLanguage(pathname, language) + search}
          hrefLang={language}
          lang={language}
          data-language-switch=""
          aria-label={compact ? nativeName : undefined}
          className={cn("inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline", className)}
        >
          <Languages aria-hidden className="size-4 shrink-0" />
          {compact ? (
            <>
              <span className="2xl:hidden">{language.toUpperCase()}</span>
              <span className="hidden 2xl:inline">{nativeName}</span>
            </>
          ) : (
            nativeName
          )}
        </a>
      );
    });
}
