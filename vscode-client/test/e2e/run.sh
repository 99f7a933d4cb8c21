#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code (code-server) driven by Debian's
# headless Chromium through playwright-core.
#
#   vscode-client/test/e2e/run.sh [path/to/mcalens.vsix]
#
# The .vsix is installed into a fresh code-server profile that runs with PATH=/usr/bin:/bin, where
# no mcalens exists and python3 cannot import it: the extension must bring its own server (bundled
# in the .vsix) and make its private environment on first start. Six runs: (1) nothing but python3
# on PATH: hints, lens, hover, report, commands; (2) mcalens.pythonPath names no interpreter: the
# "needs Python 3.11" message; (3) a stub of the Python extension's API (python-extension-stub/)
# names an interpreter off PATH: the private environment is made from it, and an AArch64 .S file is
# analysed as AArch64 (never x86 errors); (4) the Python extension's
# interpreter is too old: python3 from PATH is used instead. Then (5) a C file with its
# compile_commands.json (needs cc) and (6) a NASM file with x86inc-style macros (needs nasm), each
# skipped with a message when the clean PATH lacks its tool, and (7) a RISC-V vector file whose hints
# name the LMUL/SEW each vector instruction was analysed with, and (8) a Thumb-2 file for Cortex-M4
# with hints, lens and hover; E2E_ONLY=c-source, E2E_ONLY=nasm, E2E_ONLY=riscv or E2E_ONLY=arm runs
# only that one.
#
# Environment: E2E_DIR (where code-server is installed; default /tmp/mcalens-e2e), E2E_OUT
# (screenshots; default vscode-client/test/e2e/out), E2E_PORT (default 18080), E2E_SOURCE (the .s
# file to open; default tests/editors/data/dot-gcc.s, gcc -O2 -g output, with its dot.c next to it),
# E2E_CPU (mcalens.cpu; default skylake), E2E_HOVER (a mnemonic whose first line gets the hover;
# default vmulss). The screenshots in docs/img are these runs' (E2E_OUT=docs/img).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
client=$(cd "$here/../.." && pwd)
repo=$(cd "$client/.." && pwd)
vsix=${1:-$client/mcalens.vsix}
e2e_dir=${E2E_DIR:-/tmp/mcalens-e2e}
out=${E2E_OUT:-$here/out}
port=${E2E_PORT:-18080}
source=$(realpath "${E2E_SOURCE:-$repo/tests/editors/data/dot-gcc.s}")
cpu=${E2E_CPU:-skylake}
hover_mnemonic=${E2E_HOVER:-vmulss}
clean_path=/usr/bin:/bin
file=$(basename "$source")

[ -f "$vsix" ] || { echo "no .vsix at $vsix (run: cd vscode-client && npm run package)" >&2; exit 1; }
# The machine as a user has it: no mcalens on PATH, none importable by the system python3.
if PATH=$clean_path command -v mcalens >/dev/null; then echo "mcalens is on $clean_path: not a clean machine" >&2; exit 1; fi
if (cd / && PATH=$clean_path python3 -c "import mcalens" 2>/dev/null); then echo "python3 imports mcalens: not a clean machine" >&2; exit 1; fi
# (grep reads the whole listing: grep -q would close the pipe early and fail the pipeline under pipefail)
unzip -l "$vsix" | grep -c "extension/bundled/libs/mcalens/server/main.py" >/dev/null || { echo "the .vsix carries no bundled server" >&2; exit 1; }

if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

"$here/install-code-server.sh" "$e2e_dir/code-server"
code_server="$e2e_dir/code-server/node_modules/.bin/code-server"

