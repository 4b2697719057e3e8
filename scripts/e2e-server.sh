#!/usr/bin/env bash
# Serves the built app for the browser tests on a fresh database of its own, seeded at start.
# Database and media are per port, so test runs on different ports never share state.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${E2E_PORT:-3100}"
rm -rf "data/e2e-$PORT.db" "data/e2e-$PORT.db-"* "data/e2e-$PORT-media" "data/e2e-$PORT-outbox"
# E2E_DATABASE_URL serves a fresh PostgreSQL database instead (scripts/test.sh runs the fuzz spec on one).
# E2E_MEDIA_DIR shares one media folder between instances on one database (scripts/e2e-second-instance.sh).
export DATABASE_URL="${E2E_DATABASE_URL:-file:./data/e2e-$PORT.db}" MEDIA_DIR="${E2E_MEDIA_DIR:-data/e2e-$PORT-media}" PORT
# The password-reset tests read the mail the server sent from here (tests/e2e/fixtures/outbox.ts).
export MAIL_OUTBOX_DIR="data/e2e-$PORT-outbox"
# The follow-alert test waits for its digest: due digests are looked for every two seconds, not every minute.
export FOLLOW_ALERTS_POLL_MS="${FOLLOW_ALERTS_POLL_MS:-2000}"
export SITE_URL="http://localhost:$PORT" NODE_ENV=production
export PREVIEW_SECRET="${PREVIEW_SECRET:-e2e-preview-secret-0123456789}"
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-e2e-payload-secret-0123456789}"
# The settings tests switch outside scripts on, which only an admin may do, and load a stub marketing script.
export DEMO_ADMIN_PASSWORD="${DEMO_ADMIN_PASSWORD:-e2e-admin-password-2026}"
export MARKETING_SCRIPT_HOSTS="${MARKETING_SCRIPT_HOSTS:-marketing.example}"
# Every browser test signs in and searches from this one address: limits far above what they use.
export RATE_LIMITS="${RATE_LIMITS:-login=100000/60,login-address=100000/60,password-reset=100000/60,sign-up=100000/60,preview-secret=100000/60,images=1000000/60,search=1000000/60,customer=1000000/60,cart=1000000/60,checkout=1000000/60,newsletter=100000/60,search-queries=100000/60,enquiries=100000/60,unsubscribe=100000/60}"
# E2E_PID_FILE names a file for the server's process id: the two-instance tests kill and restart one.
if [ -n "${E2E_PID_FILE:-}" ]; then echo $$ > "$E2E_PID_FILE"; fi
exec node dist/server/main.js
