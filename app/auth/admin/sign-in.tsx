import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { AdminFrame, FramedAdminError, adminHeaders, adminLinks, adminMeta, Field, Notice } from "~/admin/admin-ui";
import { PasskeyAnswerForm, PasskeySignInButton, usePasskeySignIn } from "~/auth/admin/passkeys";
import { Button } from "~/components/ui/button";
import { adminCopy } from "#common/content/admin.ts";
import { authAdmin } from "#common/auth/content/admin.ts";
import { single } from "#common/forms/form-definition.ts";
import type { FieldErrors } from "#common/forms/rules.ts";
import { badForm, signInForm } from "#server/auth/admin-forms.server";
import { beginSignIn, CHALLENGE_TTL_MS, challengeIsValid, finishSignIn } from "#server/auth/accounts.server";
import { currentAdmin, safeNext } from "#server/auth/guard.server";
import { afterSignIn } from "#server/auth/new-sign-in.server";
import { finishPasskeySignIn, relyingParty } from "#server/auth/passkeys.server";
import { challengeCookie, readChallengeToken, requestIsHttps, sessionCookie } from "#server/auth/sessions.server";
import { readAdminForm } from "#server/forms/read-form.server";

const copy = authAdmin.signIn;
const passkeyCopy = authAdmin.passkeys;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.step === "code" ? copy.codeTitle : copy.title);
export const headers = adminHeaders;
export const links = adminLinks;

type Step = "password" | "code";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await currentAdmin(request, context)) throw redirect(next);
  const secure = requestIsHttps(request, context.config.TRUST_PROXY);
  const challenge = readChallengeToken(request, secure);
  const wantsCode = url.searchParams.get("step") === "code";
  const step: Step = wantsCode && challenge && (await challengeIsValid(context.db, challenge, context.now())) ? "code" : "password";
  const signedOut = url.searchParams.get("signed-out");
  return {
    step,
    next,
    expired: wantsCode && step === "password",
    notice: signedOut === "everywhere" ? copy.signedOutEverywhere : signedOut ? copy.signedOut : null,
    // Where passkeys work (the page offers them only there, once hydrated).
    passkeyOrigin: context.config.passkeyOrigin,
  };
}

function minutesUntil(at: number | undefined, now: number): number {
  return Math.max(1, Math.ceil(((at ?? now) - now) / 60000));
}

type ActionResult = { step: Step; error: string; email?: string; fieldErrors?: FieldErrors };

