// Writes .br and .gz beside every compressible file of the client build, so the server can
// send compressed bytes without spending CPU per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".data", ".webmanifest", ".ico"]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
