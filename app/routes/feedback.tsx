import type { Route } from "./+types/feedback";
import { FeedbackForm } from "~/forms/feedback-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { pageIntros } from "~/content/page-intros";
import { clientFormAction } from "~/forms/client-action";
import { feedbackBasics } from "#common/forms/feedback.page.ts";
import { routeMeta } from "~/lib/seo";
import { formAction, formPageData } from "#server/forms/form-route.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/feedback", { matches });

// The same copy for everyone, with a form token that ages: revalidated on every visit.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

/** What the server's page cache keeps this page by (docs/caching.md): the confirmation after a send, and the form token of the second. */
export const handle: PageHandle = { cache: { query: ["sent"], stamps: ["form-window"] } };

export const loader = ({ request, context }: Route.LoaderArgs) => formPageData("feedback", request, context);

export const action = ({ request, context }: Route.ActionArgs) => formAction("feedback", request, context);

export const clientAction = clientFormAction(feedbackBasics);

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const intro = pageIntros.feedback;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <Section tone="alt" className="max-w-3xl">
        <FeedbackForm page={loaderData} pageResult={actionData ?? loaderData.confirmation ?? undefined} />
      </Section>
    </>
  );
}
