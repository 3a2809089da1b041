import { useState } from "react";
import { initials, knownAvatars } from "#common/testimonials/testimonials.ts";

/** The image if it loads; else a known-name fallback image; else initials. */
export function TestimonialAvatar({ name, imageUrl }: { name: string; imageUrl?: string }) {
  const candidates = [imageUrl, knownAvatars[name]].filter((src): src is string => Boolean(src));
  const [index, setIndex] = useState(0);
  const src = candidates[index];
  if (!src) {
    return (
      <span aria-hidden className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-xl font-semibold text-ink">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setIndex((i) => i + 1)}
      className="size-16 shrink-0 rounded-full bg-primary-soft object-cover"
    />
  );
}
