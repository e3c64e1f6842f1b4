#!/usr/bin/env bash
# `npm test`: the whole suite, in order, on a fresh machine.
#
#   1. system     PostgreSQL server binaries (+ pg_trgm) and Chromium;
#                 installed with apt-get when root, else stop naming the package
#   2. lint       eslint . --max-warnings=0              } side by side
#   3. typecheck  tsc --noEmit of TypeScript 7 (native)  }
#   4. vitest     unit + web (+ web-mocks) + api projects, API on PGlite (in memory)
#   5. postgres   api project again on a temporary PostgreSQL server  } side
#                 and the reliability project (PostgreSQL stopped  } by
#                 and crashed under load; scripts/postgres/start.sh) } side
#   6. build      npm run build (web + server bundle)                 }
#   7. bundle     the JavaScript budget per route, from the build's manifest
#                 (bench/bundle-check.ts, about a second; docs/decisions/082)
#   8. e2e        Playwright in /usr/bin/chromium against the built server
#
# Steps side by side use the two cores of a small machine: lint is one
# process (eslint --concurrency 2 was slower here: docs/decisions/095) and
# the native typecheck two checker threads; the PostgreSQL API run waits on the
# database much of the time, which the build fills. Their output is kept
# apart and printed, step by step, when both have finished; each step still
# reports its own status and time (the summary's total is the wall time).
#
# Every step runs even when an earlier one failed (except a missing system
# component, which stops at once; e2e needs a successful build). A suite
# that runs no tests counts as failed: nothing is skipped silently. The last
# line is `tests: N passed, M failed`, where M also counts each failed step
# that reported no failing test (lint, typecheck, build, a crashed suite).
# Exit status: 0 only when everything passed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
export PATH="$ROOT/node_modules/.bin:$PATH"
export FORCE_COLOR="${FORCE_COLOR:-1}"
RESULTS="$ROOT/.tmp/test-results"
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
: >"$RESULTS/steps.tsv"

PG_VERSION_WANTED=15
PG_BIN_DIR="${PG_BIN:-/usr/lib/postgresql/$PG_VERSION_WANTED/bin}"
PG_TRGM="/usr/share/postgresql/$PG_VERSION_WANTED/extension/pg_trgm.control"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

now_ms() { date +%s%3N; }
RUN_STARTED=$(now_ms)

banner() {
  printf '\n\033[1;36m==> [%s] %s\033[0m\n' "$1" "$2"
}

# run_step NAME DESCRIPTION COMMAND...   records status and duration
run_step() {
  local name="$1" description="$2"
  shift 2
  banner "$name" "$description"
  local started status
  started=$(now_ms)
  "$@"
  status=$?
  local ms=$(($(now_ms) - started))
  printf '%s\t%s\t%s\n' "$name" "$status" "$ms" >>"${STEPS_FILE:-$RESULTS/steps.tsv}"
  if [[ $status -eq 0 ]]; then
    printf '\033[32m<== [%s] ok in %d.%01d s\033[0m\n' "$name" $((ms / 1000)) $((ms % 1000 / 100))
  else
    printf '\033[31m<== [%s] FAILED (exit %d) after %d.%01d s\033[0m\n' "$name" "$status" $((ms / 1000)) $((ms % 1000 / 100))
  fi
  return $status
}

# run_side_by_side "NAME|DESCRIPTION|COMMAND" ...   runs steps at once (COMMAND: a function or a
# simple command line), each with its output in RESULTS/NAME.log, printed in order once all are done.
# Returns non-zero if any failed; STEP_STATUS[NAME] holds each status.
declare -A STEP_STATUS=()
run_side_by_side() {
  local spec name description command pids=() names=()
  for spec in "$@"; do
    IFS='|' read -r name description command <<<"$spec"
    # shellcheck disable=SC2086 # the command line is split into words on purpose
    STEPS_FILE="$RESULTS/$name.step" run_step "$name" "$description" $command >"$RESULTS/$name.log" 2>&1 &
    pids+=($!)
    names+=("$name")
  done
  local i status overall=0
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
    status=$?
    STEP_STATUS[${names[$i]}]=$status
    [[ $status -eq 0 ]] || overall=1
  done
  # In the order given, whichever finished first.
  for name in "${names[@]}"; do
    cat "$RESULTS/$name.log"
    cat "$RESULTS/$name.step" >>"$RESULTS/steps.tsv" 2>/dev/null
  done
  return $overall
}

# Records a step that could not run (counted as a failure in the summary).
not_run() {
  banner "$1" "$2"
  printf '\033[31m<== [%s] NOT RUN: %s\033[0m\n' "$1" "$3"
  printf '%s\t%s\t%s\n' "$1" "not-run" 0 >>"$RESULTS/steps.tsv"
}

# ---------------------------------------------------------------- system
apt_install() {
  echo "Installing with apt-get: $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update && apt-get install -y "$@"
}

