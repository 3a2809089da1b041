import { z } from "zod";
import {
  formatIssues,
  resolveBusinessSettings,
  SettingsError,
  withoutEmpty,
  type BusinessSettings,
} from "#app/lib/settings.ts";

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL: a SQLite file (a path, `file:` or `sqlite:`), or a PostgreSQL server,
 * `postgres://` or `postgresql://` with a host (or `?host=/socket/dir`) and at most one path
 * segment, the database. Anything else that looks like a URL (`mysql://…`) is refused rather than
 * taken for a file name.
 */
function isDatabaseUrl(value: string): boolean {
  if (/^postgres(ql)?:/i.test(value)) {
    if (!/^postgres(ql)?:\/\//i.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.hostname !== "" || url.searchParams.has("host")) && !/^\/[^/]*\//.test(url.pathname);
    } catch {
      return false;
    }
  }
  const path = value.replace(/^(sqlite|file):(\/\/)?/, "");
  return path !== "" && !/^[a-z][a-z0-9+.-]*:\/\//i.test(path);
}

const runtimeSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int("must be a whole number").min(1, "must be 1-65535").max(65535, "must be 1-65535").default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .default("./data/site.db")
    .refine(isDatabaseUrl, "must be a SQLite file path or postgres://user:password@host:5432/database"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  RATE_LIMIT_MAX_ATTEMPTS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(3),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(60),
  RATE_LIMIT_BLOCK_SECONDS: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(300),
  /** The business's time zone: the back office shows times in it. */
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default("America/New_York")
    .refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
  /** Failed back-office sign-ins from one address before it is paused (per account it is always 5). */
  SIGN_IN_ADDRESS_MAX_FAILURES: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(5),
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type ServerConfig = z.infer<typeof runtimeSchema> & { business: BusinessSettings };

/** Reads and validates the environment; throws SettingsError naming each bad variable. */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = runtimeSchema.safeParse(withoutEmpty(env));
  const issues = parsed.success ? [] : formatIssues(parsed.error);
  let business: BusinessSettings | undefined;
  try {
    business = resolveBusinessSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    issues.push(...error.issues);
  }
  if (!parsed.success || !business || issues.length > 0) throw new SettingsError(issues);
  return { ...parsed.data, business };
}
