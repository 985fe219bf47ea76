#!/usr/bin/env bash
# `bash ops/check-host.sh https://www.example.com [dist/client/sha256sums.txt]`: does that host
# serve this build, byte for byte? Build the same commit with the same settings first
# (`npm run build`, which writes the checksums). Every file they list is asked for at its own URL
# (a page's `x.html` redirects to `/x`, which is followed; the `.br` and `.gz` copies by their
# names), undecoded, and sha256sum checks each. `_headers` is left out: hosts never serve it.
# Then the counting paths (docs/experiments.md) must redirect, asked with HEAD, which counts nothing.
# Needs only bash, curl and sha256sum. docs/deployment.md says more; tests/hosts.test.ts runs it.
set -euo pipefail
site=${1:?Usage: bash ops/check-host.sh https://www.example.com [dist/client/sha256sums.txt]}
site=${site%/}
sums=$(realpath "${2:-dist/client/sha256sums.txt}")
here=$(mktemp -d)
trap 'rm -rf "$here"' EXIT
cd "$here"
grep -v '  _headers$' "$sums" >expected
# One curl for all of them: each URL with the file to write it to.
while read -r _ name; do
  printf 'url = "%s/%s"\noutput = "%s"\n' "$site" "$name" "$name"
done <expected | curl --silent --show-error --location --create-dirs --config -
sha256sum --check --quiet --strict expected
for step in order masterclass; do
  status=$(curl --silent --head --output /dev/null --write-out '%{http_code}' "$site/go/$step?from=vsl")
  [ "$status" = 302 ] || { echo "$site/go/$step answers $status, not a redirect: see docs/experiments.md" >&2; exit 1; }
done
echo "$(wc -l <expected) files served by $site as built; its counting paths redirect"
