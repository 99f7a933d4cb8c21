#!/bin/sh
# RISC-V corpus from real compilers: compiles tests/corpus/c/*.c, tests/corpus/c_riscv/*.c (RVV
# intrinsic kernels, vector configurations only) and, when present, lz4's lz4.c and xxHash's
# xxhash.c (CSRC, default /tmp/csrc) with
#   clang-19 --target=riscv64-linux-gnu -O2/-O3, with and without -march=rv64gcv,
#   riscv64-linux-gnu-gcc -O2/-O3, with and without -march=rv64gcv (gcc 12 does not vectorise for
#     RVV and has no RVV intrinsics: its "v" files differ from the others by .attribute arch only),
#   clang-19 --target=riscv32-unknown-elf -march=rv32imac -ffreestanding -O2 (files that build
#     without a C library, for the RV32 models),
# then cuts the innermost loops out of every .s file (tools/extract_riscv_loops.py). Installs the
# compilers with apt when they are missing.
#
#   tools/make_riscv_corpus.sh [OUT_DIR]      default build/riscv_corpus (not committed)
#
# OUT_DIR/asm/<file>.<compiler>.<opt>.<march>.s   compiler output (whole files: the small sources)
# OUT_DIR/big/<file>.<compiler>.<opt>.<march>.s   compiler output of lz4/xxhash (loops only)
# OUT_DIR/loops/<same>.loopN.s                    one innermost loop per file (deduplicated)
# OUT_DIR/asm32/, OUT_DIR/loops32/                the RV32 files and their loops
#
# tools/compare_text_reports.py compares them with llvm-mca (docs/riscv.md "Real code").
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/riscv_corpus}
CSRC=${CSRC:-/tmp/csrc}
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
GCC=${GCC:-riscv64-linux-gnu-gcc}
CLANG=${CLANG:-clang-19}

need() {  # need COMMAND APT_PACKAGE
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "installing $2 (for $1)" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "$2" >/dev/null
}
need "$GCC" gcc-riscv64-linux-gnu
need "$CLANG" clang-19

rm -rf "$OUT/asm" "$OUT/big" "$OUT/loops" "$OUT/asm32" "$OUT/loops32"
mkdir -p "$OUT/asm" "$OUT/big" "$OUT/loops" "$OUT/asm32" "$OUT/loops32"
COMMON="-S -fno-asynchronous-unwind-tables"

compile() {  # compile SRC DIR
  src=$1; dir=$2; name=$(basename "$src" .c)
  for opt in O2 O3; do
    for march in base rv64gcv; do
      flag=""
      [ "$march" = base ] || flag="-march=$march"
      case "$src" in
        */c_riscv/*) [ "$march" = base ] && continue ;;  # RVV intrinsics need V
      esac
      # shellcheck disable=SC2086
      "$CLANG" --target=riscv64-linux-gnu $COMMON -"$opt" $flag -o "$dir/$name.clang.$opt.$march.s" "$src"
      case "$src" in
        */c_riscv/*) continue ;;  # gcc 12 has no RVV intrinsics
      esac
      # shellcheck disable=SC2086
      "$GCC" $COMMON -"$opt" $flag -o "$dir/$name.gcc.$opt.$march.s" "$src"
    done
  done
  # shellcheck disable=SC2086
  "$CLANG" --target=riscv32-unknown-elf -march=rv32imac -ffreestanding $COMMON -O2 \
    -o "$OUT/asm32/$name.clang.O2.rv32imac.s" "$src" 2>/dev/null \
    || { rm -f "$OUT/asm32/$name.clang.O2.rv32imac.s"; echo "rv32: $name needs a C library (skipped)" >&2; }
}

for src in "$ROOT"/tests/corpus/c/*.c "$ROOT"/tests/corpus/c_riscv/*.c; do
  compile "$src" "$OUT/asm"
done
for src in "$CSRC/lz4-1.9.4/lib/lz4.c" "$CSRC/xxHash-0.8.1/xxhash.c"; do
  [ -f "$src" ] && compile "$src" "$OUT/big"
done
echo "wrote $(ls "$OUT"/asm/*.s "$OUT"/big/*.s | wc -l) RV64 files, $(ls "$OUT"/asm32/*.s | wc -l) RV32 files"
"$PYTHON" "$ROOT/tools/extract_riscv_loops.py" "$OUT/loops" "$OUT"/asm/*.s "$OUT"/big/*.s
"$PYTHON" "$ROOT/tools/extract_riscv_loops.py" "$OUT/loops32" "$OUT"/asm32/*.s
