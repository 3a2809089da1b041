import type { AppLoadContext } from "react-router";
import type { RootData } from "#common/business.ts";
import { todayIn } from "#common/calendar.ts";
import { requestLanguage } from "#common/languages.ts";
import { currentAdmin } from "#server/auth/guard.server";
import { announcementShown, type AnnouncementDocument } from "#server/editing/business-blocks.server";
import { draftVersion } from "#server/editing/site-content.server";
import { withPublished } from "./details.server";

/**
 * What the root loader gives every page: the business details and this language's announcement
 * bar, as published now (server/editing/details.server.ts). With `?preview` in the address and
 * someone signed in, her drafts of both (the page cache never keeps such a request), the
 * announcement shown whatever its days.
 */
export async function rootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const url = new URL(request.url);
  let settings = context.business.current();
  const published = context.business.announcement();
  let bar: { version: number; document: AnnouncementDocument; shown: boolean } | null = published
    ? { ...published, shown: announcementShown(published.document, todayIn(context.config.BUSINESS_TIME_ZONE, new Date(context.now()))) }
    : null;
  if (url.searchParams.has("preview") && (await currentAdmin(request, context))) {
    const [business, announcement] = await Promise.all([draftVersion(context.db, "business"), draftVersion(context.db, "announcement")]);
    if (business) settings = withPublished(context.config.business, business.document);
    if (announcement) bar = { version: announcement.id, document: announcement.document, shown: announcement.document.on };
  }
  const { name: _name, siteUrl: _siteUrl, ...details } = settings;
  const words = bar?.shown ? bar.document[requestLanguage(request)] : null;
  return {
    business: details,
    announcement: bar && words ? { version: bar.version, text: words.text, link: bar.document.link, linkText: words.linkText } : null,
  };
}
