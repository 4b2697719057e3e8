#!/usr/bin/env bash
# Serves the built app for the browser tests on a fresh database of its own, seeded at start.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf data/e2e.db data/e2e.db-* data/e2e-media
export DATABASE_URL=file:./data/e2e.db MEDIA_DIR=data/e2e-media PORT="${E2E_PORT:-3100}"
export SITE_URL="http://localhost:$PORT" NODE_ENV=production
exec npx next start -p "$PORT"
