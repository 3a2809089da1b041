import type { MouseEvent, ReactNode } from "react";
import { localePath } from "~/content/locale";
import { Button, type ButtonProps } from "../ui/button";
import { useDiscoveryDialog } from "./discovery-call-context";

/**
 * Opens the site-wide discovery call dialog. It is a link to /discovery-call, the same form on a
 * page of its own: before the page hydrates, without JavaScript, or opened in a new tab, the tap
 * still leads to the form; once hydrated a plain click opens the dialog instead.
 */
export function DiscoveryCallButton({ children, ...props }: Omit<ButtonProps, "onClick" | "asChild"> & { children: ReactNode }) {
  const { openDialog } = useDiscoveryDialog();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openDialog(event.currentTarget);
  };
  return (
    <Button asChild {...props}>
      <a href={localePath("/discovery-call")} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
