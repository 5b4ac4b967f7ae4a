#!/usr/bin/env bash
# Browser tests of the built, published and served site (playwright-core + Debian's chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node node_modules/jiti/lib/jiti-cli.mjs tests/browser/run.ts "$@"
