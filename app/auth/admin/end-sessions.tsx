import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/end-sessions";
import { AdminFrame, FramedAdminError, adminLinks, adminMeta, Notice } from "~/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { authAdmin } from "#common/auth/content/admin.ts";
import { accountForm, badForm } from "#server/auth/admin-forms.server";
import { signOutLinkOwner, signOutWithLink } from "#server/auth/new-sign-in.server";
import { readAdminForm } from "#server/forms/read-form.server";

/**
 * The new sign-in email's "Sign out everywhere" link (server/auth/new-sign-in.server.ts): no
 * session needed, since whoever reads it may be locked out of their own account. Opening the link
 * changes nothing (mail scanners open links); the button posts to the same address.
 */
const copy = authAdmin.endSessions;

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
// The token is in the address: never cached, never sent on as a referrer to another site.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});
export const links = adminLinks;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const person = await signOutLinkOwner(context.db, token, context.now());
  if (!person) return data({ email: null, ended: null }, { status: 410 });
  return { email: person.email, ended: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readAdminForm(request, accountForm);
  if (!form.ok) badForm();
  const ended = await signOutWithLink(context.db, token, { now: context.now(), address: context.clientAddress });
  if (ended === null) return data({ email: null, ended: null }, { status: 410 });
  // 200 said outright: the loader, run again after the action, finds the link used (410), and
  // React Router answers with the action's status only when the action gives one.
  return data({ email: null, ended }, { status: 200 });
}

export const ErrorBoundary = FramedAdminError;

export default function EndSessions({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { email, ended } = actionData ?? loaderData;
  return (
    <AdminFrame>
      <h1 className="mb-3 text-3xl">{copy.title}</h1>
      {ended !== null ? (
        <Notice>{copy.done(ended)}</Notice>
      ) : email ? (
        <Form method="post" className="flex flex-col gap-5">
          <p className="text-ink-soft">{copy.intro(email)}</p>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" disabled={busy}>
            {copy.submit}
          </Button>
        </Form>
      ) : (
        <Notice tone="error">{copy.invalid}</Notice>
      )}
      <p className="mt-6">
        <a href="/admin/sign-in" className="font-semibold text-primary underline underline-offset-4">
          {copy.signIn}
        </a>
      </p>
    </AdminFrame>
  );
}
