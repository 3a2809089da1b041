import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../ui/button";
import { useDiscoveryDialog } from "./discovery-call-context";

/** A button that opens the site-wide discovery call dialog. */
export function DiscoveryCallButton({ children, ...props }: Omit<ButtonProps, "onClick" | "asChild"> & { children: ReactNode }) {
  const { openDialog } = useDiscoveryDialog();
  return (
    <Button aria-haspopup="dialog" onClick={openDialog} {...props}>
      {children}
    </Button>
  );
}
