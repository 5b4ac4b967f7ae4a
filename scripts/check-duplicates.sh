#!/usr/bin/env bash
# No block of 6 or more lines written twice in the code that ships or builds the site (jscpd;
# comments and blank lines do not count). Left out, as ESLint's size rules leave them out:
# - tests and their fixtures: each sets its own scene, and a shared helper for a repeated one is a
#   test refactor of its own (tests/ holds only tests and their helpers);
# - data tables, whose entries are alike by nature (one per setting, shortcut or tool);
# - what .gitignore names (builds, generated modules, the published site).
set -euo pipefail
cd "$(dirname "$0")/.."
IGNORE='**/*.test.ts,**/*.test.tsx,**/fixtures/**,tests/**'
DATA_TABLES='shared/chrome/src/facts/settings*.ts,shared/chrome/src/facts/shortcuts.ts,shared/chrome/src/facts/labels*.ts,**/tool-catalogue/*-tools.ts'
exec node_modules/.bin/jscpd --min-lines 6 --mode weak --format typescript,tsx,javascript \
  --ignore "$IGNORE,$DATA_TABLES" --reporters console --exit-code 1 "$@" .
