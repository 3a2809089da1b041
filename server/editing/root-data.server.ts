import type { AppLoadContext } from "react-router";
import type { PreviewMark, RootData } from "#common/business.ts";
import type * as previewEn from "#common/editing/content/site-preview.ts";
import previewByLanguage from "#common/editing/content/site-preview.ts?languages";
import { todayIn } from "#common/calendar.ts";
import { requestLanguage, type Language } from "#common/languages.ts";
import { isAdminPath } from "#common/site-paths.ts";
import { currentAdmin } from "#server/auth/guard.server";
import { announcementShown, type AnnouncementDocument } from "#server/editing/business-blocks.server";
import { isSiteBlock } from "#server/editing/blocks.server";
import { draftVersion } from "#server/editing/site-content.server";
import { withPublished } from "./details.server";

/**
 * What the root loader gives every page: the business details and this language's announcement
 * bar, as published now (server/editing/details.server.ts). With `?preview` in the address and
 * someone signed in, her drafts of both (the page cache never keeps such a request), the
 * announcement shown whatever its days, and the Preview banner's words (rendered by the server
 * only: app/root.tsx).
 */
export async function rootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const url = new URL(request.url);
  let settings = context.business.current();
  const published = context.business.announcement();
  let bar: { version: number; document: AnnouncementDocument; shown: boolean } | null = published
    ? { ...published, shown: announcementShown(published.document, todayIn(context.config.BUSINESS_TIME_ZONE, new Date(context.now()))) }
    : null;
  const language = requestLanguage(request);
  let preview: PreviewMark | undefined;
  if (url.searchParams.has("preview") && !isAdminPath(url.pathname) && (await currentAdmin(request, context))) {
    const [business, announcement] = await Promise.all([draftVersion(context.db, "business"), draftVersion(context.db, "announcement")]);
    if (business) settings = withPublished(context.config.business, business.document);
    if (announcement) bar = { version: announcement.id, document: announcement.document, shown: announcement.document.on };
    preview = previewMark(url.searchParams.get("preview") ?? "", language);
  }
  const { name: _name, siteUrl: _siteUrl, ...details } = settings;
  const words = bar?.shown ? bar.document[language] : null;
  return {
    business: details,
    announcement: bar && words ? { version: bar.version, text: words.text, link: bar.document.link, linkText: words.linkText } : null,
    ...(preview ? { preview } : {}),
  };
}

/**
 * The Preview banner's words in the page's language, and its way back: `?preview=faq` (what the
 * editor of that block opens) leads back to that editor, anything else to the list of blocks.
 */
export function previewMark(block: string, language: Language): PreviewMark {
  const words = (previewByLanguage as Record<Language, typeof previewEn>)[language].sitePreview;
  return { label: words.label, text: words.text, back: words.back, href: isSiteBlock(block) ? `/admin/content/${block}` : "/admin/content" };
}
