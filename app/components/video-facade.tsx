import { Play } from "~/components/ui/icons";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { uiCopy } from "~/content/ui";
import { cn } from "~/lib/cn";

type Props = {
  /** The 11-character YouTube video id. */
  videoId: string;
  /** The video's title: the play button's label and the player frame's title. */
  title: string;
  /** A same-origin poster illustration (1280x720). */
  poster: string;
  className?: string;
};

/** The privacy-enhanced player URL; nothing is requested from it until the visitor asks to play. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** The same player on a page of its own: where the play control leads before and without JavaScript. */
export function youtubePageUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;
}

/**
 * Click-to-load video: shows a local poster and a play control, and only creates the YouTube
 * (youtube-nocookie.com) player when the visitor chooses to play. Focus then moves to the player.
 * The control is a link to the player's own page, so it works before the page hydrates and
 * without JavaScript (in a new tab); once hydrated a plain click plays the video in place.
 */
export function VideoFacade({ videoId, title, poster, className }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={cn("relative aspect-video overflow-hidden rounded-card bg-paper-alt shadow-soft", className)}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <a
          href={youtubePageUrl(videoId)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            setPlaying(true);
          }}
          aria-label={uiCopy.playVideo(title)}
          className="group absolute inset-0 block size-full cursor-pointer focus-visible:rounded-card"
        >
          <img
            src={poster}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
          <span
            aria-hidden
            className={cn(
              "absolute top-[47%] left-[44%] flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center sm:size-20",
              "rounded-full bg-primary text-on-primary shadow-lift ring-6 ring-surface/70 sm:ring-8 transition",
              "group-hover:scale-105 group-focus-visible:scale-105",
            )}
          >
            <Play className="ml-1 size-7 sm:size-9" fill="currentColor" />
          </span>
        </a>
      )}
    </div>
  );
}
