import { Fragment } from "react";
import { data, Form, Link, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/content-block";
import { SavedMessage } from "~/admin/admin-fields";
import { adminHeaders, adminMeta, formatTime } from "~/admin/admin-ui";
import { ErrorSummary } from "~/admin/focus-messages";
import { blockEditors } from "~/editing/admin/block-editors";
import { idOf } from "~/editing/admin/block-fields";
import { buttonClasses } from "~/components/ui/button";
import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import type { SiteBlock } from "#common/editing/site-content.ts";
import { todayIn } from "#common/calendar.ts";
import { single, formValues } from "#common/forms/form-definition.ts";
import { languageInfo, languages, pathInLanguage } from "#common/languages.ts";
import { badForm, recordId } from "#server/auth/admin-forms.server";
import { requireAdminAction, requireAdminPage } from "#server/auth/guard.server";
import { documentFields, documentFromFields, isSiteBlock } from "#server/editing/blocks.server";
import { announcementStatus, type AnnouncementDocument } from "#server/editing/business-blocks.server";
import { acceptsSpanish, blockHistory, defaultDocument, discardDraft, draftVersion, publish, publishedVersion, restore, saveDraft } from "#server/editing/site-content.server";
import { readForm } from "#server/forms/read-form.server";
import { DaysOffOffer } from "~/booking/admin/days-off-offer";
import { daysOffOffer } from "#server/booking/days-off-offer.server";
import { wallClock } from "#server/booking/slots";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData && "block" in loaderData ? copy.blocks[loaderData.block].title : copy.notFound);
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
  const page = copy.blocks[block].page;
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
  const words = copy.blocks[block];
  const editor = blockEditors[block];
  const fields = actionData?.fields ?? loaderData.fields;
  const errors = actionData?.errors ?? {};
  const summary = Object.keys(errors).map((name) => ({ id: name.includes(".") ? idOf(name) : "content-form", text: `${editor.label(name, fields)}: ${errors[name]}` }));
  return (
    <div className="mx-auto w-full max-w-5xl">
      <p>
        <Link to="/admin/content" className="font-semibold text-primary underline">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{words.title}</h1>
      <p className="mt-2 text-ink-soft">{words.description}</p>
      <SavedMessage message={saved ? ((status !== null ? copy.blocks.announcement.saved[saved] : undefined) ?? copy.saved[saved] ?? null) : null} />
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
        <editor.Fields key={JSON.stringify(fields)} fields={fields} errors={errors} stored={loaderData.fields} />
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
