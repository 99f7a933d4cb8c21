#!/usr/bin/env bash
# Installs code-server (VS Code in the browser) from the npm registry into $1 without any download
# from outside the registries.
#
# `npm install code-server` as root runs a postinstall that (a) needs npm's old --unsafe-perm,
# (b) builds native modules (kerberos needs libkrb5-dev), and (c) downloads ripgrep from GitHub
# (@vscode/ripgrep's postinstall), which fails on a machine that reaches only the package registries
# ("Downloading ripgrep failed after multiple retries: Error: getaddrinfo ENOTFOUND api.github.com").
# So we do the postinstall's work by hand: install with --ignore-scripts, put Debian's ripgrep where
# @vscode/ripgrep expects its download, build the native modules with node-gyp, and make the
# symlinks postinstall.sh makes.
set -euo pipefail

dest=${1:?usage: install-code-server.sh DIR}
version=${CODE_SERVER_VERSION:-4.100.3}
cs="$dest/node_modules/code-server"

if [ -x "$dest/node_modules/.bin/code-server" ] && "$dest/node_modules/.bin/code-server" --version >/dev/null 2>&1; then
  echo "code-server already installed in $dest"
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=()
  for pkg in ripgrep libkrb5-dev libx11-dev libxkbfile-dev libsecret-1-dev pkg-config build-essential python3; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
  done
  if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi
command -v rg >/dev/null || { echo "ripgrep (rg) is required: apt-get install -y ripgrep" >&2; exit 1; }

mkdir -p "$dest"
cd "$dest"
[ -f package.json ] || echo '{"name":"mcalens-e2e-code-server","private":true}' > package.json
npm install --no-audit --no-fund --ignore-scripts "code-server@$version"
# code-server's own native dependency (password hashing), built from source when no prebuilt is reachable.
npm rebuild argon2

cd "$cs/lib/vscode"
npm install --no-audit --no-fund --omit=dev --ignore-scripts
mkdir -p node_modules/@vscode/ripgrep/bin
cp "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
# node-pty's post-install step also runs `npx node-gyp` for compile_commands.json, which is only a
# developer convenience and fails without a prompt; its native module is built before that.
npm rebuild @parcel/watcher @vscode/spdlog kerberos native-watchdog @vscode/deviceid || true
npm rebuild node-pty || true
test -f node_modules/node-pty/build/Release/pty.node
test -f node_modules/@vscode/spdlog/build/Release/spdlog.node
ln -sfn node_modules node_modules.asar
(cd bin/remote-cli && ln -sfn code-linux.sh code-server)
(cd bin/helpers && ln -sfn browser-linux.sh browser.sh)
(cd extensions && npm install --no-audit --no-fund --omit=dev)

"$dest/node_modules/.bin/code-server" --version
