import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy";
import { adminHeaders, adminMeta, Field, formatTime, Notice, WithAddress } from "~/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formsAdmin } from "#common/forms/content/admin.ts";
import { inboxAdmin } from "#common/inbox/content/admin.ts";
import { privacyAdmin as copy } from "#common/privacy/content/admin.ts";
import { timeZoneName } from "#common/time-zone-names.ts";
import { postedText } from "#server/auth/admin-forms.server";
import { audit, requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { readAdminForm } from "#server/forms/read-form.server";
import { orderLineItems } from "#server/payments/orders.server";
import { addressHash, BusinessAddressError, erasePerson, findPerson, isBusinessAddress, normalizeAddress } from "#server/privacy/person.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

/** The longest address looked up (RFC 5321's limit is 254; a little room for spaces). */
const MAX_EMAIL = 320;

const eraseForm = z.object({ email: postedText(MAX_EMAIL), confirm: postedText(10) });

/** GET ?email=: what is stored about the address, owner only. Each search is in the audit log, by the address's hash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context, "owner");
  const params = new URL(request.url).searchParams;
  const email = normalizeAddress((params.get("email") ?? "").slice(0, MAX_EMAIL));
  const erased = /^(\d+)\.(\d+)\.(\d+)\.(\d+)(?:\.(\d+))?$/.exec(params.get("erased") ?? "");
  const zone = context.config.BUSINESS_TIME_ZONE;
  const base = {
    email,
    erased: erased ? { submissions: Number(erased[1]), notes: Number(erased[2]), bookings: Number(erased[3]), emails: Number(erased[4]), orders: Number(erased[5] ?? 0) } : null,
  };
  if (email === "") return { ...base, found: null };
  if (await isBusinessAddress(context.db, context.config, email)) {
    return data({ ...base, found: null, refused: copy.businessAddress(email) }, { status: 400 });
  }
  const person = await findPerson(context.db, email);
  await audit(context, user, "person.find", `address hash ${addressHash(email)}`);
  return {
    ...base,
    found: {
      submissions: person.submissions.map((s) => ({
        key: `${s.kind}-${s.row.id}`,
        kind: s.kind,
        href: `/admin/inbox/${s.kind}/${s.row.id}`,
        received: formatTime(s.row.received_at, zone),
        receivedAt: s.row.received_at,
        status: s.row.status,
        notes: s.notes.length,
        bookings:
          s.kind === "discovery-call"
            ? s.bookings.map((b) => ({ id: b.id, words: copy.booking(formatTime(new Date(Number(b.start_at)).toISOString(), zone), copy.bookingStatuses[b.status] ?? b.status) }))
            : [],
      })),
      emails: person.emails.map((e) => ({
        id: e.id,
        words: copy.emailSent(copy.emailPurposes[e.purpose] ?? e.purpose, copy.emailStatuses[e.status] ?? e.status),
        createdAt: e.created_at,
        created: formatTime(e.created_at, zone),
      })),
      orders: person.orders.map((o) => {
        const created = new Date(Number(o.created_at)).toISOString();
        const name = orderLineItems(o)[0]?.name ?? o.package_id;
        return { id: o.id, words: copy.order(name, copy.orderStatuses[o.status] ?? o.status, (o.amount_total / 100).toFixed(2)), createdAt: created, created: formatTime(created, zone) };
      }),
      zoneName: timeZoneName(zone),
    },
  };
}

/** POST: erase everything stored about the address, once the owner ticked the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context, "owner");
  const form = await readAdminForm(request, eraseForm);
  const email = form.ok ? normalizeAddress(form.data.email) : "";
  if (!form.ok || email === "") return data({ error: copy.confirmMissing }, { status: 400 });
  if (form.data.confirm !== "yes") return data({ error: copy.confirmMissing }, { status: 400 });
  let counts;
  try {
    // erasePerson checks the business's own addresses inside its transaction (isBusinessAddress).
    counts = await erasePerson(context.db, email, {
      actor: user,
      business: context.config,
      now: context.now(),
      hooks: context.eraseHooks,
      address: context.clientAddress,
    });
  } catch (error) {
    if (error instanceof BusinessAddressError) return data({ error: copy.businessAddress(email) }, { status: 400 });
    throw error;
  }
  // The counts only in the address bar: never the erased address.
  return redirect(`/admin/privacy?erased=${counts.submissions}.${counts.notes}.${counts.bookings}.${counts.emails}.${counts.orders}`);
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, found, erased } = loaderData;
  const refused = "refused" in loaderData ? loaderData.refused : null;
  const empty = found !== null && found.submissions.length === 0 && found.emails.length === 0 && found.orders.length === 0;
  return (
    <>
      <h1 className="mb-2 text-3xl">{copy.title}</h1>
      <p className="mb-6 max-w-prose text-ink-soft">{copy.intro}</p>
      {erased ? <Notice>{copy.erased(erased)}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {refused ? (
        <Notice tone="error">
          <WithAddress text={refused} address={email} />
        </Notice>
      ) : null}
      <Form method="get" className="mb-8 flex max-w-xl flex-wrap items-end gap-3">
        <Field label={copy.emailLabel} hint={copy.emailHint} name="email" type="email" required maxLength={MAX_EMAIL} defaultValue={email} autoComplete="off" className="min-w-64 flex-1" />
        <Button type="submit">{copy.find}</Button>
      </Form>
      {found === null ? null : empty ? (
        <p>
          <WithAddress text={copy.nothing(email)} address={email} />
        </p>
      ) : (
        <section aria-labelledby="found-heading">
          <h2 id="found-heading" className="mb-2 text-2xl">
            <WithAddress text={copy.foundHeading(email)} address={email} />
          </h2>
          <p className="mb-4 text-sm text-ink-soft">{copy.timesIn(found.zoneName)}</p>
          {found.submissions.length > 0 ? (
            <>
              <h3 className="mb-2 text-xl">{copy.submissionsHeading}</h3>
              <ul className="mb-6 flex flex-col gap-2">
                {found.submissions.map((s) => (
                  <li key={s.key} className="rounded-xl border border-line bg-surface px-4 py-3">
                    <Link to={s.href} className="font-semibold text-primary underline underline-offset-4">
                      {formsAdmin.kinds[s.kind].label}
                    </Link>{" "}
                    · {copy.received} <time dateTime={s.receivedAt}>{s.received}</time> · {inboxAdmin.statuses[s.status]} · {copy.notes(s.notes)}
                    {s.bookings.length > 0 ? (
                      <p className="text-sm">
                        {copy.bookings}: {s.bookings.map((b) => b.words).join("; ")}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {found.emails.length > 0 ? (
            <>
              <h3 className="mb-2 text-xl">{copy.emailsHeading}</h3>
              <ul className="mb-6 flex flex-col gap-2">
                {found.emails.map((e) => (
                  <li key={e.id} className="rounded-xl border border-line bg-surface px-4 py-3">
                    <time dateTime={e.createdAt}>{e.created}</time> · {e.words}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {found.orders.length > 0 ? (
            <>
              <h3 className="mb-2 text-xl">{copy.ordersHeading}</h3>
              <ul className="mb-6 flex flex-col gap-2">
                {found.orders.map((o) => (
                  <li key={o.id} className="rounded-xl border border-line bg-surface px-4 py-3">
                    <time dateTime={o.createdAt}>{o.created}</time> · {o.words}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mb-2 text-xl">{copy.exportHeading}</h3>
          <p className="mb-2 text-ink-soft">{copy.exportHint}</p>
          <p className="mb-8">
            <a href={`/admin/privacy/export.json?email=${encodeURIComponent(email)}`} download className="font-semibold text-primary underline underline-offset-4">
              {copy.exportLink}
            </a>
          </p>
          <h3 className="mb-2 text-xl">{copy.eraseHeading}</h3>
          <p className="mb-4 max-w-prose text-ink-soft">{copy.eraseHint}</p>
          <Form method="post" className="flex max-w-xl flex-col items-start gap-4 rounded-xl border-2 border-danger bg-surface p-4">
            <input type="hidden" name="email" value={email} />
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input type="checkbox" name="confirm" value="yes" required className="size-5" />
              {copy.confirm}
            </label>
            <Button type="submit">{copy.erase}</Button>
          </Form>
        </section>
      )}
    </>
  );
}
