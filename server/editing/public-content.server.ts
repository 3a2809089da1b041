import { redirect, type AppLoadContext } from "react-router";
import { currentAdmin } from "#server/auth/guard.server";
import { isSiteBlock, type BlockDocument, type SiteBlock } from "./blocks.server";
import { previewDocument, publishedDocument } from "./site-content.server";

/**
 * A public page's loader reads its editable blocks here: what is published, or, with `?preview`
 * in the address and someone signed in, her draft (the page cache never keeps such a request,
 * and the page says "Preview"). Someone not signed in who opens a preview link is sent to sign in.
 */
export async function siteContent<const B extends readonly SiteBlock[]>(
  request: Request,
  context: AppLoadContext,
  blocks: B,
): Promise<{ preview: boolean; documents: { [K in keyof B]: BlockDocument<B[K]> } }> {
  const asked = new URL(request.url).searchParams.get("preview");
  const preview = asked !== null;
  // Signed in, she comes back to the editor the preview was opened from (`?preview=faq`).
  if (preview && !(await currentAdmin(request, context))) throw redirect(`/admin/sign-in?next=${encodeURIComponent(isSiteBlock(asked) ? `/admin/content/${asked}` : "/admin/content")}`);
  const read = preview ? previewDocument : publishedDocument;
  const documents = (await Promise.all(blocks.map((block) => read(context.db, block)))) as { [K in keyof B]: BlockDocument<B[K]> };
  return { preview, documents };
}
