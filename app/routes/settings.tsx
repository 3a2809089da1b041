import { useLayoutEffect, useRef, useState } from "react";
import { CircleCheck, ShieldCheck } from "~/components/ui/icons";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { localePath } from "#common/content/locale.ts";
import { pageIntros, settingsPageCopy as copy, type SettingsOption } from "~/content/page-intros";
import { heroImageHeight, heroImageWidth, selectHeroImage } from "~/lib/hero";
import {
  buildPreferenceCookie,
  expirePreferenceCookie,
  isHttpsRequest,
  preferenceCookieNames,
  readPreferences,
  sanitizePreferenceValue,
  type Preferences,
} from "#common/preference-cookies.ts";
import { routeMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";
import { readForm } from "#server/forms/read-form.server";
import type { PageHandle } from "#common/page-cache-rule.ts";

export const meta: Route.MetaFunction = ({ matches }) => routeMeta("/settings", { matches });

/** What the server's page cache keeps this page by (docs/caching.md): the saved preferences, shown in the form. */
export const handle: PageHandle = { cache: { preferences: true } };

export function loader({ request }: Route.LoaderArgs) {
  return { prefs: readPreferences(request.headers.get("Cookie")) };
}

type ActionResult = { status: "saved" | "cleared"; prefs: Preferences };

/** A submitted text field, or null when the form did not send it (the choice stays as it was). */
function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/**
 * Saves or clears the preference cookies. Values are sanitised before they are stored (see
 * sanitizePreferenceValue). "Prefer not to say" sends an empty value, which removes that cookie.
 * The form does not ask about orientation; saving it removes any older user_orientation cookie,
 * so the picture always follows the choices shown on this page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const secure = isHttpsRequest(request, context.config.TRUST_PROXY);
  const headers = new Headers();
  const current = readPreferences(request.headers.get("Cookie"));

  if (field(form, "intent") === "clear") {
    for (const name of Object.values(preferenceCookieNames)) {
      headers.append("Set-Cookie", expirePreferenceCookie(name, { secure }));
    }
    return data<ActionResult>({ status: "cleared", prefs: {} }, { headers });
  }

  const prefs: Preferences = {};
  const ethnicity = field(form, "ethnicity");
  const familyType = field(form, "familyType");
  if (ethnicity !== null) {
    headers.append("Set-Cookie", buildPreferenceCookie(preferenceCookieNames.ethnicity, ethnicity, { secure }));
    if (sanitizePreferenceValue(ethnicity)) prefs.ethnicity = sanitizePreferenceValue(ethnicity);
  } else if (current.ethnicity) {
    prefs.ethnicity = current.ethnicity;
  }
  if (familyType !== null) {
    headers.append("Set-Cookie", buildPreferenceCookie(preferenceCookieNames.familyType, familyType, { secure }));
    if (sanitizePreferenceValue(familyType)) prefs.familyType = sanitizePreferenceValue(familyType);
  } else if (current.familyType) {
    prefs.familyType = current.familyType;
  }
  headers.append("Set-Cookie", expirePreferenceCookie(preferenceCookieNames.orientation, { secure }));
  return data<ActionResult>({ status: "saved", prefs }, { headers });
}

/** The page reads this visitor's cookies, so it is never cached or shared. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-cache",
  Vary: "Cookie",
});

function ChoiceGroup({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  hint: string;
  options: SettingsOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-display text-xl font-semibold">{legend}</legend>
      <p id={hintId} className="mt-1 text-ink-soft">
        {hint}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value || "none"}
            className={cn(
              "flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 transition",
              "hover:border-primary has-checked:border-primary has-checked:bg-primary-soft has-checked:font-semibold",
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-primary focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intro = pageIntros.settings;
  // After a post without JavaScript the loader still sees the old cookies; the action's answer wins.
  const saved = actionData?.prefs ?? loaderData.prefs;
  const [ethnicity, setEthnicity] = useState(saved.ethnicity ?? "");
  const [familyType, setFamilyType] = useState(saved.familyType ?? "");
  // A choice made before the page hydrated is in the form, not yet in the state (the next render
  // would put the old one back): read once from the form on hydration.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const shown = new FormData(formRef.current);
    setEthnicity(String(shown.get("ethnicity") ?? ""));
    setFamilyType(String(shown.get("familyType") ?? ""));
  }, []);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  // Clearing resets the choices on screen too (while rendering, the moment a new answer arrives:
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    if (actionData?.status === "cleared") {
      setEthnicity("");
      setFamilyType("");
    }
  }

  const preview = selectHeroImage({ ethnicity, familyType });
  const message =
    actionData?.status === "saved" ? copy.savedMessage : actionData?.status === "cleared" ? copy.clearedMessage : null;

  return (
    <>
      <PageHeader eyebrow={intro.eyebrow} title={intro.title} intro={<p>{intro.intro}</p>} />
      <Section tone="alt" aria-labelledby="settings-form-title" className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-card border border-line bg-surface p-6 shadow-soft sm:p-8">
          <h2 id="settings-form-title" className="text-2xl sm:text-3xl">
            {copy.formHeading}
          </h2>
          <Form method="post" preventScrollReset className="mt-6 space-y-8" ref={formRef}>
            <ChoiceGroup
              name="ethnicity"
              legend={copy.ethnicityLegend}
              hint={copy.ethnicityHint}
              options={copy.ethnicityOptions}
              value={ethnicity}
              onChange={setEthnicity}
            />
            <ChoiceGroup
              name="familyType"
              legend={copy.familyTypeLegend}
              hint={copy.familyTypeHint}
              options={copy.familyTypeOptions}
              value={familyType}
              onChange={setFamilyType}
            />
            <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row">
              <Button type="submit" name="intent" value="save" size="lg">
                {submitting === "save" ? copy.savingLabel : copy.saveLabel}
              </Button>
              <Button type="submit" name="intent" value="clear" variant="outline" size="lg">
                {copy.clearLabel}
              </Button>
            </div>
            <div role="status" className="empty:hidden">
              {message ? (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-primary-soft px-4 py-3 font-semibold">
                  <CircleCheck aria-hidden className="size-5 shrink-0 text-primary" />
                  <span>{message}</span>
                  <Link to={localePath("/")} className="text-primary underline decoration-2 underline-offset-4">
                    {copy.homeLinkLabel}
                  </Link>
                </p>
              ) : null}
            </div>
          </Form>
        </div>

        <aside aria-labelledby="settings-preview-title" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <div className="overflow-hidden rounded-card border border-line bg-surface shadow-soft">
            <img
              src={preview.src}
              alt={preview.alt}
              width={heroImageWidth}
              height={heroImageHeight}
              decoding="async"
              className="h-auto w-full"
            />
            <div className="p-5">
              <h2 id="settings-preview-title" className="text-xl">
                {copy.previewHeading}
              </h2>
              <p className="mt-1 text-ink-soft">{copy.previewIntro}</p>
            </div>
          </div>
          <div className="flex gap-3 rounded-card border border-line bg-paper p-5">
            <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
            <p className="text-ink-soft">{copy.privacyNote}</p>
          </div>
        </aside>
      </Section>
    </>
  );
}
