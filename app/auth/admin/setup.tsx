import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/setup";
import { AdminFrame, FramedAdminError, adminHeaders, adminLinks, adminMeta, Field, Notice } from "~/admin/admin-ui";
import { CopyButton } from "~/admin/copy-button";
import { Button, buttonClasses } from "~/components/ui/button";
import { adminCopy } from "#common/content/admin.ts";
import { authAdmin } from "#common/auth/content/admin.ts";
import { single } from "#common/forms/form-definition.ts";
import type { FieldErrors } from "#common/forms/rules.ts";
import { badForm, setupForm } from "#server/auth/admin-forms.server";
import { completeSetup, pendingSetup, readSetupToken, startSetup, type SetupFieldErrors } from "#server/auth/accounts.server";
import { afterSignIn } from "#server/auth/new-sign-in.server";
import { requestIsHttps, sessionCookie } from "#server/auth/sessions.server";
import { enrolment } from "#server/auth/enrolment.server";
import { readAdminForm } from "#server/forms/read-form.server";

const copy = authAdmin.setup;

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;
export const links = adminLinks;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const info = await readSetupToken(context.db, token, context.now());
  if (!info) return data({ valid: false as const }, { status: 410 });
  return {
    valid: true as const,
    email: info.email,
    name: info.existingName ?? "",
  };
}

type ActionResult =
  | {
      step: "details";
      /** Worded, under each field. */
      fieldErrors: FieldErrors;
      values: { name: string; email: string };
    }
  | { step: "enrol"; uri: string; qrSvg: string; secret: string; error?: string }
  | { step: "codes"; codes: string[]; file: { name: string; text: string } }
  | { step: "expired" };

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readAdminForm(request, setupForm);
  const now = context.now();
  const issuer = context.config.business.name;
  if (!form.ok) {
    if (form.fieldErrors.intent) badForm();
    if (form.values.intent === "confirm") {
      const pending = await pendingSetup(context.db, token, now);
      if (!pending) return data<ActionResult>({ step: "expired" }, { status: 410 });
      return data<ActionResult>({ step: "enrol", ...(await enrolment(issuer, pending.email, pending.secret)), error: form.fieldErrors.code ?? copy.wrongCode }, { status: 400 });
    }
    // Only the name and email are shown again: never the passwords.
    const values = { name: single(form.values, "name"), email: single(form.values, "email") };
    return data<ActionResult>({ step: "details", fieldErrors: form.fieldErrors, values }, { status: 400 });
  }
  if (form.data.intent === "confirm") {
    const result = await completeSetup(context.db, token, form.data.code, { now, address: context.clientAddress });
    if (result.ok) {
      const secure = requestIsHttps(request, context.config.TRUST_PROXY);
      // The browser that finished setup is remembered without an email: the setup link was the proof.
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(result.sessionToken, secure));
      headers.append("Set-Cookie", await afterSignIn(request, context, { userId: result.user.id, method: "password-and-code", notify: false }));
      const file = { name: copy.codesFileName(issuer), text: `${copy.codesFile(issuer, result.user.email)}\n${result.recoveryCodes.join("\n")}\n` };
      // 200 said outright: the loader, run again after the action, finds the link used (410), and
      // React Router answers with the action's status only when the action gives one.
      return data<ActionResult>({ step: "codes", codes: result.recoveryCodes, file }, { status: 200, headers });
    }
    const pending = result.reason === "wrong-code" ? await pendingSetup(context.db, token, now) : null;
    if (!pending) return data<ActionResult>({ step: "expired" }, { status: 410 });
    return data<ActionResult>(
      {
        step: "enrol",
        ...(await enrolment(issuer, pending.email, pending.secret)),
        error: copy.wrongCode,
      },
      { status: 400 },
    );
  }
  const { name, email, password, confirm } = form.data;
  const result = await startSetup(context.db, token, { name, email, password, confirm }, now);
  if (result.ok)
    return data<ActionResult>({
      step: "enrol",
      ...(await enrolment(issuer, result.email, result.secret)),
    });
  if ("expired" in result) return data<ActionResult>({ step: "expired" }, { status: 410 });
  return data<ActionResult>({ step: "details", fieldErrors: wordSetupErrors(result.errors), values: { name, email } }, { status: 400 });
}

/** startSetup's reasons, worded for the page. */
function wordSetupErrors(errors: SetupFieldErrors): FieldErrors {
  const worded: FieldErrors = {};
  for (const [field, reason] of Object.entries(errors)) if (reason) worded[field] = copy.errors[reason] ?? copy.errors.invalid!;
  return worded;
}

