#!/usr/bin/env bash
# The whole test suite: unit tests (rstest), then browser tests of the built, published, served site.
# Installs what it needs on a fresh machine: npm packages, and Debian's chromium, nginx and fonts for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules/@rspack/core ]; then
  npm ci --no-audit --no-fund
fi

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$NGINX" ] || missing+=(nginx)
# The visual suite's baselines were taken with these fonts; other fonts move every line of text.
if command -v dpkg >/dev/null; then
  for font in fonts-dejavu-core fonts-liberation; do
    dpkg -s "$font" >/dev/null 2>&1 || missing+=("$font")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} for the browser tests…"
    apt-get update -qq
    # policy-rc.d: install nginx without starting a system-wide server (the tests start their own).
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && policy=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    [ -z "$policy" ] || rm -f /usr/sbin/policy-rc.d
  else
    echo "error: ${missing[*]} missing and cannot be installed (need root and apt-get); set CHROMIUM_PATH / NGINX_PATH" >&2
    exit 1
  fi
fi

# The object-storage tests' S3 endpoint: a one-node Ceph cluster of this run's own (installed with
# apt-get when missing), on the first free port from 7480, stopped by pid when the suite ends.
bash scripts/object-store/ceph.sh install
CEPH_DIR="$PWD/.tmp/ceph-$$"
port=7480
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 50)); done
eval "$(bash scripts/object-store/ceph.sh start "$CEPH_DIR" "$port" | sed 's/^/export /')"
trap 'bash scripts/object-store/ceph.sh stop "$CEPH_DIR"' EXIT

echo "== unit tests"
npm run --silent test:unit
echo "== deploy drills and content tests"
npx rstest run --project deploy --project content
echo "== browser tests and the visual regression suite (rstest project browser, one build of the site)"
bash scripts/browser-tests.sh
