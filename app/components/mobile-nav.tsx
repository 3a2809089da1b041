import { aboutMenu, connectCta, mainTabs, resourcesMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";
import { Sheet, SheetContent } from "./ui/sheet";
import { SiteLink } from "./site-link";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; pathname: string };

const linkClasses = "flex min-h-11 items-center rounded-xl px-3 font-semibold no-underline hover:bg-paper-alt";

/** Below the lg breakpoint: a right-side panel titled "Navigation" that closes when a link is chosen. */
export function MobileNav({ open, onOpenChange, pathname }: Props) {
  const close = () => onOpenChange(false);
  const link = (item: { label: string; to: string }, indented = false) => (
    <li key={item.to}>
      <SiteLink
        to={item.to}
        onClick={close}
        aria-current={item.to === pathname ? "page" : undefined}
        className={cn(linkClasses, indented && "pl-7 font-normal", item.to === pathname && "bg-primary-soft")}
      >
        {item.label}
      </SiteLink>
    </li>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Navigation">
        <nav aria-label="Mobile" className="flex flex-col gap-5">
          <ul className="flex flex-col gap-1">{mainTabs.map((tab) => link(tab))}</ul>
          {[aboutMenu, resourcesMenu].map((group) => (
            <div key={group.label}>
              <h2 className="px-3 pb-1 font-sans text-sm font-bold tracking-wider text-ink-soft uppercase">{group.label}</h2>
              <ul className="flex flex-col gap-1">{group.items.map((item) => link(item, true))}</ul>
            </div>
          ))}
          <Button asChild className="w-full">
            <SiteLink to={connectCta.to} onClick={close}>
              {connectCta.label}
            </SiteLink>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
