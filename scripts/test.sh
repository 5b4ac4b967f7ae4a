#!/usr/bin/env bash
# The whole test suite: unit tests (rstest), then browser tests of the built, published, served site.
# Installs what it needs on a fresh machine: npm packages, and Debian's chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules/@rspack/core ]; then
  npm ci --no-audit --no-fund
fi

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "error: no Chromium at $CHROMIUM and cannot install it (need root and apt-get); set CHROMIUM_PATH" >&2
    exit 1
  fi
fi

echo "== unit tests"
npx rstest run
echo "== browser tests"
bash scripts/browser-tests.sh
