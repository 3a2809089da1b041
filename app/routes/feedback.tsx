import type { Route } from "./+types/feedback";
import { FeedbackForm } from "~/components/forms/feedback-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { pageIntros } from "~/content/page-intros";
import { clientFormAction } from "~/lib/forms/client-action";
import { feedbackForm } from "~/lib/forms/feedback";
import { routeMeta } from "~/lib/seo";
import { formAction, formPageData } from "../../server/forms/form-route.server";

export const meta: Route.MetaFunction = () => routeMeta("/feedback");

// A fresh idempotency key in every copy of the page: never cached in shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache" });

export const loader = ({ context }: Route.LoaderArgs) => formPageData("feedback", context);

export const action = ({ request, context }: Route.ActionArgs) => formAction("feedback", request, context);

export const clientAction = clientFormAction(feedbackForm);

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const intro = pageIntros.feedback;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <Section tone="alt" className="max-w-3xl">
        <FeedbackForm page={loaderData} pageResult={actionData} />
      </Section>
    </>
  );
}
