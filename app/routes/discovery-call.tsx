import type { Route } from "./+types/discovery-call";
import { DiscoveryCallForm, useDiscoveryCallForm } from "~/components/discovery-call/discovery-call-form";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { discoveryCallCopy } from "~/content/discovery-call";
import { clientFormAction } from "~/lib/forms/client-action";
import { discoveryCallForm } from "~/lib/forms/discovery-call";
import { routeMeta } from "~/lib/seo";
import { formAction, formPageData } from "../../server/forms/form-route.server";

export const meta: Route.MetaFunction = () => routeMeta("/discovery-call");

// A fresh form token and idempotency key in every copy of the page: never cached in shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache" });

export const loader = ({ context }: Route.LoaderArgs) => formPageData("discovery-call", context);

/** The discovery call dialog's form posts here from every page; without JavaScript its buttons lead here. */
export const action = ({ request, context }: Route.ActionArgs) => formAction("discovery-call", request, context);

export const clientAction = clientFormAction(discoveryCallForm);

export default function DiscoveryCallPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useDiscoveryCallForm({ page: loaderData, pageResult: actionData });
  return (
    <>
      <PageHeader eyebrow={discoveryCallCopy.eyebrow} title={discoveryCallCopy.title} intro={<p>{discoveryCallCopy.pageIntro}</p>} />
      <Section tone="alt" className="max-w-3xl">
        <p className="mb-6 text-ink-soft">{discoveryCallCopy.description}</p>
        <DiscoveryCallForm form={form} pageResult={actionData} />
      </Section>
    </>
  );
}
