#!/usr/bin/env bash
# The one test command: unit and integration tests, a production build, then the browser tests; with
# TEST_POSTGRES_URL set, the fuzz spec once more against a server on a fresh PostgreSQL database, and the
# two-instance tests on another.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx vitest run
npm run build
npx playwright test
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  E2E_PORT=3101 E2E_DATABASE_URL="$(bash scripts/postgres.sh storefront_e2e)" npx playwright test tests/e2e/fuzz.spec.ts
  # Two instances on one fresh database and one object store: each sees the other's edits (tests/instances).
  rm -rf data/e2e-instances-media data/e2e-instances-s3
  E2E_DATABASE_URL="$(bash scripts/postgres.sh storefront_instances)" npx playwright test -c playwright.instances.config.ts
fi