export async function action({ request, context }: Route.ActionArgs) {
  // Where to go afterwards is settled first: a `next` that is not a path under /admin becomes
  // /admin here, before a session begins or a code is spent, so the redirect at the end cannot fail.
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const form = await readAdminForm(request, signInForm);
  const secure = requestIsHttps(request, context.config.TRUST_PROXY);
  const meta = { now: context.now(), address: context.clientAddress, addressMaxFailures: context.config.SIGN_IN_ADDRESS_MAX_FAILURES };
  const nextQuery = next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`;

  if (!form.ok) {
    if (form.fieldErrors.intent) badForm();
    // A passkey's answer that is not JSON, or not an answer: said so, never a 5xx.
    if (form.values.intent === "passkey") return data<ActionResult>({ step: "password", error: passkeyCopy.signInErrors.unreadable! }, { status: 400 });
    const step: Step = form.values.intent === "code" ? "code" : "password";
    // Only the email is shown again: never the password or the code.
    const email = step === "password" ? single(form.values, "email") : undefined;
    return data<ActionResult>({ step, error: adminCopy.fixErrors, email, fieldErrors: form.fieldErrors }, { status: 400 });
  }

  if (form.data.intent === "code") {
    const challenge = readChallengeToken(request, secure);
    const result = challenge ? await finishSignIn(context.db, challenge, form.data.code, meta) : ({ ok: false, reason: "expired" } as const);
    if (result.ok) {
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(result.sessionToken, secure));
      headers.append("Set-Cookie", challengeCookie("", secure, 0));
      headers.append("Set-Cookie", await afterSignIn(request, context, { userId: result.user.id, method: result.usedRecoveryCode ? "recovery-code" : "password-and-code" }));
      throw redirect(next, { headers });
    }
    if (result.reason === "expired") return data<ActionResult>({ step: "password", error: copy.expired }, { status: 400 });
    const error = result.reason === "locked" ? copy.locked(minutesUntil(result.retryAt, meta.now)) : copy.wrongCode;
    return data<ActionResult>({ step: "code", error }, { status: result.reason === "locked" ? 429 : 400 });
  }

  if (form.data.intent === "passkey") {
    // A passkey is a whole sign-in: a session, as after the code step.
    const result = await finishPasskeySignIn(context.db, relyingParty(context.config), form.data.response, meta);
    if (result.ok) {
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(result.sessionToken, secure));
      headers.append("Set-Cookie", await afterSignIn(request, context, { userId: result.user.id, method: "passkey" }));
      throw redirect(next, { headers });
    }
    const error = result.reason === "locked" ? copy.locked(minutesUntil(result.retryAt, meta.now)) : passkeyCopy.signInErrors[result.reason]!;
    return data<ActionResult>({ step: "password", error }, { status: result.reason === "locked" ? 429 : 400 });
  }

  const { email, password } = form.data;
  const result = await beginSignIn(context.db, { email, password }, meta);
  if (result.ok) {
    throw redirect(`/admin/sign-in?step=code${nextQuery}`, {
      headers: {
        "Set-Cookie": challengeCookie(result.challenge, secure, CHALLENGE_TTL_MS / 1000),
      },
    });
  }
  const error = result.reason === "locked" ? copy.locked(minutesUntil(result.retryAt, meta.now)) : copy.invalid;
  return data<ActionResult>({ step: "password", error, email }, { status: result.reason === "locked" ? 429 : 400 });
}

/** Sign-in's own error screen (it is outside the back office's layout): a form it could not use, and why. */
export const ErrorBoundary = FramedAdminError;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const step = actionData?.step ?? loaderData.step;
  const error = actionData?.error ?? (loaderData.expired ? copy.expired : null);
  const email = actionData?.email ?? "";
  const fieldErrors = actionData?.fieldErrors ?? {};
  const nextQuery = loaderData.next === "/admin" ? "" : `?next=${encodeURIComponent(loaderData.next)}`;
  const passkey = usePasskeySignIn(loaderData.passkeyOrigin, actionData, step === "password");
  const shownError = passkey.error ?? error;
  return (
    <AdminFrame>
      {step === "code" ? (
        <>
          <h1 className="mb-3 text-3xl">{copy.codeTitle}</h1>
          <p className="mb-6 text-ink-soft">{copy.codeIntro}</p>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Form method="post" className="flex flex-col gap-5">
            <input type="hidden" name="intent" value="code" />
            <Field
              label={copy.code}
              name="code"
              required
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={20}
              autoFocus
              error={fieldErrors.code}
            />
            <Button type="submit" disabled={busy}>
              {copy.codeSubmit}
            </Button>
          </Form>
          <p className="mt-6">
            <a href={`/admin/sign-in${nextQuery}`} className="font-semibold text-primary underline underline-offset-4">
              {copy.startOver}
            </a>
          </p>
        </>
      ) : (
        <>
          <h1 className="mb-3 text-3xl">{copy.title}</h1>
          <p className="mb-6 text-ink-soft">{copy.intro}</p>
          {loaderData.notice && !shownError ? <Notice>{loaderData.notice}</Notice> : null}
          {shownError ? <Notice tone="error">{shownError}</Notice> : null}
          <Form method="post" className="flex flex-col gap-5">
            <input type="hidden" name="intent" value="password" />
            <Field
              label={copy.email}
              name="email"
              type="email"
              required
              // "webauthn": the browser offers the site's passkeys in this field's autofill (only once the page asks for them).
              autoComplete={passkey.autofill ? "username webauthn" : "username"}
              defaultValue={email}
              error={fieldErrors.email}
            />
            <Field label={copy.password} name="password" type="password" required autoComplete="current-password" error={fieldErrors.password} />
            <Button type="submit" disabled={busy}>
              {copy.submit}
            </Button>
          </Form>
          {passkey.available ? (
            <>
              <PasskeySignInButton busy={passkey.busy || busy} onClick={() => void passkey.signIn()} />
              <PasskeyAnswerForm form={passkey.form} />
            </>
          ) : null}
        </>
      )}
    </AdminFrame>
  );
}
