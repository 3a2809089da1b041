import { localePath } from "#common/content/locale.ts";
import { uiCopy } from "~/content/ui";
import { business } from "#common/business.ts";
import { SiteLink } from "./site-link";

export function Logo() {
  return (
    <SiteLink to={localePath("/")} className="flex items-center gap-2.5 rounded-lg no-underline" aria-label={uiCopy.logoHome(business.name)}>
      <img src="/images/logo.svg" alt="" width={44} height={44} className="size-11" />
      <span className="font-display text-xl leading-none font-semibold tracking-tight whitespace-nowrap">{business.name}</span>
    </SiteLink>
  );
}
