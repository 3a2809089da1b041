import { data, Form } from "react-router";
import type { Route } from "./+types/users";
import { adminHeaders, adminMeta, EmailAddress, Field, Notice } from "~/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { adminCopy } from "#common/content/admin.ts";
import { authAdmin } from "#common/auth/content/admin.ts";
import { usersForm } from "#server/auth/admin-forms.server";
import { inviteUser, listUsers, normaliseEmail, removeUser, resetSecondFactor, setupLink } from "#server/auth/accounts.server";
import { requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { readAdminForm } from "#server/forms/read-form.server";

const copy = authAdmin.users;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, "owner");
  return { me: user.id, users: await listUsers(context.db) };
}

type ActionResult = { link?: string; message: string; tone: "info" | "error" };

/** Owner only: invite an assistant, reset someone's second factor, remove someone. Setup links are shown once, here. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, usersForm);
  const meta = {
    actor: owner,
    address: context.clientAddress,
    now: context.now(),
  };
  const siteUrl = context.config.business.siteUrl;
  const fail = (reason: string) => data<ActionResult>({ message: copy.errors[reason] ?? reason, tone: "error" }, { status: 400 });
  // No intent, an unknown one or an id that is not a number: nobody to act on.
  if (!form.ok) return fail(form.fieldErrors.email ? "invalid-email" : "not-found");
  if (form.data.intent === "invite") {
    const result = await inviteUser(context.db, {
      email: form.data.email,
      role: "assistant",
      ...meta,
    });
    if (!result.ok) return fail(result.reason);
    return data<ActionResult>({
      link: setupLink(siteUrl, result.token),
      message: copy.linkFor(normaliseEmail(form.data.email)),
      tone: "info",
    });
  }
  const { intent, userId } = form.data;
  if (userId === owner.id) return fail("self");
  if (intent === "reset") {
    const result = await resetSecondFactor(context.db, userId, meta);
    if (!result.ok) return fail(result.reason);
    return data<ActionResult>({
      link: setupLink(siteUrl, result.token),
      message: copy.resetDone(result.email),
      tone: "info",
    });
  }
  const result = await removeUser(context.db, userId, meta);
  if (!result.ok) return fail(result.reason);
  return data<ActionResult>({
    message: copy.removed(result.email),
    tone: "info",
  });
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, me } = loaderData;
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 text-ink-soft">{copy.intro}</p>
      {actionData ? (
        <Notice tone={actionData.tone}>
          <p>{actionData.message}</p>
          {actionData.link ? (
            <p className="mt-2">
              <span className="font-semibold">{copy.linkTitle}: </span>
              <code className="break-all" data-testid="setup-link">
                {actionData.link}
              </code>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <ul className="mb-10 flex flex-col gap-4">
        {users.map((user) => (
          <li key={user.id} className="rounded-card border border-line bg-surface p-5 shadow-soft">
            <h2 className="text-xl">
              {user.name} {user.id === me ? <span className="text-base font-normal text-ink-soft">{copy.you}</span> : null}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{copy.email}</dt>
              <dd>
                <EmailAddress address={user.email} />
              </dd>
              <dt className="font-semibold">{copy.role}</dt>
              <dd>{adminCopy.roles[user.role]}</dd>
              <dt className="font-semibold">{copy.secondFactor}</dt>
              <dd>{user.enrolled ? copy.enrolled(user.recoveryCodesLeft) : copy.notEnrolled}</dd>
              <dt className="font-semibold">{copy.passkeys}</dt>
              <dd>{copy.passkeyCount(user.passkeys)}</dd>
            </dl>
            {user.id !== me ? (
              <div className="mt-4 flex flex-wrap gap-3">
                {(["reset", "remove"] as const).map((intent) => (
                  // A second step without JavaScript: the button that acts is inside the disclosure.
                  <details key={intent} className="rounded-xl border border-line px-3 py-2">
                    <summary className="min-h-11 cursor-pointer content-center font-semibold">
                      {copy[intent]}
                      <span className="sr-only">: {user.name}</span>
                    </summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value={intent} />
                      <input type="hidden" name="userId" value={user.id} />
                      <Button type="submit" size="sm" variant={intent === "remove" ? "primary" : "outline"}>
                        {copy[intent]} {user.name}
                      </Button>
                    </Form>
                  </details>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-heading" className="rounded-card border border-line bg-surface p-5 sm:max-w-lg">
        <h2 id="add-heading" className="mb-1 text-2xl">
          {copy.addTitle}
        </h2>
        <p className="mb-4 text-ink-soft">{copy.addIntro}</p>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="invite" />
          <Field label={copy.addEmail} name="email" type="email" required autoComplete="off" />
          <Button type="submit">{copy.add}</Button>
        </Form>
      </section>
    </>
  );
}
