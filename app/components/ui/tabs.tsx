import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { HydrateLater } from "~/components/hydrate-later";

// Its own hydration step (see hydrate-later.tsx): Radix sets state as it hydrates, which would
// otherwise re-render and run effects for the whole page in one long task.
export function Tabs(props: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <HydrateLater>
      <TabsPrimitive.Root {...props} />
    </HydrateLater>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("inline-flex flex-wrap gap-1 rounded-full border border-line bg-surface p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "min-h-11 rounded-full px-5 font-semibold text-ink-soft hover:text-ink",
        "data-[state=active]:bg-primary data-[state=active]:text-on-primary",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
