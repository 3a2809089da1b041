import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-primary text-on-primary hover:bg-primary-strong shadow-soft",
  secondary: "bg-marigold text-[#1f2a44] hover:brightness-105 shadow-soft",
  outline: "border-2 border-primary text-primary hover:bg-primary-soft",
  ghost: "text-ink hover:bg-paper-alt",
  onDark: "bg-surface text-ink hover:bg-paper shadow-soft",
} as const;

const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-12 px-6 text-base",
  lg: "min-h-14 px-8 text-lg",
  icon: "size-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a Link or anchor) with button styling. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold no-underline transition",
    "hover:-translate-y-px active:translate-y-0 disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonClasses(variant, size), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
