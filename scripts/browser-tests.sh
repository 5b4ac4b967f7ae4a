#!/usr/bin/env bash
# Browser tests of the built, published and served site (playwright-core + Debian's chromium), then
# the visual suite: rstest's `browser` project, one build of the site shared by every file (its
# global setup), one file at a time (each drives Chromium and a server; two cores are busy enough).
#   bash scripts/browser-tests.sh [--target dev] [name-fragment…] [--update] [--only=<text>…] [--site=<url>]
# `--target dev` drives `npm run dev` instead of a published site (ROO_TEST_TARGET=dev): without
# fragments, the dev set, the files whose withSite() names BOTH_TARGETS.
# A fragment keeps the files whose path holds it (`visual` is the visual suite); the visual flags
# are passed to it in the environment, as rstest refuses options it does not know.
set -euo pipefail
cd "$(dirname "$0")/.."

args=()
only=()
target_next=""
for arg in "$@"; do
  if [ -n "$target_next" ]; then
    export ROO_TEST_TARGET="$arg"
    target_next=""
    continue
  fi
  case "$arg" in
    --target) target_next=1 ;;
    --target=*) export ROO_TEST_TARGET="${arg#--target=}" ;;
    --update | -u) export VISUAL_UPDATE=1 ;;
    --only=*) only+=("${arg#--only=}") ;;
    --site=*) export VISUAL_SITE="${arg#--site=}" ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${ROO_TEST_TARGET:-published}" = dev ] && [ ${#args[@]} -eq 0 ]; then
  mapfile -t args < <(grep -l 'targets: BOTH_TARGETS' tests/browser/*.test.ts)
  [ ${#args[@]} -gt 0 ] || { echo "error: no browser test names BOTH_TARGETS" >&2; exit 1; }
fi
if [ ${#only[@]} -gt 0 ]; then
  VISUAL_ONLY="$(IFS=,; echo "${only[*]}")"
  export VISUAL_ONLY
fi

exec node node_modules/@rstest/core/bin/rstest.js run --project browser --pool.maxWorkers 1 "${args[@]+"${args[@]}"}"
