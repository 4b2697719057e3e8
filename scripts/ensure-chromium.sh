#!/usr/bin/env bash
# Makes sure a Chromium exists for the browser tests: Debian's package when root, else Playwright's.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  npx playwright install chromium
fi
