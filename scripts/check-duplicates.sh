#!/usr/bin/env bash
# No block of 6 or more lines written twice (jscpd; comments, blank lines and import lists do not
# count), tests included: a scene two tests set is a helper in tests/support/ or a fixture. Left
# out, as ESLint's size rules leave them out:
# - test fixtures and data tables, whose entries are alike by nature (one per setting, shortcut,
#   tool or indexed page);
# - what .gitignore names (builds, generated modules, the published site).
set -euo pipefail
cd "$(dirname "$0")/.."
IGNORE='**/fixtures/**'
DATA_TABLES='shared/mdx-kit/src/facts/settings*.ts,shared/mdx-kit/src/facts/shortcuts.ts,shared/mdx-kit/src/facts/labels*.ts,**/tools/catalogue/*-tools.ts'
exec node_modules/.bin/jscpd --min-lines 6 --mode weak --format typescript,tsx,javascript \
  --ignore "$IGNORE,$DATA_TABLES" --ignore-pattern 'import [^;]*;' --reporters console --exit-code 1 "$@" .
