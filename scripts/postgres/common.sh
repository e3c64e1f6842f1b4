# Shared by start.sh and stop.sh (sourced, not run).
# PG_BIN: the PostgreSQL server binaries; default the machine's version 15,
# else the newest /usr/lib/postgresql/*/bin.
pg_find_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  if [[ -x /usr/lib/postgresql/15/bin/initdb ]]; then echo /usr/lib/postgresql/15/bin; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  echo "${dir:-/usr/lib/postgresql/15/bin}"
}

# Runs a command as the owner of the cluster: PostgreSQL refuses to run as
# root, so root runs it as the `postgres` system user.
pg_as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
