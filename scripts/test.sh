#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what a fresh machine lacks, type-checks and
# lints, runs the unit/API tests of the sources (Vitest) and the database-facing ones a second time
# on PostgreSQL, builds the production site, then runs the tests of the built server (Vitest, both
# databases) and the browser tests (Playwright, with the Nu Html Checker over every page).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed as a table at the end (also when a stage fails: the failed one last).
STAGES=()
STAGE_NAME="install what is missing"
STAGE_START=$SECONDS
SUITE_START=$SECONDS
stage() {
  STAGES+=("$(printf '%-44s %5ss' "$STAGE_NAME" $((SECONDS - STAGE_START)))")
  STAGE_NAME="$1"
  STAGE_START=$SECONDS
  echo "==> $1"
}
print_stages() {
  local status=$?
  STAGES+=("$(printf '%-44s %5ss%s' "$STAGE_NAME" $((SECONDS - STAGE_START)) "$([ "$status" -ne 0 ] && echo '  (failed)')")")
  echo
  echo "Stage                                         Time"
  printf '%s\n' "${STAGES[@]}"
  printf '%-44s %5ss\n' "total" $((SECONDS - SUITE_START))
}
trap print_stages EXIT

if [ ! -x node_modules/.bin/vitest ] || [ ! -x node_modules/.bin/react-router ] || [ package.json -nt node_modules/.package-lock.json ]; then
  # Exactly the lock file (npm ci refuses one out of step with package.json), from npm's cache
  # when it holds the package: 49 s on a fresh clone here, against 59 for npm install.
  echo "==> installing npm packages"
  npm ci --prefer-offline --no-audit --no-fund
fi

# Debian's Chromium: its headless shell runs the browser tests (playwright.config.ts), the full
# browser the benchmarks (Lighthouse).
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "==> installing Debian's Chromium and its headless shell"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
fi

# The Nu Html Checker (npm's vnu-jar, e2e/markup.spec.ts) runs on Java.
if ! command -v "${JAVA:-java}" >/dev/null 2>&1; then
  echo "==> installing Debian's Java runtime (for the Nu Html Checker)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
fi

# Debian's nginx, for the test of the repository's nginx configuration (server/deploy/behind-nginx.built.test.ts).
if [ ! -x /usr/sbin/nginx ] && [ ! -x /usr/bin/nginx ]; then
  echo "==> installing Debian's nginx (light)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
fi

# Debian's wrk, bench:load's client (scripts/wrk.mjs, tested by scripts/wrk.test.ts).
if ! command -v wrk >/dev/null 2>&1; then
  echo "==> installing Debian's wrk (the load generator of bench:load)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk >/dev/null
fi

# The MDN HTTP Observatory's scanner, a test tool kept out of package.json: its dependencies
# download certificate bundles at install time (no internet here) and build a native PostgreSQL
# client it does not need for a scan, so it is installed without install scripts. Its HSTS
# preload list is one of those downloads; the scan reads it only to tell whether a site is
# preloaded, so it starts empty.
OBSERVATORY=node_modules/.cache/mdn-http-observatory
if [ ! -f "$OBSERVATORY/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json" ]; then
  echo "==> installing the MDN HTTP Observatory scanner (test tool)"
  mkdir -p "$OBSERVATORY"
  # From npm's cache when it has the packages (7 s here instead of 20; the same tree).
  npm install --prefix "$OBSERVATORY" --ignore-scripts --no-audit --no-fund --prefer-offline @mdn/mdn-http-observatory@1.4.8 >/dev/null
  echo '{}' > "$OBSERVATORY/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json"
fi

# The database-facing tests run a second time on a real PostgreSQL server, which the Vitest run
# starts itself (initdb + pg_ctl in a temporary folder, tests/postgres-server.ts).
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 && ! command -v pg_ctl >/dev/null 2>&1; then
  echo "==> installing Debian's PostgreSQL (for the database tests)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # Only its programs are used: the tests never touch the cluster the package may create and start.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

# Every command after the install runs on Node 24 LTS, the one runtime: npm puts
# node_modules/.bin first on the path, and the "node" package puts Node 24 there, whatever Node
# the machine has (docs/decisions/0014-node-24.md).
echo "(Node $(node -p process.versions.node) at $(command -v node))"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  echo "Node 24 is not first on the path: run the tests with npm test (it puts node_modules/.bin first)." >&2
  exit 1
fi

# Two commands side by side, each printing its own output under its label when both are done; a
# failure of either fails the stage. Usage: side_by_side LABEL1 "COMMAND1" LABEL2 "COMMAND2".
side_by_side() {
  local out status1=0 status2=0 pid1 pid2
  out=$(mktemp -d)
  bash -c "$2" >"$out/1" 2>&1 &
  pid1=$!
  bash -c "$4" >"$out/2" 2>&1 &
  pid2=$!
  wait "$pid1" || status1=$?
  wait "$pid2" || status2=$?
  echo "-- $1: $([ "$status1" -eq 0 ] && echo passed || echo "failed ($status1)")"
  cat "$out/1"
  echo "-- $3: $([ "$status2" -eq 0 ] && echo passed || echo "failed ($status2)")"
  cat "$out/2"
  rm -rf "$out"
  if [ "$status1" -ne 0 ] || [ "$status2" -ne 0 ]; then exit 1; fi
}

# The type check and the lint each keep one core busy: side by side.
stage "type check and lint (side by side)"
npx react-router typegen >/dev/null
side_by_side "type check (tsc --noEmit)" "npx tsc --noEmit" "lint (ESLint, no warnings allowed)" "npm run lint --silent"

# The tests of the sources need no build: they load the site through Vite (tests/site-app.ts).
stage "Vitest, database on SQLite"
npx vitest run

stage "Vitest, database tests on PostgreSQL"
TEST_DB=postgres npx vitest run

stage "build"
npm run build --silent

# The tests of the built server (*.built.test.ts): what the build made, started as it is deployed.
# Most of their time is spent waiting on child servers (each run keeps about one core busy), so
# the SQLite and PostgreSQL runs go side by side: 44-49 s here instead of 40 + 25.
stage "Vitest, built server on SQLite and PostgreSQL (side by side)"
side_by_side "built server on SQLite" "TEST_BUILT=1 npx vitest run" "built server on PostgreSQL" "TEST_BUILT=1 TEST_DB=postgres npx vitest run"

stage "Playwright (browser tests)"
echo "(Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell})"
npx playwright test
