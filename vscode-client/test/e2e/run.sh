#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code (code-server) driven by Debian's
# headless Chromium through playwright-core.
#
#   vscode-client/test/e2e/run.sh [path/to/mcalens.vsix]
#
# Environment: MCALENS_PYTHON (interpreter with mcalens installed; default: python3 on PATH),
# E2E_DIR (where code-server is installed; default /tmp/mcalens-e2e), E2E_OUT (screenshots; default
# vscode-client/test/e2e/out), E2E_PORT (default 18080), E2E_SOURCE (the .s file to open; default
# tests/editors/data/loop.s), E2E_CPU (mcalens.cpu; default skylake), E2E_HOVER (a mnemonic whose
# first line gets the hover; default vmulps). The screenshots in docs/img were taken with
# E2E_SOURCE=examples/dot-product.s E2E_CPU=btver2.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
client=$(cd "$here/../.." && pwd)
repo=$(cd "$client/.." && pwd)
vsix=${1:-$client/mcalens.vsix}
e2e_dir=${E2E_DIR:-/tmp/mcalens-e2e}
out=${E2E_OUT:-$here/out}
port=${E2E_PORT:-18080}
python=${MCALENS_PYTHON:-$(command -v python3)}
source=$(realpath "${E2E_SOURCE:-$repo/tests/editors/data/loop.s}")
cpu=${E2E_CPU:-skylake}
hover_mnemonic=${E2E_HOVER:-vmulps}
file=$(basename "$source")

[ -f "$vsix" ] || { echo "no .vsix at $vsix (run: cd vscode-client && npm run package)" >&2; exit 1; }
"$python" -c "import mcalens.server.main" || { echo "mcalens is not installed for $python" >&2; exit 1; }

if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

"$here/install-code-server.sh" "$e2e_dir/code-server"
code_server="$e2e_dir/code-server/node_modules/.bin/code-server"

rm -rf "$e2e_dir/user" "$e2e_dir/extensions" "$e2e_dir/workspace" "$e2e_dir/bare-venv"
mkdir -p "$e2e_dir/user/User" "$e2e_dir/extensions" "$e2e_dir/workspace" "$out"
cp "$source" "$e2e_dir/workspace/$file"
cat > "$e2e_dir/user/User/settings.json" <<JSON
{
  "mcalens.pythonPath": "$python",
  "mcalens.cpu": "$cpu",
  "editor.inlayHints.enabled": "on",
  "editor.hover.delay": 100,
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.welcomePage.walkthroughs.openOnInstall": false,
  "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "update.mode": "none"
}
JSON

common=(--user-data-dir "$e2e_dir/user" --extensions-dir "$e2e_dir/extensions")
"$code_server" "${common[@]}" --install-extension "$vsix"
"$code_server" "${common[@]}" --list-extensions --show-versions

start_code_server() {
  "$code_server" "${common[@]}" --auth none --bind-addr "127.0.0.1:$port" --disable-telemetry \
    --disable-update-check --disable-workspace-trust --disable-getting-started-override \
    "$e2e_dir/workspace" > "$out/code-server-$1.log" 2>&1 &
  cs_pid=$!
  for _ in $(seq 1 60); do
    curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
    sleep 1
  done
  echo "code-server did not come up; see $out/code-server-$1.log" >&2
  return 1
}
stop_code_server() {
  kill "$cs_pid" 2>/dev/null || true
  wait "$cs_pid" 2>/dev/null || true
}
trap stop_code_server EXIT

hover_line=$(grep -nP "^\\s*$hover_mnemonic\\b" "$e2e_dir/workspace/$file" | head -1 | cut -d: -f1)
status=0
cd "$client"

# 1. The extension with mcalens installed: hints, hover, status bar, report, Select CPU.
start_code_server main
E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE="$file" E2E_LINE="$hover_line" \
  E2E_CPU="$cpu" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
stop_code_server

# 2. mcalens.pythonPath pointing at an interpreter without mcalens: a clear message with the fix.
python3 -m venv --without-pip "$e2e_dir/bare-venv"
cp "$source" "$e2e_dir/workspace/$file"
sed -i "s|\"mcalens.pythonPath\": \"[^\"]*\"|\"mcalens.pythonPath\": \"$e2e_dir/bare-venv/bin/python\"|" \
  "$e2e_dir/user/User/settings.json"
start_code_server not-installed
E2E_SCENARIO=not-installed E2E_BARE_PYTHON="$e2e_dir/bare-venv/bin/python" \
  E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE="$file" E2E_OUT="$out" \
  node "$here/e2e.mjs" || status=1
stop_code_server
exit $status
