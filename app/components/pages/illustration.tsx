import type { ImageRef } from "#common/content/types.ts";
import { cn } from "~/lib/cn";

type Props = {
  image: ImageRef;
  /** Intrinsic size of the artwork; the 640x480 illustrations are the default. */
  width?: number;
  height?: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** One of the site's flat illustrations, framed as a soft rounded card. */
export function Illustration({ image, width = 640, height = 480, eager = false, className }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-auto w-full rounded-card shadow-soft dark:brightness-90", className)}
    />
  );
}
