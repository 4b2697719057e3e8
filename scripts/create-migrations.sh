#!/usr/bin/env bash
# Writes a migration for each database dialect after a schema change: npm run migrate:create -- <name>
set -euo pipefail
name="${1:?usage: npm run migrate:create -- <name>}"
export NODE_OPTIONS=--no-deprecation
# stdin from /dev/null: Payload's prompt would otherwise wait for an answer that never comes.
DATABASE_URL="file:./data/migrations-scratch.db" node --import=./scripts/server-only-hook.mjs node_modules/payload/bin.js migrate:create "$name" </dev/null
# PostgreSQL requires both secrets (src/lib/env.ts); writing a migration signs nothing, so any will do here.
DATABASE_URL="$(bash scripts/postgres.sh storefront_migrations 2>/dev/null)" \
  PAYLOAD_SECRET="${PAYLOAD_SECRET:-migration-writer-secret}" PREVIEW_SECRET="${PREVIEW_SECRET:-migration-writer-secret}" \
  node --import=./scripts/server-only-hook.mjs node_modules/payload/bin.js migrate:create "$name" </dev/null
rm -f data/migrations-scratch.db*
