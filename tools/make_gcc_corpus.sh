#!/bin/sh
# Compiles tests/corpus/c/*.c with gcc 12 -S into a build directory (not committed):
# 4 -march values (and skylake-avx512 with 512-bit vectors, `*.skylake-avx512-zmm.*`) x -O2/-O3
# x AT&T/Intel syntax. Usage: tools/make_gcc_corpus.sh [OUT_DIR]
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/gcc_corpus}
CC=${CC:-gcc-12}
command -v "$CC" >/dev/null 2>&1 || CC=gcc
mkdir -p "$OUT"
for src in "$ROOT"/tests/corpus/c/*.c; do
  name=$(basename "$src" .c)
  for march in x86-64 x86-64-v3 skylake-avx512 znver3; do
    for opt in O2 O3; do
      for syntax in att intel; do
        "$CC" -S -"$opt" -march="$march" -masm="$syntax" \
          -o "$OUT/$name.$march.$opt.$syntax.s" "$src"
      done
    done
  done
  for opt in O2 O3; do
    for syntax in att intel; do
      "$CC" -S -"$opt" -march=skylake-avx512 -mprefer-vector-width=512 -masm="$syntax" \
        -o "$OUT/$name.skylake-avx512-zmm.$opt.$syntax.s" "$src"
    done
  done
done
echo "wrote $(ls "$OUT"/*.s | wc -l) files to $OUT"
