#!/bin/sh
# A wider AArch64 corpus for tools/validate_parser.py --triple aarch64: the C files of
# tools/make_aarch64_corpus.sh plus tools/bench_parse.py's generated C (120 small functions),
# compiled by aarch64-linux-gnu-gcc and clang-19 with ten flag sets (-O1, -Os, unrolling,
# neoverse-n2/v2, cortex-a55, a64fx, apple-m1, SVE2 with fixed vector length, -ffast-math,
# branch protection + PIC). Whole files, not loops; about 230,000 lines.
#
#   tools/make_aarch64_flag_corpus.sh [OUT_DIR]     default build/aarch64_flag_corpus (not committed)
#
# tests/golden_aarch64/mc_printed*.tsv.gz were recorded from tests/data/aarch64_forms.asm,
# build/aarch64_corpus/asm and this corpus (see tests/golden_aarch64/README.md).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/aarch64_flag_corpus}
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
GCC=${GCC:-aarch64-linux-gnu-gcc}
CLANG=${CLANG:-clang-19}
mkdir -p "$OUT"
"$PYTHON" -c "import sys; sys.path.insert(0, '$ROOT/tools'); import bench_parse; \
open('$OUT/gen.c', 'w').write(bench_parse.generated_c(120))"
for src in "$ROOT"/tests/corpus/c/*.c "$ROOT"/tests/corpus/c_aarch64/*.c "$OUT/gen.c"; do
  name=$(basename "$src" .c)
  i=0
  for flags in "-O1" "-Os" "-O3 -funroll-loops" "-O3 -mcpu=neoverse-n2" "-O2 -mcpu=cortex-a55" \
      "-O3 -march=armv8.2-a+sve2 -msve-vector-bits=256" "-O3 -ffast-math -mcpu=neoverse-v2" \
      "-O2 -mbranch-protection=standard -fPIC" "-O3 -mcpu=a64fx" "-O2 -mcpu=apple-m1"; do
    i=$((i + 1))
    # shellcheck disable=SC2086
    "$GCC" -S $flags -o "$OUT/$name.gcc.$i.s" "$src" 2>/dev/null || true
    # shellcheck disable=SC2086
    "$CLANG" --target=aarch64-linux-gnu -S $flags -o "$OUT/$name.clang.$i.s" "$src" 2>/dev/null || true
  done
done
echo "wrote $(ls "$OUT"/*.s | wc -l) files to $OUT"
