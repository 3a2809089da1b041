// A throwaway PostgreSQL server for the benchmarks (scripts/bench-load.mjs), the same one the
// tests start (tests/postgres-server.ts: initdb and pg_ctl in a temporary folder on
// 127.0.0.1). Run with vite-node; prints "POSTGRES_URL <url>" once it answers, and stops the server
// and removes its folder on SIGTERM or SIGINT.
import { startTestPostgres } from "#tests/postgres-server";

const server = await startTestPostgres();
console.log(`POSTGRES_URL ${server.adminUrl}`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
setInterval(() => {}, 1 << 30);
