#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for tests and benchmarks:
# a fresh cluster in a new temporary directory (owned by the `postgres`
# system user when run as root), listening on a free port on 127.0.0.1 only,
# trust authentication for the `postgres` role on loopback.
#
# On success prints shell assignments on stdout (eval them):
#   PG_TMP_DIR=/tmp/pg-test.XXXX   (pass to stop.sh)
#   PG_PORT=54321
#   PG_URL=postgres://postgres@127.0.0.1:54321/postgres
# Progress goes to stderr. On failure it removes what it created.
# PG_DURABLE=1 keeps PostgreSQL's durable defaults (fsync, synchronous commit).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/common.sh"

bin="$(pg_find_bin)"
for tool in initdb pg_ctl postgres; do
  if [[ ! -x "$bin/$tool" ]]; then
    echo "PostgreSQL server binaries not found in $bin. Install them: apt-get install -y postgresql postgresql-contrib" >&2
    exit 1
  fi
done
if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
  echo "The 'postgres' system user is missing (it comes with the package). Install: apt-get install -y postgresql" >&2
  exit 1
fi

# Under /tmp (not $TMPDIR): the postgres user must be able to reach it.
tmp="$(mktemp -d /tmp/pg-test.XXXXXX)"
cleanup_on_error() {
  pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup_on_error ERR
chmod 700 "$tmp"
if [[ $(id -u) -eq 0 ]]; then chown postgres:postgres "$tmp"; fi

# A free loopback port, chosen by the kernel.
port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")"

pg_as_owner "$bin/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$tmp/initdb.log" 2>&1 \
  || { cat "$tmp/initdb.log" >&2; false; }

# A disposable server: enough connections for parallel test files (each
# opens a small pool), and durability off for speed unless PG_DURABLE=1
# (the reliability test crashes the server and counts acknowledged writes).
cat >>"$tmp/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$tmp'
max_connections = 200
log_min_messages = warning
CONF
# PG_SHARED_BUFFERS (e.g. 2GB): the benchmarks size the cache as a production server would be.
if [[ -n "${PG_SHARED_BUFFERS:-}" ]]; then
  echo "shared_buffers = '$PG_SHARED_BUFFERS'" >>"$tmp/data/postgresql.conf"
fi
if [[ "${PG_DURABLE:-0}" != "1" ]]; then
  cat >>"$tmp/data/postgresql.conf" <<CONF
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
fi

if ! pg_as_owner "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 start >/dev/null; then
  cat "$tmp/server.log" >&2 || true
  false
fi
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') started on 127.0.0.1:$port (data in $tmp)" >&2

echo "PG_TMP_DIR=$tmp"
echo "PG_PORT=$port"
echo "PG_URL=postgres://postgres@127.0.0.1:$port/postgres"
