#!/usr/bin/env bash
# Installs (when root and missing) and starts a local Redis from Debian's packages on its own port, with nothing
# kept on disk, then prints its URL. Used by CI and by developers for the shared rate-limit counts.
set -euo pipefail
PORT="${REDIS_TEST_PORT:-6390}"

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then echo "Redis is not installed and this is not root" >&2; exit 1; fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
fi

if ! redis-cli -p "$PORT" ping >/dev/null 2>&1; then
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >&2
  for _ in $(seq 1 30); do
    redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.2
  done
fi
echo "redis://127.0.0.1:$PORT"
