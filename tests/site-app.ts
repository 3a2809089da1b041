import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "#server/app.server";
import { createSession } from "#server/auth/sessions.server";
import { insertUser, type createAuthTestDb } from "./auth-db";
import { loadServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";

/**
 * The site's React Router build as the sources are now, compiled by Vite as `npm run dev` compiles
 * it (the same plugins: React Router's, Tailwind's, the languages'; vitest.config.ts). Vitest's
 * own Vite server compiles each module once per run; each worker evaluates it once (about 2 s),
 * for every test file it runs (no isolation, vitest.config.ts). No `npm run build` needed, and no
 * stale build tested.
 */
export async function siteBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as ServerBuild;
}

/**
 * The real app: Hono, the security middleware and the site's pages (siteBuild()), on `db` with
 * the clock `now`, requests not logged (unless `env` says LOG_REQUESTS) and every page rendered
 * (no page cache); `deps` replaces what the app would make (the newsletter's articles).
 */
export async function createSiteApp(db: AppDatabase, now: () => number, env: Record<string, string> = {}, deps: Pick<AppDeps, "articles"> = {}) {
  return createApp({ db, config: loadServerConfig({ LOG_REQUESTS: "false", ...env }), build: await siteBuild(), formTokenSecret: "test", now, pageCache: false, ...deps });
}

type App = Awaited<ReturnType<typeof createSiteApp>>;

/** A form as a browser posts it from one of the site's pages, the redirect not followed. */
export const postForm = (app: App, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

/** A page's words as a reader sees them: tags gone, quotes decoded, white space folded. */
export const pageText = async (res: Response) =>
  (await res.text()).replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");

/** The back office in the site app, with a signed-in owner and assistant (their session cookies). */
export async function signedInAdminApp(db: AppDatabase, now: number) {
  const app = await createSiteApp(db, () => now);
  const cookie = async (email: string, role: "owner" | "assistant") => `session=${await createSession(db, (await insertUser(db, email, role)).id, now)}`;
  const owner = await cookie("owner@example.com", "owner");
  const assistant = await cookie("assistant@example.com", "assistant");
  return {
    app,
    owner,
    assistant,
    get: (path: string, cookie: string) => app.request(path, { headers: { Cookie: cookie }, redirect: "manual" }),
    post: (path: string, fields: Record<string, string>, cookie: string) => postForm(app, path, fields, { Cookie: cookie }),
    lastAudit: () => db.selectFrom("audit_log").select(["action", "detail"]).orderBy("id", "desc").executeTakeFirstOrThrow(),
  };
}

export type AuthTestDb = Awaited<ReturnType<typeof createAuthTestDb>>;
export type SignedInAdminApp = Awaited<ReturnType<typeof signedInAdminApp>>;

/**
 * One database from `create` for the file, and the back office on it; `use` receives both.
 * (`create` is named in the test file, so that TEST_DB=postgres picks the file: vitest.config.ts.)
 */
export function signedInAdminAppForFile(create: () => Promise<AuthTestDb>, now: number, use: (t: AuthTestDb, admin: SignedInAdminApp) => void) {
  let t: AuthTestDb | undefined;
  beforeAll(async () => {
    t = await create();
    use(t, await signedInAdminApp(t.db, now));
  });
  afterAll(async () => {
    await t?.close();
  });
}
