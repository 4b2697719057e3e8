#!/usr/bin/env bash
# The one test command: unit and integration tests, a production build, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx vitest run
npm run build
npx playwright test
