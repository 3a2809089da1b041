import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { PageHeader } from "~/components/page-header";
import { useAfterHydration } from "~/components/research/use-after-hydration";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { FormMeta, SelectField, TextField } from "~/forms/form-fields";
import { checkoutCopy as copy } from "~/content/checkout";
import { buildMeta } from "~/lib/seo";
import { locale, localePath } from "#common/content/locale.ts";
import type { PageHandle } from "#common/page-cache-rule.ts";
import { antiBotMessages } from "#common/forms/content/form-errors.ts";
import { formValues, single } from "#common/forms/form-definition.ts";
import {
  CHECKOUT_MAX_CHILDREN,
  checkoutErrors,
  checkoutSchema,
  checkoutTotalCents,
  formatCents,
  type CheckoutFields,
} from "#common/payments/checkout.ts";
import { siteContent } from "#server/editing/public-content.server";
import { readForm } from "#server/forms/read-form.server";
import { checkoutFormHash, checkoutOfSentForm, createOrder, orderReturnUrls, startCheckout } from "#server/payments/orders.server";
import { stripeClient } from "#server/payments/stripe.server";

/**
 * /checkout/<package-id> (issue 43): the parent's name and email, the number of children and the
 * optional strategy session, the total from the published prices, the payment terms, and a post
 * that makes her order and answers 303 to Stripe's hosted page. Only when the site takes
 * payments (a Stripe key is set): otherwise, and for an unknown package, a 404.
 */

