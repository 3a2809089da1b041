import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { languages } from "../vite/languages.ts";

/**
 * The real server as a child process for the crash and load tests, independent of
 * `npm run build`: the API-only entry (api-only-server.ts) is bundled with Vite into a temp
 * folder and run with plain node.
 */
const root = fileURLToPath(new URL("..", import.meta.url));

/** Bundles the API-only entry into `work/dist/server.js`; packages resolve through a link to node_modules. */
export async function bundleApiServer(work: string): Promise<string> {
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
  await build({
    configFile: false,
    root,
    logLevel: "error",
    // Both languages' forms, as in the real server's bundle (vite.server.config.ts).
    plugins: [languages({ root })],
    build: {
      ssr: join(root, "tests/api-only-server.ts"),
      outDir: join(work, "dist"),
      target: "node20",
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: "server.js" } },
    },
  });
  return join(work, "dist/server.js");
}

/** A free loopback port, found by letting the OS pick one. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The built site's server (`npm run build`): build/node/main.js, or throws if it is not built. */
export function builtServerEntry(): string {
  const entry = join(root, process.env.BUILD_DIR ?? "build", "node", "main.js");
  if (!existsSync(entry) || !existsSync(join(root, process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
    throw new Error(`The built server is missing (${entry}). Run \`npm run build\` before this test.`);
  }
  return entry;
}

export type ChildServer = { proc: ChildProcess; base: string; output: () => string };

/**
 * Starts a server entry on a free loopback port with these settings (on top of this process's
 * environment, production mode, no request log; undefined: unset) and resolves once it prints that it is listening.
 */
export async function startServer(entry: string, env: Record<string, string | undefined>, cwd = root): Promise<ChildServer> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    // A setting given as undefined is left unset (NODE_ENV: undefined, as a plain `npm start` has it).
    const settings = Object.entries({ ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env, PORT: String(port) });
    const proc = spawn(process.execPath, [entry], {
      cwd,
      env: Object.fromEntries(settings.filter(([, value]) => value !== undefined)),
      stdio: ["ignore", "pipe", "pipe"],
    });
    // If the test process goes away without its afterAll, the server must not outlive it.
    process.once("exit", () => proc.kill("SIGKILL"));
    let output = "";
    const listening = await new Promise<boolean>((done) => {
      proc.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("listening on")) done(true);
      });
      proc.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      proc.once("exit", () => done(false));
    });
    if (listening) return { proc, base: `http://127.0.0.1:${port}`, output: () => output };
    // Another process may take the port between the probe and the listen: try again.
    if (attempt >= 2 || !output.includes("EADDRINUSE")) throw new Error(`server did not start:\n${output}`);
  }
}

/** Starts the bundled API-only server on loopback on this SQLite file. */
export async function startApiServer(bundle: string, cwd: string, dbPath: string): Promise<{ proc: ChildProcess; base: string }> {
  return startServer(bundle, { DATABASE_URL: dbPath, RATE_LIMIT_MAX_ATTEMPTS: "1000000" }, cwd);
}

/** Kills the server at once (SIGKILL) and waits for it to be gone. */
export function killServer(proc: ChildProcess | undefined): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    proc.once("exit", () => done());
    proc.kill("SIGKILL");
  });
}
