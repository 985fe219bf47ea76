#!/usr/bin/env bash
# `bash ops/install.sh NAME`: installs ops/NAME/node_modules from that folder's own
# package.json and lock file, when it is missing or older than the lock. What only one command
# uses (Lighthouse CI, Stryker, wrangler, sharp) lives in such a folder, so
# `npm install` leaves it out and the command installs it on first use.
set -euo pipefail
dir="$(dirname "$0")/${1:?which folder of ops/?}"
cd "$dir"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "First use: installing ops/$1/package.json into ops/$1/node_modules…" >&2
  # npm ci refuses some lock files here (optional packages the registry lacks); npm install
  # installs the locked versions all the same and leaves the lock file as it is.
  npm install --no-audit --no-fund >&2
fi
