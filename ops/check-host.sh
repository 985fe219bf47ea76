#!/usr/bin/env bash
# `bash ops/check-host.sh https://www.example.com [dist/client/sha256sums.txt]`: does that host
# serve this build, byte for byte? Build the same commit with the same settings first
# (`npm run build`, which writes the checksums). Every file they list is asked for at its own URL
# (a page's `x.html` redirects to `/x`, which is followed; the `.br` and `.gz` copies by their
# names), undecoded, and sha256sum checks each. `_headers` is left out: hosts never serve it.
# Then the counting paths (docs/experiments.md) must redirect, asked with HEAD, which counts
# nothing, and answer a link's ping with 204; a prefetch and a crawler must get the page. Every
# file, the ping and the page are asked for as a crawler or as a prefetch, which a host counts
# nowhere: a live site's counts stay as they were.
# Needs only bash, curl and sha256sum. docs/deployment.md says more; tests/hosts.test.ts runs it.
set -euo pipefail
site=${1:?Usage: bash ops/check-host.sh https://www.example.com [dist/client/sha256sums.txt]}
site=${site%/}
sums=$(realpath "${2:-dist/client/sha256sums.txt}")
here=$(mktemp -d)
trap 'rm -rf "$here"' EXIT
cd "$here"
grep -v '  _headers$' "$sums" >expected
# Asked for as a crawler, so that a page's view is not counted (src/lib/counting.ts).
crawler='Mozilla/5.0 (compatible; check-host-bot/1.0)'
# One curl for all of them: each URL with the file to write it to.
while read -r _ name; do
  printf 'url = "%s/%s"\noutput = "%s"\n' "$site" "$name" "$name"
done <expected | curl --silent --show-error --location --create-dirs --user-agent "$crawler" --config -
sha256sum --check --quiet --strict expected
fail() { echo "$1: see docs/experiments.md" >&2; exit 1; }
ask() { curl --silent --output /dev/null --write-out '%{http_code}' "$@"; }
for step in order masterclass; do
  status=$(ask --head "$site/go/$step?from=vsl")
  [ "$status" = 302 ] || fail "$site/go/$step answers $status, not a redirect"
  status=$(ask -A "$crawler" -H 'Content-Type: text/ping' --data-binary PING "$site/go/$step?from=vsl")
  [ "$status" = 204 ] || fail "$site/go/$step answers a ping $status, not 204"
done
status=$(ask -H 'Sec-Purpose: prefetch' "$site/")
[ "$status" = 200 ] || fail "$site/ answers a prefetch $status, not 200"
status=$(ask -A "$crawler" "$site/")
[ "$status" = 200 ] || fail "$site/ answers a crawler $status, not 200"
echo "$(wc -l <expected) files served by $site as built; its counting paths redirect and answer pings"
