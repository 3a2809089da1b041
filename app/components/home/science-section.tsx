import { ArrowRight } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/section";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { VideoFacade } from "~/components/video-facade";
import { scienceSection } from "~/content/home";
import { videoTitle, useBusiness } from "#common/business.ts";

const posters = ["/images/video/poster-brain.svg", "/images/video/poster-routines.svg"];

/** 'The Science Behind Reading to Your Child' with the two research videos (click to load). */
export function ScienceSection() {
  const details = useBusiness();
  return (
    <Section tone="paper" aria-labelledby="science-title">
      <SectionHeading
        id="science-title"
        eyebrow={scienceSection.eyebrow}
        title={scienceSection.heading}
        intro={<p>{scienceSection.intro}</p>}
      />
      <div className="grid gap-10 md:grid-cols-2 md:gap-8">
        {details.videos.map((video, index) => {
          const caption = scienceSection.videos[index];
          return (
            <article key={video.id} className="flex flex-col">
              <VideoFacade videoId={video.id} title={videoTitle(video, index, caption?.title)} poster={posters[index] ?? posters[0]!} />
              <h3 className="mt-5 text-xl sm:text-2xl">{videoTitle(video, index, caption?.title)}</h3>
              {scienceSection.videoLanguage ? <p className="mt-1 text-sm font-semibold text-ink-soft">{scienceSection.videoLanguage}</p> : null}
              {caption ? <p className="mt-2 text-ink-soft">{caption.caption}</p> : null}
            </article>
          );
        })}
      </div>
      <p className="mt-10">
        <SiteLink to={scienceSection.link.href} className={buttonClasses("outline", "md")}>
          {scienceSection.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </SiteLink>
      </p>
    </Section>
  );
}
