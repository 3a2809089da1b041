import type { ReactNode } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { adminHeaders, adminMeta, formatTime, Notice } from "~/admin/admin-ui";
import { AddPasskey } from "~/auth/admin/passkeys";
import { Button } from "~/components/ui/button";
import { adminCopy } from "#common/content/admin.ts";
import { authAdmin } from "#common/auth/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { accountForm, badForm } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage, signedInAt } from "#server/auth/guard.server";
import { addPasskey, isFreshSignIn, listPasskeys, relyingParty, removePasskey, renamePasskey } from "#server/auth/passkeys.server";
import { clearedSessionCookie, countUserSessions, requestIsHttps } from "#server/auth/sessions.server";
import { signOutEverywhere } from "#server/auth/new-sign-in.server";
import { readAdminForm } from "#server/forms/read-form.server";

const copy = authAdmin.account;
const passkeyCopy = authAdmin.passkeys;
export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const now = context.now();
  const zone = context.config.BUSINESS_TIME_ZONE;
  const passkeys = await listPasskeys(context.db, user.id);
  return {
    user,
    sessions: await countUserSessions(context.db, user.id, now),
    zone,
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      added: formatTime(passkey.createdAt, zone),
      lastUsed: passkey.lastUsedAt ? formatTime(passkey.lastUsedAt, zone) : null,
    })),
    // Adding a passkey needs a recent sign-in (the page asks again if it is left open).
    fresh: isFreshSignIn(await signedInAt(request, context), now),
    passkeyOrigin: context.config.passkeyOrigin,
  };
}

type ActionResult = { message: string; tone: "info" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAdminForm(request, accountForm);
  if (!form.ok) {
    // A passkey form with a field the server cannot use: said under the list; any other form is not one of this page's.
    const intent = form.values.intent;
    if (intent === "add-passkey") return data<ActionResult>({ message: passkeyCopy.errors.unreadable!, tone: "error" }, { status: 400 });
    if (intent === "rename-passkey" && form.fieldErrors.name && !form.fieldErrors.passkeyId) {
      return data<ActionResult>({ message: passkeyCopy.errors["name-required"]!, tone: "error" }, { status: 400 });
    }
    badForm();
  }
  const now = context.now();
  const meta = { now, address: context.clientAddress };
  const fail = (reason: string) => data<ActionResult>({ message: passkeyCopy.errors[reason] ?? passkeyCopy.errors.failed!, tone: "error" }, { status: 400 });

  switch (form.data.intent) {
    case "add-passkey": {
      const result = await addPasskey(context.db, relyingParty(context.config), user, form.data, { ...meta, signedInAt: await signedInAt(request, context) });
      if (!result.ok) return fail(result.reason);
      return data<ActionResult>({ message: passkeyCopy.addedNotice(result.passkey.name), tone: "info" });
    }
    case "rename-passkey": {
      const result = await renamePasskey(context.db, user, form.data.passkeyId, form.data.name, meta);
      if (!result.ok) return fail(result.reason);
      return data<ActionResult>({ message: passkeyCopy.renamedNotice(result.name), tone: "info" });
    }
    case "remove-passkey": {
      const result = await removePasskey(context.db, user, form.data.passkeyId, meta);
      if (!result.ok) return fail(result.reason);
      return data<ActionResult>({ message: passkeyCopy.removedNotice(result.name), tone: "info" });
    }
    case "sign-out-everywhere": {
      const ended = await signOutEverywhere(context.db, user.id);
      await audit(context, user, "sign-out.everywhere", `${ended} session${ended === 1 ? "" : "s"} ended`);
      const secure = requestIsHttps(request, context.config.TRUST_PROXY);
      return redirect("/admin/sign-in?signed-out=everywhere", {
        headers: { "Set-Cookie": clearedSessionCookie(secure) },
      });
    }
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, passkeys, zone } = loaderData;
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

      <section aria-labelledby="passkeys-heading" className="mt-10 sm:max-w-xl">
        <h2 id="passkeys-heading" className="mb-2 text-2xl">
          {passkeyCopy.title}
        </h2>
        <p className="mb-4 text-ink-soft">{passkeyCopy.intro}</p>
        {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        {passkeys.length === 0 ? (
          <p className="mb-4">{passkeyCopy.none}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-soft">{passkeyCopy.timesIn(timeZoneName(zone))}</p>
            <ul className="flex flex-col gap-4" aria-label={passkeyCopy.title}>
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="rounded-card border border-line bg-surface p-5 shadow-soft" data-testid="passkey">
                  <h3 className="text-xl break-words">{passkey.name}</h3>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold">{passkeyCopy.added}</dt>
                    <dd>
                      <time dateTime={passkey.createdAt}>{passkey.added}</time>
                    </dd>
                    <dt className="font-semibold">{passkeyCopy.lastUsed}</dt>
                    <dd>{passkey.lastUsedAt ? <time dateTime={passkey.lastUsedAt}>{passkey.lastUsed}</time> : passkeyCopy.neverUsed}</dd>
                  </dl>
                  <div className="mt-4 flex flex-wrap items-start gap-3">
                    {/* Second steps without JavaScript: each form is inside its disclosure. */}
                    <Step label={passkeyCopy.rename} name={passkey.name}>
                      <Form method="post" className="mt-2 flex flex-col gap-3">
                        <input type="hidden" name="intent" value="rename-passkey" />
                        <input type="hidden" name="passkeyId" value={passkey.id} />
                        <label htmlFor={`passkey-${passkey.id}-name`} className="font-semibold">
                          {passkeyCopy.newName}
                        </label>
                        <input
                          id={`passkey-${passkey.id}-name`}
                          name="name"
                          required
                          maxLength={60}
                          autoComplete="off"
                          defaultValue={passkey.name}
                          className="min-h-12 rounded-xl border-2 border-line bg-surface px-3 text-base text-ink"
                        />
                        <Button type="submit" size="sm" variant="outline">
                          {passkeyCopy.saveName}
                        </Button>
                      </Form>
                    </Step>
                    <Step label={passkeyCopy.remove} name={passkey.name}>
                      <Form method="post" className="mt-2 flex flex-col gap-3">
                        <input type="hidden" name="intent" value="remove-passkey" />
                        <input type="hidden" name="passkeyId" value={passkey.id} />
                        <p className="text-sm text-ink-soft">{passkeyCopy.removeHint}</p>
                        <Button type="submit" size="sm">
                          {passkeyCopy.removeNamed(passkey.name)}
                        </Button>
                      </Form>
                    </Step>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <AddPasskey origin={loaderData.passkeyOrigin} fresh={loaderData.fresh} />
      </section>
    </>
  );
}

/** A second step without JavaScript: the form inside a disclosure named for its passkey. */
function Step({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-line px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        {label}
        <span className="sr-only">: {name}</span>
      </summary>
      {children}
    </details>
  );
}