ensure_system() {
  local missing=() packages=()
  if [[ ! -x "$PG_BIN_DIR/initdb" || ! -x "$PG_BIN_DIR/pg_ctl" || ! -x "$PG_BIN_DIR/postgres" ]]; then
    missing+=("PostgreSQL $PG_VERSION_WANTED server binaries ($PG_BIN_DIR)")
    packages+=(postgresql postgresql-contrib)
  elif [[ ! -f "$PG_TRGM" ]]; then
    missing+=("the pg_trgm extension ($PG_TRGM)")
    packages+=(postgresql-contrib)
  fi
  if [[ ! -x "$CHROMIUM" ]]; then
    missing+=("Chromium ($CHROMIUM)")
    packages+=(chromium)
  fi
  if [[ ${#missing[@]} -eq 0 ]]; then
    echo "PostgreSQL: $("$PG_BIN_DIR/postgres" --version)  (pg_trgm: $PG_TRGM)"
    echo "Chromium:   $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"
    return 0
  fi
  printf 'Missing: %s\n' "${missing[@]}"
  if [[ $(id -u) -ne 0 ]]; then
    echo "" >&2
    echo "npm test needs system packages it can only install as root. Install them, then re-run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
    return 1
  fi
  apt_install "${packages[@]}" || {
    echo "apt-get failed. Install by hand: apt-get install -y ${packages[*]}" >&2
    return 1
  }
  # Check again: the packages must have provided exactly what we need.
  local still=0
  [[ -x "$PG_BIN_DIR/initdb" ]] || { echo "Still missing after install: $PG_BIN_DIR/initdb (package postgresql-$PG_VERSION_WANTED)" >&2; still=1; }
  [[ -f "$PG_TRGM" ]] || { echo "Still missing after install: $PG_TRGM (package postgresql-contrib)" >&2; still=1; }
  [[ -x "$CHROMIUM" ]] || { echo "Still missing after install: $CHROMIUM (package chromium)" >&2; still=1; }
  return $still
}

if ! run_step system "system components: PostgreSQL $PG_VERSION_WANTED + pg_trgm, Chromium" ensure_system; then
  echo "" >&2
  echo "tests: 0 passed, 1 failed"
  exit 1
fi

# ---------------------------------------------------------------- lint, types
# TypeScript 7 (the native compiler, the devDependency alias typescript7) checks the types; TypeScript
# 5.9 stays the `typescript` package for typescript-eslint and the tools (docs/decisions/095). Both
# own a `tsc` in node_modules/.bin, so this one is called by its path.
typecheck() { node "$ROOT/node_modules/typescript7/bin/tsc" --noEmit --checkers 2; }
run_side_by_side \
  "lint|ESLint (eslint . --max-warnings=0)|eslint . --max-warnings=0" \
  "typecheck|TypeScript 7 (tsc --noEmit)|typecheck"

# ---------------------------------------------------------------- vitest
vitest_run() {
  local out="$1"
  shift
  # Two workers even on a 2-core machine (vitest's default would be one):
  # API files spend much of their time waiting on the database.
  vitest run --maxWorkers=2 --allowOnly=false --reporter=default --reporter=json --outputFile.json="$out" "$@"
}

run_step vitest-pglite "Vitest: unit + web + api on PGlite" \
  vitest_run "$RESULTS/vitest-pglite.json" --project unit --project web --project web-mocks --project api

# ---------------------------------------------------------------- postgres
# The server's directory is kept in a file: the step runs in a background subshell, and this shell
# stops the server on exit or interrupt whatever happened there (stop.sh is safe to call twice).
PG_DIR_FILE="$RESULTS/postgres-tmp-dir"
stop_postgres() {
  if [[ -s "$PG_DIR_FILE" ]]; then
    bash "$ROOT/scripts/postgres/stop.sh" "$(cat "$PG_DIR_FILE")" || true
    : >"$PG_DIR_FILE"
  fi
}
stop_all() {
  local jobs_left
  jobs_left="$(jobs -p)"
  [[ -z "$jobs_left" ]] || kill $jobs_left 2>/dev/null
  wait 2>/dev/null
  stop_postgres
}
trap stop_postgres EXIT
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM

api_on_postgres() {
  local assignments
  assignments="$(PG_BIN="$PG_BIN_DIR" bash "$ROOT/scripts/postgres/start.sh")" || return 1
  eval "$assignments"
  printf '%s' "$PG_TMP_DIR" >"$PG_DIR_FILE"
  local status=0
  # reliability starts its own PostgreSQL (it stops and crashes it under load); api uses this one.
  TEST_DATABASE_URL="$PG_URL" vitest_run "$RESULTS/vitest-postgres.json" --project api --project reliability || status=$?
  stop_postgres
  return $status
}
build_app() { npm run --silent build; }

# ---------------------------------------------------------------- postgres + build, e2e
run_side_by_side \
  "vitest-postgres|Vitest: api on PostgreSQL $PG_VERSION_WANTED (temporary server)|api_on_postgres" \
  "build|Production build (npm run build)|build_app"
if [[ ${STEP_STATUS[build]} -eq 0 ]]; then
  run_step bundle-budget "JavaScript budget per route (bench/bundle-check.ts)" tsx bench/bundle-check.ts
  run_step e2e "Playwright e2e in $CHROMIUM" \
    env PLAYWRIGHT_JSON_OUTPUT_FILE="$RESULTS/playwright.json" CHROMIUM_PATH="$CHROMIUM" playwright test
else
  not_run bundle-budget "JavaScript budget per route" "the production build failed"
  not_run e2e "Playwright e2e" "the production build failed"
fi

# ---------------------------------------------------------------- summary
node "$ROOT/scripts/test-summary.mjs" "$RESULTS" "$(($(now_ms) - RUN_STARTED))"
