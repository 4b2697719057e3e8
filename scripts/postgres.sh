#!/usr/bin/env bash
# Installs (when root and missing) and starts a local PostgreSQL from Debian's packages,
# then prints a connection URL for a fresh test database. Used by CI and by developers.
set -euo pipefail
DB_NAME="${1:-storefront_test}"
PORT="${PGPORT:-5432}"

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then echo "PostgreSQL is not installed and this is not root" >&2; exit 1; fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done

as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_postgres psql -q -h 127.0.0.1 -p "$PORT" -c "ALTER USER postgres PASSWORD 'postgres'" >&2 2>/dev/null ||
  as_postgres psql -q -p "$PORT" -c "ALTER USER postgres PASSWORD 'postgres'" >&2
PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "$PORT" -U postgres -c "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" >&2
PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "$PORT" -U postgres -c "CREATE DATABASE $DB_NAME" >&2
echo "postgres://postgres:postgres@127.0.0.1:$PORT/$DB_NAME"
