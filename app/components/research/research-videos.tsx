import { VideoFacade } from "~/components/video-facade";
import { scienceSection } from "~/content/home";
import { researchImage, researchVideosIntro } from "~/content/research-studies";
import { videoTitle, useBusiness } from "#common/business.ts";

const posters = ["/images/video/poster-brain.svg", "/images/video/poster-routines.svg"];

/** The two research videos as click-to-load players, each with a short caption. */
export function ResearchVideos({ heading, intro, headingId }: { heading: string; intro: string; headingId: string }) {
  const details = useBusiness();
  return (
    <>
      <div className="grid items-center gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
          <p className="mt-4 text-lg">{researchVideosIntro}</p>
        </div>
        <img
          src={researchImage.src}
          alt={researchImage.alt}
          width={640}
          height={480}
          decoding="async"
          className="hidden h-auto w-full rounded-card shadow-soft md:block"
        />
      </div>
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {details.videos.slice(0, 2).map((video, index) => {
          const caption = scienceSection.videos[index]?.caption;
          const title = videoTitle(video, index, scienceSection.videos[index]?.title);
          return (
            <li key={video.id} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5">
              <VideoFacade videoId={video.id} title={title} poster={posters[index] ?? posters[0]!} />
              <h3 className="mt-5 px-1 text-xl sm:text-2xl">{title}</h3>
              {scienceSection.videoLanguage ? <p className="mt-1 px-1 text-sm font-semibold text-ink-soft">{scienceSection.videoLanguage}</p> : null}
              {caption ? <p className="mt-2 px-1 pb-1 text-ink-soft">{caption}</p> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
