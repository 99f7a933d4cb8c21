#!/bin/sh
# Records tests/golden22: llvm-mca-22's outputs for inputs of the 19 goldens, on the CPUs LLVM 22
# changed (tests/test_golden22.py reads them; no LLVM needed there). Each case's first line holds the
# llvm-mca flags (`# mcalens-golden: ...` or `// mcalens-golden: ...`); <case>.txt and <case>.json
# are llvm-mca-22's text and -json outputs, <case>.err its exit status and stderr when it refused.
#   sh tools/record_goldens22.sh [LLVM_MCA]        (default llvm-mca-22)
set -eu
MCA=${1:-llvm-mca-22}
OUT=tests/golden22
X86_CASES="avx2_fma avx512 bhive_b00002 bhive_b00168 bhive_b00324 calls divides dot_product loads_stores
memory_order partial_regs reg_moves scalar_int sse_fp zero_idioms x86_32_kernel x86_32_byte_registers
avx2_fma_tables encoding_vex"
X86_CPUS="skylake alderlake sapphirerapids lunarlake znver4"
A64_CASES=$(ls tests/golden_aarch64/neoverse-v2/*.s | xargs -n1 basename | sed 's/\.s$//' | head -12)
A64_CPUS="neoverse-v3 neoverse-n3 cortex-x4"
record() {  # source cpu directory
  src=$1 cpu=$2 dir=$OUT/$cpu
  mkdir -p "$dir"
  case=$dir/$(basename "$src")
  sed "1s/-mcpu=[^ ]*/-mcpu=$cpu/" "$src" > "$case"
  flags=$(head -1 "$case" | cut -d: -f2-)
  base=${case%.s}
  rm -f "$base.txt" "$base.json" "$base.err"
  # shellcheck disable=SC2086
  if $MCA $flags "$case" > "$base.txt" 2> "$base.stderr"; then
    $MCA -json $flags "$case" > "$base.json" 2>/dev/null
    rm -f "$base.stderr"
  else
    status=$?
    { echo "status: $status"; cat "$base.stderr"; } > "$base.err"
    rm -f "$base.txt" "$base.stderr"
  fi
}
for cpu in $X86_CPUS; do
  for c in $X86_CASES; do record tests/golden/skylake/$c.s "$cpu"; done
done
for cpu in $A64_CPUS; do
  for c in $A64_CASES; do record tests/golden_aarch64/neoverse-v2/$c.s "$cpu"; done
done
