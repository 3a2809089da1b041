import { Fragment, type ReactNode } from "react";
import { data, Form, Link, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/content-block";
import { SavedMessage, TextArea, TextInput } from "~/admin/admin-fields";
import { AnnouncementFields, BusinessFields, businessFieldLabel, ProgramFields } from "~/editing/admin/business-fields";
import { adminHeaders, adminMeta, formatTime } from "~/admin/admin-ui";
import { ErrorSummary } from "~/admin/focus-messages";
import { buttonClasses } from "~/components/ui/button";
import { contentAdmin as copy } from "#common/editing/content/admin-content.ts";
import { businessEditor } from "#common/editing/content/admin-business.ts";
import { todayIn } from "#common/calendar.ts";
import { single, formValues } from "#common/forms/form-definition.ts";
import { defaultLanguage, isLanguage, languageInfo, languages, otherLanguages, pathInLanguage, type Language as SiteLanguage } from "#common/languages.ts";
import { badForm, recordId } from "#server/auth/admin-forms.server";
import { requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { isSiteBlock, type SiteBlock } from "#server/editing/blocks.server";
import type { AnnouncementDocument } from "#server/editing/business-blocks.server";
import { announcementStatus } from "#server/editing/business-forms.server";
import { documentFields, documentFromFields, type ContentFields } from "#server/editing/content-forms.server";
import { acceptsSpanish, blockHistory, defaultDocument, discardDraft, draftVersion, publish, publishedVersion, restore, saveDraft } from "#server/editing/site-content.server";
import { readForm } from "#server/forms/read-form.server";
import { DaysOffOffer } from "~/booking/admin/days-off-offer";
import { daysOffOffer } from "#server/booking/days-off-offer.server";
import { wallClock } from "#server/booking/slots";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData && "block" in loaderData ? (copy.blocks[loaderData.block]?.title ?? copy.title) : copy.notFound);
export const headers = adminHeaders;

function blockOf(param: string | undefined): SiteBlock | null {
  return param && isSiteBlock(param) ? param : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  const block = blockOf(params.block);
  if (!block) return data({ notFound: true as const }, { status: 404 });
  const zone = context.config.BUSINESS_TIME_ZONE;
  const when = (ms: number | null) => (ms === null ? "" : formatTime(new Date(ms).toISOString(), zone));
  const [draft, published, history] = await Promise.all([draftVersion(context.db, block), publishedVersion(context.db, block), blockHistory(context.db, block)]);
  const flag = new URL(request.url).searchParams.get("saved") ?? "";
  // The announcement says whether it is on the site today, and between which days.
  const status = block === "announcement" ? announcementStatus((published?.document as AnnouncementDocument | undefined) ?? null, todayIn(zone, context.now())) : null;
  return {
    block,
    status,
    isOwner: user.role === "owner",
    hasDraft: draft !== null,
    needsUpdate: published?.needsUpdate ?? false,
    fields: documentFields(block, draft?.document ?? published?.document ?? defaultDocument(block)),
    saved: Object.hasOwn(copy.saved, flag) ? flag : null,
    // An announcement just saved with dates: the owner is offered them as days off (issue 44).
    daysOffOffer:
      block === "announcement" && user.role === "owner" && (flag === "published" || flag === "draft")
        ? await daysOffOffer(context.db, draft?.document ?? published?.document, wallClock(context.now(), zone).date)
        : null,
    history: history.map((version, i) => ({
      id: version.id,
      when: when(version.publishedAt),
      who: version.author?.name ?? null,
      restored: version.restoredFrom !== null,
      current: i === 0,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminAction(request, context);
  const block = blockOf(params.block);
  if (!block) throw data(copy.notFound, { status: 404 });
  const values = formValues(await readForm(request));
  const intent = single(values, "intent");
  const actor = { user, address: context.clientAddress, now: context.now() };
  const page = copy.blocks[block]!.page;
  const done = (flag: string) => redirect(`/admin/content/${block}?saved=${flag}`);
  if (intent === "draft" || intent === "preview" || intent === "publish") {
    if (intent === "publish") await requireAdminAction(request, context, "owner");
    const { fields, input, fieldOf } = documentFromFields(block, values);
    const result = intent === "publish" ? await publish(context.db, block, input, actor) : await saveDraft(context.db, block, input, actor);
    if (!result.ok) {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(result.errors)) {
        const field = fieldOf(path).replace(/\.(includes|answer)\.\d+$/, ".$1");
        errors[field] ??= message;
      }
      return data({ fields, errors }, { status: 400 });
    }
    // A whole page load, not an in-app navigation: the root's data (the business details and the
    // announcement, drafts included in a preview) is read again only then.
    // `?preview=<block>`: the page's Preview banner leads back to this editor.
    if (intent === "preview") return redirectDocument(`${page}?preview=${block}`);
    return done(intent === "publish" ? "published" : "draft");
  }
  if (intent === "discard") {
    await discardDraft(context.db, block);
    return done("discarded");
  }
  if (intent === "restore") {
    await requireAdminAction(request, context, "owner");
    const id = recordId(single(values, "version"));
    if (!id || (await restore(context.db, block, id, actor)) === null) throw data(copy.notFound, { status: 404 });
    return done("restored");
  }
  if (intent === "accept-spanish") {
    await requireAdminAction(request, context, "owner");
    await acceptsSpanish(context.db, block, actor);
    return done("accepted");
  }
  return badForm();
}

/** How many rows a list of the form has ("packages", "addOns", "items"). */
function rowCount(fields: ContentFields, list: string, key: string): number {
  let n = 0;
  while (`${list}.${n}.${key}` in fields) n++;
  return n;
}

/** A field's id in the page: its name with dashes ("packages-1-price"). */
const idOf = (name: string) => `content-${name.replace(/\./g, "-")}`;
const languageName = (language: SiteLanguage) => languageInfo(language).name;

/** The words of a field, for the error summary: "Read-Together Toolkit, Spanish, Name". */
function labelOf(block: SiteBlock, name: string, fields: ContentFields): string {
  if (block === "business" || block === "announcement" || block === "program") return businessFieldLabel(block, name);
  const parts = name.split(".");
  const language = parts.find(isLanguage);
  const key = parts[parts.length - 1]!;
  if (block === "packages") {
    const [list, index] = parts as [string, string];
    const itemName = fields[`${list}.${index}.${defaultLanguage}.name`] ?? "";
    const labels = copy.packages as unknown as Record<string, string>;
    return copy.fieldLabel([list === "addOns" ? copy.packages.addOn(itemName) : itemName, language ? languageName(language) : "", typeof labels[key] === "string" ? labels[key] : ""]);
  }
  const row = parts[1]!;
  const labels: Record<string, string> = { question: copy.faq.questionField, answer: copy.faq.answer, position: copy.faq.position };
  return copy.fieldLabel([row === "new" ? copy.faq.newQuestion : copy.faq.question(Number(row) + 1), language ? languageName(language) : "", labels[key] ?? ""]);
}

function Text({ name, label, fields, errors, hint, rows, type, inputMode }: { name: string; label: string; fields: ContentFields; errors: Record<string, string>; hint?: string; rows?: number; type?: string; inputMode?: "numeric" }) {
  const common = { id: idOf(name), name, label, hint, error: errors[name], defaultValue: fields[name] ?? "" };
  return rows ? <TextArea {...common} rows={rows} /> : <TextInput {...common} type={type ?? "text"} inputMode={inputMode} />;
}

function Check({ name, label, fields }: { name: string; label: string; fields: ContentFields }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" name={name} defaultChecked={fields[name] === "on"} className="size-5 accent-primary" />
      <span>{label}</span>
    </label>
  );
}

/** Each language of the list side by side, English first (stacked on a phone). */
function Languages({ children }: { children: (language: SiteLanguage) => ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {languages.map((language) => (
        <div key={language} lang={languageInfo(language).tag} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
          <h3 className="text-xl">{languageName(language)}</h3>
          {children(language)}
        </div>
      ))}
    </div>
  );
}

function PackagesFields({ fields, errors }: { fields: ContentFields; errors: Record<string, string> }) {
  const f = copy.packages;
  return (
    <>
      {Array.from({ length: rowCount(fields, "packages", "price") }, (_, i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 text-2xl font-semibold">{fields[`packages.${i}.${defaultLanguage}.name`]}</legend>
          <Text name={`packages.${i}.price`} label={f.price} hint={f.priceHint} fields={fields} errors={errors} inputMode="numeric" />
          <Check name={`packages.${i}.popular`} label={f.popular} fields={fields} />
          <Languages>
            {(language) => (
              <>
                <Text name={`packages.${i}.${language}.name`} label={f.name} fields={fields} errors={errors} />
                <Text name={`packages.${i}.${language}.priceNote`} label={f.priceNote} fields={fields} errors={errors} />
                <Text name={`packages.${i}.${language}.tagline`} label={f.tagline} fields={fields} errors={errors} />
                <Text name={`packages.${i}.${language}.description`} label={f.description} fields={fields} errors={errors} rows={4} />
                <Text name={`packages.${i}.${language}.includes`} label={f.includes} hint={f.includesHint} fields={fields} errors={errors} rows={7} />
                <Text name={`packages.${i}.${language}.idealFor`} label={f.idealFor} fields={fields} errors={errors} rows={3} />
                <Text name={`packages.${i}.${language}.duration`} label={f.duration} fields={fields} errors={errors} />
              </>
            )}
          </Languages>
        </fieldset>
      ))}
      {Array.from({ length: rowCount(fields, "addOns", "price") }, (_, i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 text-2xl font-semibold">{f.addOn(fields[`addOns.${i}.${defaultLanguage}.name`] ?? "")}</legend>
          <Text name={`addOns.${i}.price`} label={f.price} hint={f.priceHint} fields={fields} errors={errors} inputMode="numeric" />
          <Languages>
            {(language) => (
              <>
                <Text name={`addOns.${i}.${language}.name`} label={f.name} fields={fields} errors={errors} />
                <Text name={`addOns.${i}.${language}.priceNote`} label={f.priceNote} fields={fields} errors={errors} />
                <Text name={`addOns.${i}.${language}.description`} label={f.description} fields={fields} errors={errors} rows={4} />
              </>
            )}
          </Languages>
        </fieldset>
      ))}
    </>
  );
}

function FaqRow({ row, fields, errors, title }: { row: string; fields: ContentFields; errors: Record<string, string>; title: string }) {
  const f = copy.faq;
  return (
    <fieldset className="flex flex-col gap-4 p-4 pt-0">
      {/* The question's <summary> shows its title; the legend names the group for screen readers. */}
      <legend className="sr-only">{title}</legend>
      {row === "new" ? <p className="text-sm text-ink-soft">{f.newQuestionHint}</p> : <input type="hidden" name={`items.${row}.id`} value={fields[`items.${row}.id`] ?? ""} />}
      <Text name={`items.${row}.position`} label={f.position} hint={f.positionHint} fields={fields} errors={errors} type="number" />
      <Check name={`items.${row}.hidden`} label={f.hidden} fields={fields} />
      <Check name={`items.${row}.home`} label={f.home} fields={fields} />
      {row === "new" ? null : <Check name={`items.${row}.remove`} label={f.remove} fields={fields} />}
      <Languages>
        {(language) => (
          <>
            {language !== defaultLanguage ? <p className="text-sm text-ink-soft">{f.translationHint(languageInfo(language).name)}</p> : null}
            <Text name={`items.${row}.${language}.question`} label={f.questionField} fields={fields} errors={errors} />
            <Text name={`items.${row}.${language}.answer`} label={f.answer} hint={f.answerHint} fields={fields} errors={errors} rows={6} />
          </>
        )}
      </Languages>
    </fieldset>
  );
}

const markClasses = "ml-2 inline-block rounded-full px-2 py-0.5 text-sm font-bold";

/**
 * The questions as a list she opens one at a time (a <details> each, without JavaScript too), with
 * "Add a question" at the top. Every field stays in the one form, opened or not; a question with a
 * mistake, and a new one being written, come back open.
 */
function FaqFields({ fields, errors, stored }: { fields: ContentFields; errors: Record<string, string>; stored: ContentFields }) {
  const f = copy.faq;
  const count = rowCount(fields, "items", "id");
  const hasError = (row: string) => Object.keys(errors).some((name) => name.startsWith(`items.${row}.`));
  // After a refused save, the questions she changed come back open too (the form was sent whole).
  const changed = (row: string) => Object.keys(fields).some((name) => name.startsWith(`items.${row}.`) && fields[name] !== (stored[name] ?? ""));
  const typedNew = languages.some((language) => ["question", "answer"].some((key) => (fields[`items.new.${language}.${key}`] ?? "").trim() !== ""));
  const summaryClasses = "cursor-pointer rounded-2xl px-4 py-3 font-semibold";
  return (
    <>
      <details open={typedNew || hasError("new")} className="rounded-2xl border-2 border-primary bg-surface">
        <summary className={`${summaryClasses} text-primary`}>{f.newQuestion}</summary>
        <FaqRow row="new" fields={fields} errors={errors} title={f.newQuestion} />
      </details>
      <p className="text-ink-soft">{f.listHint}</p>
      <ol className="flex flex-col gap-2">
        {Array.from({ length: count }, (_, i) => {
          const row = String(i);
          const question = fields[`items.${i}.${defaultLanguage}.question`] ?? "";
          return (
            <li key={fields[`items.${i}.id`] ?? i}>
              <details open={hasError(row) || changed(row)} className="rounded-2xl border border-line bg-surface">
                <summary className={summaryClasses}>
                  {i + 1}. {question}
                  {fields[`items.${i}.hidden`] === "on" ? <span className={`${markClasses} border border-line`}>{f.hiddenMark}</span> : null}
                  {otherLanguages
                    .filter((language) => (fields[`items.${i}.${language}.question`] ?? "").trim() === "")
                    .map((language) => (
                      <span key={language} className={`${markClasses} bg-marigold text-[#1f2a44]`}>
                        {f.noTranslationMark(languageInfo(language).name)}
                      </span>
                    ))}
                  {hasError(row) ? <span className={`${markClasses} border-2 border-danger text-danger`}>{f.errorMark}</span> : null}
                </summary>
                <FaqRow row={row} fields={fields} errors={errors} title={`${f.question(i + 1)}: ${question}`} />
              </details>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export default function AdminContentBlockPage({ loaderData, actionData }: Route.ComponentProps) {
  if ("notFound" in loaderData) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="font-display text-3xl font-semibold">{copy.notFound}</h1>
        <p className="mt-4">
          <Link to="/admin/content" className="font-semibold text-primary underline">
            {copy.back}
          </Link>
        </p>
      </div>
    );
  }
  const { block, isOwner, hasDraft, needsUpdate, saved, history, status, daysOffOffer: offer } = loaderData;
  const words = copy.blocks[block]!;
  const fields = actionData?.fields ?? loaderData.fields;
  const errors = actionData?.errors ?? {};
  const summary = Object.keys(errors).map((name) => ({ id: name.includes(".") ? idOf(name) : "content-form", text: `${labelOf(block, name, fields)}: ${errors[name]}` }));
  return (
    <div className="mx-auto w-full max-w-5xl">
      <p>
        <Link to="/admin/content" className="font-semibold text-primary underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{words.title}</h1>
      <p className="mt-2 text-ink-soft">{words.description}</p>
      <SavedMessage message={saved ? ((status !== null ? businessEditor.announcement.saved[saved] : undefined) ?? copy.saved[saved] ?? null) : null} />
      {status !== null ? (
        <p data-testid="announcement-status" className="mt-4 rounded-xl border-2 border-line bg-surface px-4 py-3 font-semibold">
          {status}
        </p>
      ) : null}
      {offer && !actionData ? <DaysOffOffer offer={offer} /> : null}
      {needsUpdate ? (
        <div className="mt-4 rounded-xl border-2 border-marigold bg-surface px-4 py-3">
          <p className="font-bold">{copy.needsUpdate}</p>
          <p>{copy.needsUpdateHelp}</p>
          {block === "faq" ? <p>{copy.needsUpdateFaq}</p> : null}
          {isOwner ? (
            <Form method="post" className="mt-2">
              <button type="submit" name="intent" value="accept-spanish" className={buttonClasses("outline", "md")}>
                {copy.acceptSpanish}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {hasDraft ? (
        <p className="mt-4">
          {copy.previewLinks}{" "}
          {languages.map((language, i) => (
            <Fragment key={language}>
              {i > 0 ? " · " : null}
              <a href={`${pathInLanguage(words.page, language)}?preview=${block}`} className="font-semibold text-primary underline">
                {copy.previewIn(languageInfo(language).name)}
              </a>
            </Fragment>
          ))}
        </p>
      ) : null}

      <Form method="post" id="content-form" tabIndex={-1} className="mt-6 flex flex-col gap-6" noValidate>
        <ErrorSummary title={copy.errorSummary} entries={summary} signal={summary.length > 0 ? actionData : null} />
        {block === "packages" ? (
          <PackagesFields key={JSON.stringify(fields)} fields={fields} errors={errors} />
        ) : block === "business" ? (
          <BusinessFields key={JSON.stringify(fields)} fields={fields} errors={errors} />
        ) : block === "announcement" ? (
          <AnnouncementFields key={JSON.stringify(fields)} fields={fields} errors={errors} />
        ) : block === "program" ? (
          <ProgramFields key={JSON.stringify(fields)} fields={fields} errors={errors} />
        ) : (
          <FaqFields key={JSON.stringify(fields)} fields={fields} errors={errors} stored={loaderData.fields} />
        )}
        {isOwner ? null : <p className="rounded-xl border-2 border-line px-4 py-3">{copy.ownerPublishes}</p>}
        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-line bg-surface py-3">
          <button type="submit" name="intent" value="draft" className={buttonClasses("outline", "md")}>
            {copy.saveDraft}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonClasses("outline", "md")}>
            {copy.preview}
          </button>
          {isOwner ? (
            <button type="submit" name="intent" value="publish" className={buttonClasses("primary", "md")}>
              {copy.publish}
            </button>
          ) : null}
        </div>
      </Form>
      {hasDraft ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="discard" className={buttonClasses("outline", "md")}>
            {copy.discardDraft}
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-2xl">
          {copy.history}
        </h2>
        <p className="mt-1 text-ink-soft">{copy.historyIntro}</p>
        {history.length === 0 ? (
          <p className="mt-3">{copy.historyEmpty}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {history.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-4 py-2">
                <span>
                  {version.who === null ? copy.firstVersion : copy.publishedBy(version.when, version.who)}
                  {version.restored ? ` (${copy.restoredFrom})` : ""}
                  {version.current ? <strong className="ml-2">{copy.current}</strong> : null}
                </span>
                {isOwner && !version.current ? (
                  <Form method="post">
                    <input type="hidden" name="version" value={version.id} />
                    <button type="submit" name="intent" value="restore" className={buttonClasses("outline", "md")}>
                      {copy.restore}
                      <span className="sr-only">{version.who === null ? ` (${copy.firstVersion})` : ` (${version.when})`}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
