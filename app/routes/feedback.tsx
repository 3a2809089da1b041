import type { Route } from "./+types/feedback";
import { FeedbackForm } from "~/components/forms/feedback-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { pageIntros } from "~/content/page-intros";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => routeMeta("/feedback");

export default function FeedbackPage() {
  const intro = pageIntros.feedback;
  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <Section tone="alt" className="max-w-3xl">
        <FeedbackForm />
      </Section>
    </>
  );
}