rm -rf "$e2e_dir/user" "$e2e_dir/extensions" "$e2e_dir/workspace"
mkdir -p "$e2e_dir/user/User" "$e2e_dir/extensions" "$e2e_dir/workspace" "$out"
cp "$source" "$e2e_dir/workspace/$file"
c_source="$(dirname "$source")/$(basename "$source" -gcc.s).c"
[ -f "$c_source" ] && cp "$c_source" "$e2e_dir/workspace/"
# settings.json: the test's settings plus any extra "key": value lines given as arguments.
write_settings() {
  local extra=""
  for line in "$@"; do extra+="  $line,"$'\n'; done
  cat > "$e2e_dir/user/User/settings.json" <<JSON
{
${extra}  "mcalens.cpu": "$cpu",
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
}
write_settings

common=(--user-data-dir "$e2e_dir/user" --extensions-dir "$e2e_dir/extensions")
"$code_server" "${common[@]}" --install-extension "$vsix"
"$code_server" "${common[@]}" --list-extensions --show-versions
# The extension's id (publisher.name) as packaged: its global storage holds the private environment.
extension_id=$(unzip -p "$vsix" extension/package.json | node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(`${m.publisher}.${m.name}`.toLowerCase())')

start_code_server() {
  env PATH="$clean_path" MCALENS_E2E_STUB_LOG="$e2e_dir/python-extension-stub.log" HOME="$e2e_dir/home" XDG_CACHE_HOME="$e2e_dir/home/.cache" \
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
  # (none started when E2E_ONLY names a scenario that is skipped)
  [ -n "${cs_pid:-}" ] || return 0
  kill "$cs_pid" 2>/dev/null || true
  wait "$cs_pid" 2>/dev/null || true
}
trap stop_code_server EXIT

rm -rf "$e2e_dir/home" && mkdir -p "$e2e_dir/home"
hover_line=$(grep -nP "^\\s*$hover_mnemonic\\b" "$e2e_dir/workspace/$file" | head -1 | cut -d: -f1)
status=0
cd "$client"

if [ -z "${E2E_ONLY:-}" ]; then
# 1. A fresh profile, no mcalens anywhere: the bundled server starts (private environment made on
#    first start); hints, lens, hover, status bar, report, Select CPU, Analyze Selection, Compare.
start_code_server main
E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE="$file" E2E_LINE="$hover_line" \
  E2E_CPU="$cpu" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
stop_code_server
ls "$e2e_dir/user/User/globalStorage/$extension_id/" | grep -q '^env-' \
  || { echo "FAIL - no private environment in the extension's global storage" >&2; status=1; }

# 2. mcalens.pythonPath naming an interpreter that does not exist: "needs Python 3.11 or newer".
cp "$source" "$e2e_dir/workspace/$file"
write_settings '"mcalens.pythonPath": "/nonexistent/bin/python3"'
start_code_server no-python
E2E_SCENARIO=no-python E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE="$file" E2E_OUT="$out" \
  node "$here/e2e.mjs" || status=1
stop_code_server

# 3. The Python extension names the interpreter. A stub of ms-python.python (its environments API,
#    test/e2e/python-extension-stub) is installed; it answers with python.defaultInterpreterPath, here
#    a virtual environment that is not on PATH. The private environment must be made from it.
storage="$e2e_dir/user/User/globalStorage/$extension_id"
stub_log="$e2e_dir/python-extension-stub.log"
stub_vsix="$e2e_dir/python-extension-stub.vsix"
(cd "$here/python-extension-stub" && "$client/node_modules/.bin/vsce" package --no-dependencies \
  --allow-missing-repository --skip-license --out "$stub_vsix" >/dev/null)
"$code_server" "${common[@]}" --install-extension "$stub_vsix"
chosen_env="$e2e_dir/chosen-python"
rm -rf "$chosen_env" && PATH=$clean_path python3 -m venv --without-pip "$chosen_env"
ready_python() { cat "$storage"/env-*/mcalens-ready 2>/dev/null | head -1; }
cp "$source" "$e2e_dir/workspace/$file"
rm -rf "$storage" "$stub_log"
write_settings "\"python.defaultInterpreterPath\": \"$chosen_env/bin/python\""
cp "$repo/tests/editors/data/dot-aarch64-gcc.s" "$e2e_dir/workspace/dot-aarch64.S"
start_code_server python-extension
E2E_SCENARIO=python-extension E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE="$file" \
  E2E_A64_FILE=dot-aarch64.S E2E_OUT="$out" node "$here/e2e.mjs" || status=1
stop_code_server
if grep -q "^getActiveEnvironmentPath .* -> $chosen_env/bin/python\$" "$stub_log" 2>/dev/null; then
  echo "ok - the extension asked the Python extension for its interpreter"
else echo "FAIL - the Python extension was not asked ($(cat "$stub_log" 2>/dev/null | tr '\n' ';'))" >&2; status=1; fi
if [ "$(ready_python)" = "$chosen_env/bin/python" ]; then
  echo "ok - the private environment was made from the Python extension's interpreter"
else echo "FAIL - private environment made from '$(ready_python)', not $chosen_env/bin/python" >&2; status=1; fi

# 4. The Python extension's interpreter is too old (a stand-in that reports 3.9 to the version
#    probe): the extension falls back to python3 on PATH and still works.
old_python="$e2e_dir/old-python/bin/python"
mkdir -p "$(dirname "$old_python")"
printf '#!/bin/sh\n# stands in for a Python 3.9: answers the version probe only\necho 3.9\n' > "$old_python"
chmod +x "$old_python"
cp "$source" "$e2e_dir/workspace/$file"
rm -rf "$storage" "$stub_log"
write_settings "\"python.defaultInterpreterPath\": \"$old_python\""
start_code_server python-extension-old
E2E_SCENARIO=python-extension E2E_SHOT=python-extension-old E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" \
  E2E_FILE="$file" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
stop_code_server
grep -q "^getActiveEnvironmentPath .* -> $old_python\$" "$stub_log" 2>/dev/null \
  || { echo "FAIL - the Python extension was not asked" >&2; status=1; }
if [ "$(ready_python)" = python3 ]; then
  echo "ok - an interpreter older than 3.11 from the Python extension is skipped for python3 on PATH"
else echo "FAIL - private environment made from '$(ready_python)', expected python3" >&2; status=1; fi
fi

# 5. A C file with the compile_commands.json of its "project" (gcc or clang as cc on the clean PATH):
#    the server compiles it on open and on save; the loop hint on the `for` line, a new hint after
#    an edit and a save, Show Assembly beside it with hints of its own. E2E_ONLY=c-source runs
#    this one alone. Skipped without cc.
if [ -n "${E2E_ONLY:-}" ] && [ "$E2E_ONLY" != c-source ]; then :
elif PATH=$clean_path command -v cc >/dev/null; then
  rm -rf "$e2e_dir/workspace" "$e2e_dir/user/User/globalStorage" && mkdir -p "$e2e_dir/workspace"
  cp "$repo/tests/editors/data/saxpy.c" "$e2e_dir/workspace/saxpy.c"
  printf '[{"directory": "%s", "file": "saxpy.c", "arguments": ["cc", "-O2", "-c", "saxpy.c", "-o", "saxpy.o"]}]\n' \
    "$e2e_dir/workspace" > "$e2e_dir/workspace/compile_commands.json"
  write_settings
  start_code_server c-source
  E2E_SCENARIO=c-source E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE=saxpy.c \
    E2E_OUT="$out" node "$here/e2e.mjs" || status=1
  stop_code_server
else
  echo "skip - no cc on $clean_path: the C source scenario needs a compiler"
fi

# 6. A NASM source with x86inc-style macros (tests/editors/data/sum-x86inc.asm): assembled with
#    nasm on open; hints on every loop line, the macro call sites included ("(+1 more)" on the one
#    that made two instructions, its hover listing them), none on the cglobal prologue.
#    E2E_ONLY=nasm runs this one alone. Skipped without nasm on the clean PATH.
if [ -n "${E2E_ONLY:-}" ] && [ "$E2E_ONLY" != nasm ]; then :
elif PATH=$clean_path command -v nasm >/dev/null; then
  rm -rf "$e2e_dir/workspace" "$e2e_dir/user/User/globalStorage" && mkdir -p "$e2e_dir/workspace"
  cp "$repo/tests/editors/data/sum-x86inc.asm" "$e2e_dir/workspace/sum-x86inc.asm"
  paddw_line=$(grep -n "^ *PADDW m1, m0, m2" "$e2e_dir/workspace/sum-x86inc.asm" | head -1 | cut -d: -f1)
  write_settings
  start_code_server nasm
  E2E_SCENARIO=nasm E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE=sum-x86inc.asm \
    E2E_LINE="$paddw_line" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
  stop_code_server
else
  echo "skip - no nasm on $clean_path: the NASM scenario needs nasm (Debian's nasm package)"
fi

# 7. A RISC-V vector file (tests/editors/data/rvv-kernels.s: clang-19 -march=rv64gcv output of
#    tests/corpus/c_riscv/rvv_kernels.c) with mcalens.riscv.cpu = sifive-x280: hints on the vector
#    lines naming the LMUL/SEW their vsetvli set, none on the scalar lines; the hover on vfmacc.vf
#    names them too. E2E_ONLY=riscv runs this one alone.
if [ -n "${E2E_ONLY:-}" ] && [ "$E2E_ONLY" != riscv ]; then :
else
  rm -rf "$e2e_dir/workspace" "$e2e_dir/user/User/globalStorage" && mkdir -p "$e2e_dir/workspace"
  cp "$repo/tests/editors/data/rvv-kernels.s" "$e2e_dir/workspace/rvv-kernels.s"
  vfmacc_line=$(grep -n "vfmacc.vf" "$e2e_dir/workspace/rvv-kernels.s" | head -1 | cut -d: -f1)
  write_settings '"mcalens.riscv.cpu": "sifive-x280"'
  start_code_server riscv
  E2E_SCENARIO=riscv E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE=rvv-kernels.s \
    E2E_LINE="$vfmacc_line" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
  stop_code_server
fi

# 8. A Thumb-2 file (tests/editors/data/thumb2-loops.s: arm-none-eabi-gcc -O2 -mcpu=cortex-m4 -mthumb
#    output of thumb2-loops.c) with no ARM setting: 32-bit ARM from its directives, the CPU its
#    `.cpu cortex-m4` names; hints on the three loops' lines, the lens naming cortex-m4, the hover on
#    smlabb. E2E_ONLY=arm runs this one alone.
if [ -n "${E2E_ONLY:-}" ] && [ "$E2E_ONLY" != arm ]; then :
else
  rm -rf "$e2e_dir/workspace" "$e2e_dir/user/User/globalStorage" && mkdir -p "$e2e_dir/workspace"
  cp "$repo/tests/editors/data/thumb2-loops.s" "$e2e_dir/workspace/thumb2-loops.s"
  arm_line() { grep -n -F "$1" "$e2e_dir/workspace/thumb2-loops.s" | head -1 | cut -d: -f1; }
  arm_lines="$(arm_line smlabb),$(arm_line 'ldrh	lr'),$(arm_line vfma.f32),$(arm_line vstmia.32),$(arm_line 'ldrb	r2')"
  write_settings
  start_code_server arm
  E2E_SCENARIO=arm E2E_URL="http://127.0.0.1:$port/?folder=$e2e_dir/workspace" E2E_FILE=thumb2-loops.s \
    E2E_LINE="$(arm_line smlabb)" E2E_LINES="$arm_lines" E2E_OUT="$out" node "$here/e2e.mjs" || status=1
  stop_code_server
fi
exit $status
