import { LockKeyhole } from "~/components/ui/icons";
import type { Route } from "./+types/interactive-tools";
import { PageHeader } from "~/components/page-header";
import { Quiz } from "~/components/quiz/quiz";
import { Section } from "~/components/section";
import { pageIntros } from "~/content/page-intros";
import { quizCopy } from "~/content/quizzes";
import { quizPackages } from "~/lib/quiz/packages.server";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";

/** Kept until the owner publishes: the result shows the recommended package's price (docs/caching.md). */
export const handle: PageHandle = { cache: { stamps: ["site-content"] } };

export async function loader({ context }: Route.LoaderArgs) {
  return { packages: await quizPackages(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/interactive-tools", { matches });

export default function InteractiveToolsPage({ loaderData }: Route.ComponentProps) {
  const intro = pageIntros.interactiveTools;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <Section id="quiz" tone="alt">
        <Quiz packages={loaderData.packages} />
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-ink-soft">
          <LockKeyhole aria-hidden className="mr-1.5 inline size-4 align-[-0.15em]" />
          {quizCopy.privacyNote}
        </p>
      </Section>
    </>
  );
}
