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

# Debian's packages the tests use, those missing installed in one apt-get call in the background,
# beside npm's install and the type check (none of which needs them), and waited for before the
# first test: Chromium and its headless shell (the headless shell runs the browser tests,
# playwright.config.ts; the full browser the benchmarks), a Java runtime (the Nu Html Checker,
# e2e/markup.spec.ts), nginx (server/deploy/behind-nginx.built.test.ts), wrk (bench:load's client,
# scripts/wrk.test.ts) and PostgreSQL's programs (the database tests start their own server,
# tests/postgres-server.ts, and never touch a cluster the package may create). On a bare machine
# here they took 50 s (the install 87 s against 35-37 with them there), one package after another,
# each with its own apt-get update, before anything else ran.
DEBIAN_PACKAGES=()
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  DEBIAN_PACKAGES+=(chromium chromium-headless-shell fonts-liberation)
fi
command -v "${JAVA:-java}" >/dev/null 2>&1 || DEBIAN_PACKAGES+=(default-jre-headless)
{ [ -x /usr/sbin/nginx ] || [ -x /usr/bin/nginx ]; } || DEBIAN_PACKAGES+=(nginx-light)
command -v wrk >/dev/null 2>&1 || DEBIAN_PACKAGES+=(wrk)
{ ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null 2>&1; } || DEBIAN_PACKAGES+=(postgresql)
APT_PID=""
APT_LOG=$(mktemp)
if [ ${#DEBIAN_PACKAGES[@]} -gt 0 ]; then
  echo "==> installing Debian's ${DEBIAN_PACKAGES[*]} (in the background)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  ( $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${DEBIAN_PACKAGES[@]}" ) >"$APT_LOG" 2>&1 &
  APT_PID=$!
fi
# Waits for the Debian packages' install, if one runs; prints its output and stops the run if it failed.
debian_packages_installed() {
  [ -z "$APT_PID" ] && return 0
  if ! wait "$APT_PID"; then
    cat "$APT_LOG"
    echo "Installing Debian's ${DEBIAN_PACKAGES[*]} failed (above)." >&2
    exit 1
  fi
  rm -f "$APT_LOG"
  APT_PID=""
}

if [ ! -x node_modules/.bin/vitest ] || [ ! -x node_modules/.bin/react-router ] || [ package.json -nt node_modules/.package-lock.json ]; then
  # Exactly the lock file (npm ci refuses one out of step with package.json), from npm's cache
  # when it holds the package: 49 s on a fresh clone here, against 59 for npm install.
  echo "==> installing npm packages"
  npm ci --prefer-offline --no-audit --no-fund
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

# Every command after the install runs on Node 24 LTS, the one runtime: npm puts
# node_modules/.bin first on the path, and the "node" package puts Node 24 there, whatever Node
# the machine has (docs/decisions/0014-node-24.md).
echo "(Node $(node -p process.versions.node) at $(command -v node))"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 24 ]; then
  echo "Node 24 is not first on the path: run the tests with npm test (it puts node_modules/.bin first)." >&2
  exit 1
fi

# Commands side by side, each printing its own output under its label, with its time, when all
# are done; a failure of any fails the stage. Usage: side_by_side LABEL1 "COMMAND1" LABEL2 "COMMAND2" ...
side_by_side() {
  local out i=0 failed=0 pids=() labels=()
  out=$(mktemp -d)
  while [ $# -ge 2 ]; do
    labels+=("$1")
    bash -c "start=\$SECONDS; $2; status=\$?; echo \$((SECONDS - start)) >'$out/time$i'; exit \$status" >"$out/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo "-- ${labels[$i]}: $([ "$status" -eq 0 ] && echo passed || echo "failed ($status)") in $(cat "$out/time$i" 2>/dev/null || echo '?')s"
    cat "$out/$i"
    [ "$status" -eq 0 ] || failed=1
  done
  rm -rf "$out"
  [ "$failed" -eq 0 ]
}
export -f side_by_side

# The type check and the lint each keep one core busy: side by side.
stage "type check and lint (side by side)"
npx react-router typegen >/dev/null
side_by_side "type check (tsc --noEmit)" "npx tsc --noEmit" "lint (ESLint, no warnings allowed)" "npm run lint --silent"

if [ -n "$APT_PID" ]; then
  stage "finish installing Debian's packages"
  debian_packages_installed
fi

# The tests of the sources need no build: they load the site through Vite (tests/site-app.ts).
stage "Vitest, database on SQLite"
npx vitest run

# The database tests on PostgreSQL wait on their server about a fifth of their time, and the build
# and the built server's tests (*.built.test.ts: what the build made, started as it is deployed)
# most of theirs on child servers: so the PostgreSQL run goes beside the build, then beside the
# built server's SQLite and PostgreSQL runs (themselves side by side). They share nothing: the
# sources' tests read no build (they compile the site through Vite), each run starts its own
# PostgreSQL server in its own folder, and only the sources' runs write React Router's route types
# (.react-router/types; vitest.config.ts). On a quiet machine here: 103 s for the three, against
# 61 + 12 + 48 one stage after the other.
stage "Vitest PostgreSQL; build; Vitest built server"
side_by_side \
  "database tests on PostgreSQL" "TEST_DB=postgres npx vitest run" \
  "build, then the built server on SQLite and on PostgreSQL" "npm run build --silent && side_by_side 'built server on SQLite' 'TEST_BUILT=1 npx vitest run' 'built server on PostgreSQL' 'TEST_BUILT=1 TEST_DB=postgres npx vitest run'"

stage "Playwright (browser tests)"
echo "(Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell})"
npx playwright test
