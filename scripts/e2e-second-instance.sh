#!/usr/bin/env bash
# A second instance for the two-instance tests: once the first one answers, the same database and media folder
# on another port. The first one has migrated and seeded the database; this one finds it full and seeds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
FIRST="${E2E_FIRST_URL:?set to the URL of the first instance}"
for _ in $(seq 1 600); do
  curl -fsS -o /dev/null "$FIRST/" && break
  sleep 1
done
exec bash scripts/e2e-server.sh