/** Rendered for each request: it carries a form token, and exists only with a Stripe key. */
export const handle: PageHandle = { cache: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta({ matches, title: loaderData ? `${copy.metaTitle}: ${loaderData.name}` : copy.metaTitle, description: copy.intro, path: "/services", noIndex: true, breadcrumbs: false });

type PageData = { name: string; prices: { package: number; additionalChild: number; strategySession: number }; strategyMinutes: number; terms: string };

async function pageData(request: Request, context: Route.LoaderArgs["context"], packageId: string): Promise<PageData> {
  if (!context.config.STRIPE_SECRET_KEY) throw data(null, { status: 404 });
  const {
    documents: [packages, terms],
  } = await siteContent(request, context, ["packages", "terms"]);
  const pkg = packages.packages.find((item) => item.id === packageId);
  if (!pkg) throw data(null, { status: 404 });
  const price = (id: "additional-child" | "strategy-session") => packages.addOns.find((addOn) => addOn.id === id)!.price;
  return {
    name: pkg[locale.language].name,
    prices: { package: pkg.price, additionalChild: price("additional-child"), strategySession: price("strategy-session") },
    strategyMinutes: packages.strategySession.minutes,
    terms: terms[locale.language].text,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await pageData(request, context, params.packageId);
  return { ...page, packageId: params.packageId, formToken: context.formTokens.issue("checkout", context.now()) };
}

type Refused = { title: string; message: string; fieldErrors: Partial<Record<CheckoutFields, string>>; values: Record<string, string> };

export async function action({ params, request, context }: Route.ActionArgs) {
  await pageData(request, context, params.packageId);
  const values = formValues(await readForm(request));
  const kept = { parent_name: single(values, "parent_name"), parent_email: single(values, "parent_email"), children: single(values, "children"), strategy_session: single(values, "strategy_session") };
  const refuse = (status: number, message: string, fieldErrors: Refused["fieldErrors"] = {}, headers?: HeadersInit) =>
    data<Refused>({ title: copy.errorTitle, message, fieldErrors, values: kept }, { status, headers });

  const blocked = await context.forms.attempt("checkout", context.clientAddress, locale.language);
  if (blocked) return refuse(429, blocked.error, {}, blocked.retryAfterSeconds ? { "Retry-After": String(blocked.retryAfterSeconds) } : undefined);
  const parsed = checkoutSchema(copy.messages).safeParse(kept.strategy_session ? kept : { ...kept, strategy_session: undefined });
  if (!parsed.success) return refuse(400, copy.errorMessage, checkoutErrors(parsed.error));
  // The trap field a person never sees, then the signed token's age (docs/forms.md).
  if (single(values, "website") !== "") return refuse(400, antiBotMessages.idle);
  const tokenProblem = context.formTokens.check(single(values, "form_token"), "checkout", context.now());
  if (tokenProblem) return refuse(400, antiBotMessages[tokenProblem]);

  const now = context.now();
  const choice = { packageId: params.packageId, children: parsed.data.children, strategySession: parsed.data.strategy_session };
  const parent = { name: parsed.data.parent_name, email: parsed.data.parent_email };
  const stripe = stripeClient(context.config)!;
  const origin = new URL(request.url).origin;
  let made = await createOrder(context.db, choice, parent, locale.language, now, checkoutFormHash(single(values, "form_token"), params.packageId, locale.language, parent, choice));
  if (!made.ok && made.error === "sent") {
    // The same form again (a double tap on "Pay"): the first post's Stripe page, never a second order.
    try {
      const again = await checkoutOfSentForm(context.db, stripe, made.order);
      if (again === "paid") return refuse(409, copy.alreadyPaid);
      if (again) return redirect(again, 303);
    } catch (error) {
      console.error(`checkout: order ${made.order.id}'s session could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(502, copy.unavailable);
    }
    // Its session ended (or was never made): a new order, as a new form would make.
    made = await createOrder(context.db, choice, parent, locale.language, now);
  }
  if (!made.ok) throw data(null, { status: 404 });
  const urls = orderReturnUrls(origin, made.token, locale.language, localePath(`/checkout/${params.packageId}`));
  let checkoutUrl: string;
  try {
    checkoutUrl = await startCheckout(context.db, stripe, made.order, urls, now);
  } catch (error) {
    // Nothing was charged: the order stays open and unpaid. The log names the order, never the parent.
    console.error(`checkout: order ${made.order.id} could not start a Checkout Session: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(502, copy.unavailable);
  }
  return redirect(checkoutUrl, 303);
}

const fieldOrder: CheckoutFields[] = ["parent_name", "parent_email", "children", "strategy_session"];
const fieldId = (name: CheckoutFields) => `checkout-${name.replace("_", "-")}`;

/** GOV.UK's error summary: it takes the focus, and each line links to its field. */
function ErrorSummary({ title, message, errors }: { title: string; message: string; errors: Refused["fieldErrors"] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [errors, message]);
  const lines = fieldOrder.filter((name) => errors[name]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // The served page's focus (no JavaScript): the summary is what the page is about now.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role="alert"
      aria-labelledby="checkout-errors-title"
      className="scroll-mt-24 rounded-xl border-2 border-danger bg-surface px-4 py-3 focus:outline-4 focus:outline-offset-2 focus:outline-ink"
    >
      <h2 id="checkout-errors-title" className="font-semibold text-danger">
        {title}
      </h2>
      <p>{message}</p>
      {lines.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {lines.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`} className="font-semibold text-danger underline">
                {errors[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, prices, strategyMinutes, terms, formToken } = loaderData;
  const served = actionData as Refused | undefined;
  const values = served?.values;
  const [children, setChildren] = useState(Number(values?.children) || 1);
  const [strategy, setStrategy] = useState(values?.strategy_session === "on");
  const [clientErrors, setClientErrors] = useState<Refused["fieldErrors"] | null>(null);
  // The served total is the first choice's (or the posted one's): with JavaScript it follows hers.
  const hydrated = useAfterHydration(true, false);
  const errors = clientErrors ?? served?.fieldErrors ?? {};
  const total = checkoutTotalCents(prices, hydrated ? children : 1, hydrated ? strategy : false);
  const dollars = (amount: number) => formatCents(amount * 100, locale.tag);

  /** The shared schema first: a choice it refuses never leaves the page (nothing typed is lost). */
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const posted = Object.fromEntries(fieldOrder.filter((field) => form.has(field)).map((field) => [field, String(form.get(field))]));
    const parsed = checkoutSchema(copy.messages).safeParse(posted);
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(checkoutErrors(parsed.error));
  }

  const showSummary = clientErrors ? Object.keys(clientErrors).length > 0 : served !== undefined;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title(name)} intro={<p>{copy.intro}</p>} />
      <Section tone="alt" className="max-w-xl">
        <form method="post" action={localePath(`/checkout/${loaderData.packageId}`)} noValidate onSubmit={check} className="relative grid gap-5">
          {showSummary ? <ErrorSummary title={served?.title ?? copy.errorTitle} message={clientErrors ? copy.errorMessage : (served?.message ?? copy.errorMessage)} errors={errors} /> : null}
          <FormMeta formToken={formToken} />
          <TextField id={fieldId("parent_name")} name="parent_name" label={copy.labels.parent_name} required autoComplete="name" maxLength={100} defaultValue={values?.parent_name ?? ""} error={errors.parent_name} />
          <TextField
            id={fieldId("parent_email")}
            name="parent_email"
            type="email"
            label={copy.labels.parent_email}
            required
            autoComplete="email"
            inputMode="email"
            defaultValue={values?.parent_email ?? ""}
            hint={copy.hints.parent_email}
            error={errors.parent_email}
          />
          <SelectField
            id={fieldId("children")}
            name="children"
            label={copy.labels.children}
            required
            defaultValue={values?.children || "1"}
            onChange={(value) => setChildren(Number(value) || 1)}
            options={Array.from({ length: CHECKOUT_MAX_CHILDREN }, (_, i) => ({ value: String(i + 1), label: copy.childrenOption(i + 1) }))}
            hint={copy.hints.children(dollars(prices.additionalChild))}
            error={errors.children}
          />
          <div className="flex items-start gap-3">
            <input
              id={fieldId("strategy_session")}
              name="strategy_session"
              type="checkbox"
              defaultChecked={values?.strategy_session === "on"}
              onChange={(event) => setStrategy(event.currentTarget.checked)}
              aria-describedby="checkout-strategy-session-hint"
              className="mt-1 size-6 shrink-0 accent-primary"
            />
            <label htmlFor={fieldId("strategy_session")} className="font-semibold">
              {copy.labels.strategy_session}
              <span id="checkout-strategy-session-hint" className="block font-normal text-ink-soft">
                {copy.hints.strategySession(dollars(prices.strategySession), strategyMinutes)}
              </span>
            </label>
          </div>
          <div className="rounded-xl border border-line bg-surface px-4 py-3">
            <p className="flex items-baseline justify-between gap-3 text-lg">
              <span className="font-semibold">{copy.totalLabel}</span>
              <output data-testid="checkout-total" aria-live="polite" className="font-display text-2xl font-semibold">
                {formatCents(total, locale.tag)}
              </output>
            </p>
            {hydrated ? null : <p className="mt-1 text-sm text-ink-soft">{copy.totalNoScript}</p>}
          </div>
          <section aria-labelledby="checkout-terms-heading" className="grid gap-2">
            <h2 id="checkout-terms-heading" className="text-xl">
              {copy.termsHeading}
            </h2>
            {terms
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, i) => (
                <p key={i} className="text-sm text-ink-soft">
                  {paragraph}
                </p>
              ))}
          </section>
          <Button type="submit" size="lg" className="w-full">
            {copy.submit}
          </Button>
        </form>
      </Section>
    </>
  );
}
