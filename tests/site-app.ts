import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "#server/app.server";
import { createSession } from "#server/auth/sessions.server";
import { insertUser, type createAuthTestDb } from "./auth-db";
import { loadServerConfig } from "#server/config.server";
import type { AppDatabase } from "#server/db/database.server";

const buildPath = join(process.cwd(), process.env.BUILD_DIR ?? "build", "server", "index.js");
/** Whether the React Router production build is there (`npm run build`; `npm test` makes it first). */
export const haveBuild = existsSync(buildPath);

/**
 * The real app: Hono, the security middleware and the React Router production build, on `db`
 * with the clock `now`, requests not logged (unless `env` says LOG_REQUESTS) and every page
 * rendered (no page cache); `deps` replaces what the app would make (the newsletter's articles).
 */
export async function createBuiltApp(db: AppDatabase, now: () => number, env: Record<string, string> = {}, deps: Pick<AppDeps, "articles"> = {}) {
  const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild;
  return createApp({ db, config: loadServerConfig({ LOG_REQUESTS: "false", ...env }), build, formTokenSecret: "test", now, pageCache: false, ...deps });
}

type App = Awaited<ReturnType<typeof createBuiltApp>>;

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

/** The back office in the built app, with a signed-in owner and assistant (their session cookies). */
export async function signedInAdminApp(db: AppDatabase, now: number) {
  const app = await createBuiltApp(db, () => now);
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
 * One database from `create` for the file, and the back office on it when the build is there;
 * `use` receives both. (`create` is named in the test file, so that TEST_DB=postgres picks the
 * file: vitest.config.ts.)
 */
export function signedInAdminAppForFile(create: () => Promise<AuthTestDb>, now: number, use: (t: AuthTestDb, admin: SignedInAdminApp) => void) {
  let t: AuthTestDb | undefined;
  beforeAll(async () => {
    t = await create();
    use(t, haveBuild ? await signedInAdminApp(t.db, now) : (undefined as unknown as SignedInAdminApp));
  });
  afterAll(async () => {
    await t?.close();
  });
}
