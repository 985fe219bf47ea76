#!/usr/bin/env bash
# Installs Stately's extractor (@xstate/machine-extractor, with the xstate 4 it needs) into
# tools/stately/node_modules from this folder's lock file, when it is missing or older than the
# lock. Kept apart from the project's packages, which run xstate 5.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