/** Setup's own error screen (it is outside the back office's layout): a form it could not use, and why. */
export const ErrorBoundary = FramedAdminError;

function Invalid() {
  return (
    <>
      <h1 className="mb-3 text-3xl">{copy.invalidTitle}</h1>
      <p className="text-ink-soft">{copy.invalidText}</p>
    </>
  );
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;

  if (result?.step === "codes") {
    return (
      <AdminFrame>
        <h1 className="mb-3 text-3xl">{copy.codesTitle}</h1>
        <p className="mb-6 text-ink-soft">{copy.codesIntro}</p>
        <ol
          className="mb-4 grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border-2 border-line bg-surface p-4 font-mono text-lg"
          data-testid="recovery-codes"
        >
          {result.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        {/* The file is in the page (a data: link), so Download works without JavaScript; Copy needs it. */}
        <div className="mb-8 flex flex-wrap items-start gap-3">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(result.file.text)}`} download={result.file.name} className={buttonClasses("outline", "md")}>
            {copy.downloadCodes}
          </a>
          <CopyButton text={result.codes.join("\n")} label={copy.copyCodes} copied={copy.codesCopied} failed={copy.codesCopyFailed} />
        </div>
        <Button asChild>
          <a href="/admin">{copy.continue}</a>
        </Button>
      </AdminFrame>
    );
  }
  if (result?.step === "expired" || (!result && !loaderData.valid)) {
    return (
      <AdminFrame>
        <Invalid />
      </AdminFrame>
    );
  }
  if (result?.step === "enrol") {
    return (
      <AdminFrame>
        <h1 className="mb-3 text-3xl">{copy.enrolTitle}</h1>
        <p className="mb-6 text-ink-soft">{copy.enrolIntro}</p>
        {result.error ? <Notice tone="error">{result.error}</Notice> : null}
        {/* A phone cannot scan its own screen: the same otpauth: URI as a link opens the app on it. */}
        <p className="mb-1">
          <a href={result.uri} className={buttonClasses("primary", "md")} aria-describedby="open-in-app-hint">
            {copy.openInApp}
          </a>
        </p>
        <p id="open-in-app-hint" className="mb-6 text-sm text-ink-soft">
          {copy.openInAppHint}
        </p>
        <p className="mb-2 text-ink-soft">{copy.qrIntro}</p>
        <div
          role="img"
          aria-label={copy.qrLabel}
          className="mx-auto mb-6 w-56 rounded-xl bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
          // Our own SVG, drawn on the server by `qrcode` from the otpauth: URI (no visitor text in it).
          dangerouslySetInnerHTML={{ __html: result.qrSvg }}
        />
        <p className="mb-1 text-ink-soft">{copy.secretLabel}</p>
        <p className="mb-2 font-mono text-lg tracking-wide break-words select-all" data-testid="totp-secret">
          {result.secret}
        </p>
        <div className="mb-6">
          <CopyButton text={result.secret.replace(/\s+/g, "")} label={copy.copyKey} copied={copy.keyCopied} failed={copy.keyCopyFailed} />
        </div>
        <Form method="post" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="confirm" />
          <Field label={copy.code} name="code" required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} />
          <Button type="submit" disabled={busy}>
            {copy.confirmCode}
          </Button>
        </Form>
      </AdminFrame>
    );
  }
  const errors = result?.step === "details" ? result.fieldErrors : {};
  const values = result?.step === "details" ? result.values : { name: loaderData.valid ? loaderData.name : "", email: "" };
  const fixedEmail = loaderData.valid ? loaderData.email : null;
  const message = (key: keyof SetupFieldErrors) => errors[key];
  return (
    <AdminFrame>
      <h1 className="mb-3 text-3xl">{copy.title}</h1>
      <p className="mb-6 text-ink-soft">{copy.intro}</p>
      {Object.keys(errors).length > 0 ? <Notice tone="error">{adminCopy.fixErrors}</Notice> : null}
      <Form method="post" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="details" />
        <Field
          label={copy.name}
          name="name"
          required
          autoComplete="name"
          defaultValue={values.name}
          error={message("name")}
          maxLength={100}
        />
        <Field
          label={copy.email}
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={fixedEmail ?? values.email}
          readOnly={Boolean(fixedEmail)}
          error={message("email")}
        />
        <Field
          label={copy.password}
          name="password"
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          hint={copy.passwordHint}
          error={message("password")}
        />
        <Field label={copy.confirm} name="confirm" type="password" required autoComplete="new-password" error={message("confirm")} />
        <Button type="submit" disabled={busy}>
          {copy.next}
        </Button>
      </Form>
    </AdminFrame>
  );
}
