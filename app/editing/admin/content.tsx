import { Link } from "react-router";
import type { Route } from "./+types/content";
import { adminHeaders, adminMeta, formatTime } from "~/admin/admin-ui";
import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { requireAdminPage } from "#server/auth/guard.server";
import { blockSummaries } from "#server/editing/site-content.server";

export const meta: Route.MetaFunction = () => adminMeta(copy.title);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const zone = context.config.BUSINESS_TIME_ZONE;
  const blocks = await blockSummaries(context.db);
  return { blocks: blocks.map((b) => ({ ...b, publishedAt: b.publishedAt === null ? null : formatTime(new Date(b.publishedAt).toISOString(), zone) })) };
}

/** The parts of the site the owner edits, each with its marks: the Spanish to update, a draft waiting. */
export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="font-display text-3xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-ink-soft">{copy.intro}</p>
      <ul className="mt-6 flex flex-col gap-4">
        {loaderData.blocks.map((block) => {
          const words = copy.blocks[block.block];
          return (
            <li key={block.block} className="rounded-2xl border border-line bg-surface p-5">
              <h2 className="text-2xl">
                <Link to={`/admin/content/${block.block}`} className="text-primary underline underline-offset-4">
                  {words.title}
                </Link>
              </h2>
              <p className="mt-1 text-ink-soft">{words.description}</p>
              <p className="mt-2 text-sm">{block.publishedAt ? copy.lastPublished(block.publishedAt) : copy.neverPublished}</p>
              {block.needsUpdate || block.hasDraft ? (
                <p className="mt-3 flex flex-wrap gap-2">
                  {block.needsUpdate ? <span className="rounded-full bg-marigold px-3 py-1 text-sm font-bold text-[#1f2a44]">{copy.needsUpdate}</span> : null}
                  {block.hasDraft ? <span className="rounded-full border-2 border-primary px-3 py-1 text-sm font-bold">{copy.draftWaiting}</span> : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
