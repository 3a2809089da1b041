import { Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { adminHeaders, adminMeta } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~/content/admin";
import { accountForm, badForm } from "../../../server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "../../../server/auth/guard.server";
import { signOutEverywhere } from "../../../server/auth/new-sign-in.server";
import { clearedSessionCookie, countUserSessions, requestIsHttps } from "../../../server/auth/sessions.server";
import { readAdminForm } from "../../../server/forms/read-form.server";

const copy = adminCopy.account;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  return {
    user,
    sessions: await countUserSessions(context.db, user.id, context.now()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, accountForm);
  if (!form.ok) badForm();
  const ended = await signOutEverywhere(context.db, user.id);
  await audit(context, user, "sign-out.everywhere", `${ended} session${ended === 1 ? "" : "s"} ended`);
  const secure = requestIsHttps(request, context.config.TRUST_PROXY);
  return redirect("/admin/sign-in?signed-out=everywhere", {
    headers: { "Set-Cookie": clearedSessionCookie(secure) },
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, sessions } = loaderData;
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-1">
        {user.name} · {user.email} · {adminCopy.roles[user.role]}
      </p>
      <p className="mb-8 text-ink-soft">{copy.signedInOn(sessions)}</p>
      <div className="flex flex-col gap-6 sm:max-w-md">
        <Form method="post" action="/admin/sign-out">
          <Button type="submit" variant="outline">
            {copy.signOut}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <p id="everywhere-hint" className="mb-3 text-ink-soft">
            {copy.everywhereHint}
          </p>
          <Button type="submit" aria-describedby="everywhere-hint">
            {copy.signOutEverywhere}
          </Button>
        </Form>
      </div>
    </>
  );
}
