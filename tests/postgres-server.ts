import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

/**
 * A throwaway PostgreSQL server for the tests (TEST_DB=postgres): `initdb` into a temporary
 * folder, `pg_ctl start` on 127.0.0.1 at a free port (and a Unix socket in the same folder),
 * trust authentication, no fsync (nothing in it outlives the run). `stop()` stops it and removes
 * the folder. PostgreSQL refuses to run as root, so as root every command runs as the `postgres`
 * user (Debian's package creates it) through `runuser`, in a folder that user owns.
 */
const run = promisify(execFile);

export const missingPostgresMessage =
  "TEST_DB=postgres needs PostgreSQL's server programs (initdb and pg_ctl), found neither under " +
  "/usr/lib/postgresql/*/bin nor on PATH. On Debian: apt-get install postgresql (scripts/test.sh " +
  "does it), or set POSTGRES_BIN to the folder that holds them.";

/** The folder holding initdb and pg_ctl: $POSTGRES_BIN, Debian's newest /usr/lib/postgresql/N/bin, or PATH. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env, debianRoot = "/usr/lib/postgresql"): string | undefined {
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debianRoot, version, "bin"))
    : [];
  // On PATH, Debian may have wrapper scripts (pg_wrapper, pg_ctlcluster) rather than the programs;
  // `--version` below tells them apart.
  const candidates = [env.POSTGRES_BIN, ...debian, ...(env.PATH ?? "").split(delimiter)].filter((dir): dir is string => !!dir);
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type TestPostgresServer = { adminUrl: string; version: string; stop(): Promise<void> };

export function startTestPostgres(): Promise<TestPostgresServer> {
  return startTestPostgresFrom(findPostgresBin());
}

/** Starts the server from the programs in `bin`; without them, fails with missingPostgresMessage. */
export async function startTestPostgresFrom(bin: string | undefined): Promise<TestPostgresServer> {
  if (!bin) throw new Error(missingPostgresMessage);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "kindred-pg-"));
  if (asRoot) {
    const ids = await run("id", ["-u", "postgres"]).then(
      async ({ stdout }) => ({ uid: Number(stdout.trim()), gid: Number((await run("id", ["-g", "postgres"])).stdout.trim()) }),
      () => {
        throw new Error("The tests run as root and PostgreSQL refuses to: they need a `postgres` user to run it as (Debian's postgresql package creates one).");
      },
    );
    chownSync(dir, ids.uid, ids.gid);
  }
  const pgCommand = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, program), ...args]) : run(join(bin, program), args);

  const { stdout: version } = await pgCommand("pg_ctl", ["--version"]);
  if (!/PostgreSQL/.test(version)) throw new Error(`${join(bin, "pg_ctl")} is not PostgreSQL's pg_ctl: ${version}`);
  const data = join(dir, "data");
  await pgCommand("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  const options = [
    "-c listen_addresses=127.0.0.1",
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ");
  await pgCommand("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", options, "start"]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: version.trim(),
    async stop() {
      await pgCommand("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch((error: unknown) => {
        console.error(`Stopping the test PostgreSQL server failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
