import { data, redirect } from "react-router";
import type { Route } from "./+types/subscribe";
import { PrivacyLink } from "~/forms/privacy-link";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { localePath } from "#common/content/locale.ts";
import { subscribePageCopy as copy } from "~/content/newsletter";
import { uiCopy } from "~/content/ui";
import { newsletterSubscribeHref } from "#common/business.ts";
import { newsletterEmailProblem } from "~/lib/newsletter";
import { routeMeta } from "~/lib/seo";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { formValues, single } from "#common/forms/form-definition.ts";
import { readForm } from "#server/forms/read-form.server";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/subscribe", { matches, noIndex: true });

/**
 * Where the newsletter forms post. With JavaScript they open the platform's subscribe page
 * themselves; without it they post here (in a new tab) and are sent on with a 303. The address
 * is never logged, and it reaches a URL only on the newsletter platform's page, as the spec says.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const email = single(formValues(await readForm(request)), "email");
  const problem = newsletterEmailProblem(email);
  if (problem) return data(problem, { status: 400 });
  return redirect(newsletterSubscribeHref(context.business.current().newsletterSubscribeUrl, email), 303);
}

/** What the server's page cache keeps this page by (docs/caching.md): the same for everyone (the form posts to the action). */
export const handle: PageHandle = { cache: {} };

export default function SubscribePage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} />
      <Section tone="alt" className="max-w-xl">
        <form method="post" action={localePath("/subscribe")} noValidate className="grid gap-3">
          {actionData ? (
            <div role="alert" className="rounded-xl border border-danger bg-surface px-4 py-3">
              <p className="font-semibold text-danger">{actionData.title}</p>
              <p>{actionData.message}</p>
            </div>
          ) : null}
          <label htmlFor="subscribe-email" className="font-semibold">
            {copy.emailLabel}
          </label>
          <input
            id="subscribe-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={uiCopy.emailPlaceholder}
            aria-invalid={actionData ? true : undefined}
            className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-danger"
          />
          <Button type="submit" className="justify-self-start">
            {copy.submit}
          </Button>
          <PrivacyLink form="newsletter" />
        </form>
      </Section>
    </>
  );
}
