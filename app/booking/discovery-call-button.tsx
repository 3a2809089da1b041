import type { ReactNode } from "react";
import { localePath } from "#common/content/locale.ts";
import { Button, type ButtonProps } from "~/components/ui/button";
import { DISCOVERY_LINK_ATTRIBUTE } from "./discovery-link";

/**
 * Opens the site-wide discovery call dialog. It is a link to /discovery-call, the same form on a
 * page of its own: before the page hydrates, without JavaScript, or opened in a new tab, the tap
 * still leads to the form; once hydrated a plain click opens the dialog instead (the provider's
 * listener, as for every booking link: DiscoveryDialogProvider).
 */
export function DiscoveryCallButton({ children, ...props }: Omit<ButtonProps, "onClick" | "asChild"> & { children: ReactNode }) {
  return (
    <Button asChild {...props}>
      <a href={localePath("/discovery-call")} {...{ [DISCOVERY_LINK_ATTRIBUTE]: "" }}>
        {children}
      </a>
    </Button>
  );
}
