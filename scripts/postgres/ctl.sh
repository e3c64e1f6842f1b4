#!/usr/bin/env bash
# Stops or starts the server that start.sh made, keeping its data: the
# reliability test uses it to take PostgreSQL away under load and back.
# Usage: ctl.sh PG_TMP_DIR stop|crash|start
#   stop   pg_ctl stop -m fast: sessions are ended with 57P01 (admin shutdown)
#   crash  pg_ctl stop -m immediate: every process quits at once, recovery runs at the next start
#   start  pg_ctl start, waiting until it accepts connections
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/common.sh"

tmp="${1:-}"
case "$tmp" in
  /tmp/pg-test.*) ;;
  *) echo "ctl.sh: '$tmp' is not a pg-test temporary directory" >&2; exit 2 ;;
esac
bin="$(pg_find_bin)"
case "${2:-}" in
  stop) pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -m fast -w -t 60 stop >/dev/null ;;
  crash) pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -m immediate -w -t 60 stop >/dev/null ;;
  start) pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 start >/dev/null ;;
  *) echo "ctl.sh: say stop, crash or start" >&2; exit 2 ;;
esac
