#!/usr/bin/env bash
# Stops the server started by start.sh and removes its directory.
# Usage: stop.sh PG_TMP_DIR     (safe to call twice, or on a half-made dir)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/common.sh"

tmp="${1:-}"
case "$tmp" in
  /tmp/pg-test.*) ;;
  *) echo "stop.sh: refusing to remove '$tmp' (not a pg-test temporary directory)" >&2; exit 2 ;;
esac
[[ -d "$tmp" ]] || exit 0
bin="$(pg_find_bin)"
if [[ -f "$tmp/data/postmaster.pid" ]]; then
  pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -m fast -w -t 30 stop >/dev/null 2>&1 \
    || pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1 || true
fi
rm -rf "$tmp"
echo "PostgreSQL test server stopped; removed $tmp" >&2
