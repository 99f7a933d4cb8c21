#!/bin/sh
# AArch64 corpus from real compilers: compiles tests/corpus/c/*.c and tests/corpus/c_aarch64/*.c
# with Debian's aarch64-linux-gnu-gcc (12) and clang-19 --target=aarch64-linux-gnu, -O2/-O3, with
# and without -mcpu=neoverse-v1 (SVE), then cuts the innermost loops out of every .s file
# (tools/extract_aarch64_loops.py). Installs the compilers with apt when they are missing.
#
#   tools/make_aarch64_corpus.sh [OUT_DIR]      default build/aarch64_corpus (not committed)
#
# OUT_DIR/asm/<file>.<compiler>.<opt>.<cpu>.s   compiler output
# OUT_DIR/loops/<same>.loopN.s                  one innermost loop per file (deduplicated)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/aarch64_corpus}
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
GCC=${GCC:-aarch64-linux-gnu-gcc}
CLANG=${CLANG:-clang-19}

need() {  # need COMMAND APT_PACKAGE
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "installing $2 (for $1)" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "$2" >/dev/null
}
need "$GCC" gcc-aarch64-linux-gnu
need "$CLANG" clang-19

rm -rf "$OUT/asm" "$OUT/loops"
mkdir -p "$OUT/asm" "$OUT/loops"
for src in "$ROOT"/tests/corpus/c/*.c "$ROOT"/tests/corpus/c_aarch64/*.c; do
  name=$(basename "$src" .c)
  for opt in O2 O3; do
    for cpu in base neoverse-v1; do
      cpuflag=""
      [ "$cpu" = base ] || cpuflag="-mcpu=$cpu"
      # shellcheck disable=SC2086
      "$GCC" -S -"$opt" $cpuflag -fno-asynchronous-unwind-tables -o "$OUT/asm/$name.gcc.$opt.$cpu.s" "$src"
      # shellcheck disable=SC2086
      "$CLANG" --target=aarch64-linux-gnu -S -"$opt" $cpuflag -fno-asynchronous-unwind-tables \
        -o "$OUT/asm/$name.clang.$opt.$cpu.s" "$src"
    done
  done
done
echo "wrote $(ls "$OUT"/asm/*.s | wc -l) files to $OUT/asm"
"$PYTHON" "$ROOT/tools/extract_aarch64_loops.py" "$OUT/loops" "$OUT"/asm/*.s
