#!/usr/bin/env bash
# The server Playwright starts (playwright.config.ts webServer): the built
# server (npm run build first) on a fresh, empty data directory, so every
# e2e run begins from the same seeded state. Loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f dist/server/main.js || ! -f dist/web/index.html ]]; then
  echo "e2e: dist/ is missing - run 'npm run build' first (npm test does)." >&2
  exit 1
fi
data_dir="${E2E_DATA_DIR:-.tmp/e2e-data-${PORT:-4173}}"
rm -rf "$data_dir"
# The e2e server always uses its own PGlite and the outbox (never a
# developer's DATABASE_URL or SMTP server).
unset DATABASE_URL SMTP_URL AUTH_SECRET TRUSTED_ORIGINS
export DATA_DIR="$data_dir"
# Test mode: the production build keeps every email, links included, in
# the outbox that the seeded platform admin reads (e2e/support/outbox.ts).
# src/server/env.ts refuses it beside SMTP_URL or off loopback (HOST and
# BASE_URL must be loopback addresses, as playwright.config.ts sets them).
export EMAIL_TEST_OUTBOX=true
# The admission queue stays on (docs/decisions/086), but a test machine busy with other work may keep a
# page's requests waiting longer than production's 1.5 s: the journeys test the screens, not overload.
export REQUEST_QUEUE_MAX_WAIT_MS="${REQUEST_QUEUE_MAX_WAIT_MS:-30000}"
exec node --enable-source-maps dist/server/main.js
