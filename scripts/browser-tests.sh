#!/usr/bin/env bash
# Browser tests of the built, published and served site (playwright-core + Debian's chromium), then
# the visual suite: rstest's `browser` project, one build of the site shared by every file (its
# global setup), one file at a time (each drives Chromium and a server; two cores are busy enough).
#   bash scripts/browser-tests.sh [name-fragment…] [--update] [--only=<text>…] [--site=<url>]
# A fragment keeps the files whose path holds it (`visual` is the visual suite); the visual flags
# are passed to it in the environment, as rstest refuses options it does not know.
set -euo pipefail
cd "$(dirname "$0")/.."

args=()
only=()
for arg in "$@"; do
  case "$arg" in
    --update | -u) export VISUAL_UPDATE=1 ;;
    --only=*) only+=("${arg#--only=}") ;;
    --site=*) export VISUAL_SITE="${arg#--site=}" ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#only[@]} -gt 0 ]; then
  VISUAL_ONLY="$(IFS=,; echo "${only[*]}")"
  export VISUAL_ONLY
fi

exec node node_modules/@rstest/core/bin/rstest.js run --project browser --pool.maxWorkers 1 "${args[@]+"${args[@]}"}"
