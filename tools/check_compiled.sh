#!/usr/bin/env bash
# The opt-in compiled build (docs/performance.md "Compiled build"): build the wheel with
# MCALENS_COMPILE=1 into a scratch venv, check its extensions are the ones imported, and run the
# goldens, the simulator and hardware tests against it (byte-exact llvm-mca-19 output).
#
#     bash tools/check_compiled.sh            # venv in /tmp/mcalens-compiled-venv (replaced)
#     MCALENS_COMPILED_VENV=DIR bash tools/check_compiled.sh
#
# .ci/run runs it after the wheel step.
# About 3 minutes on the loaded 2-core machine: the build 1.5 (mypy + mypyc + the C compiler), the
# tests 1.5.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
VENV=${MCALENS_COMPILED_VENV:-/tmp/mcalens-compiled-venv}
PYTHON=${PYTHON:-python3}

rm -rf "$VENV"
"$PYTHON" -m venv "$VENV"
start=$(date +%s)
MCALENS_COMPILE=1 "$VENV/bin/pip" wheel -q --no-deps -w "$VENV/wheel" "$ROOT"
echo "== compiled wheel built in $(( $(date +%s) - start )) s: $(ls "$VENV"/wheel/*.whl)" \
     "($(du -k "$VENV"/wheel/*.whl | cut -f1) kB)"
"$VENV/bin/pip" install -q "$VENV"/wheel/mcalens-*.whl pytest pytest-asyncio hypothesis
# From outside the checkout, so the installed (compiled) package is the one imported.
cd "$VENV"
version=$("$VENV/bin/mcalens" --version)
echo "$version"
case "$version" in
  *"build: compiled with mypyc"*) ;;
  *) echo "error: the installed build does not report compiled modules"; exit 1 ;;
esac
MCALENS_EXPECT_COMPILED=1 "$VENV/bin/python" -m pytest -p no:cacheprovider --rootdir "$ROOT" \
  "$ROOT/tests/test_compiled_build.py" "$ROOT/tests/test_golden.py" "$ROOT"/tests/test_sim_*.py \
  "$ROOT/tests/test_hardware.py"
echo "== compiled build checked"
