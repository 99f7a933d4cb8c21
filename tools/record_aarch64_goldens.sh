#!/bin/sh
# Records the AArch64 acceptance goldens (tests/golden_aarch64, see its README.md) from the corpus
# tools/make_aarch64_corpus.sh builds: per C file x compiler (gcc, clang) x CPU flag (base,
# neoverse-v1) the first loop of at most 40 lines (O2 for base; for neoverse-v1 one with SVE
# registers if there is one, O3 before O2),
# recorded with llvm-mca-19 for 12 CPUs through tools/compare_llvm_mca.py --record.
#
#   tools/record_aarch64_goldens.sh [CORPUS_DIR]     default build/aarch64_corpus (built if missing)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CORPUS=${1:-$ROOT/build/aarch64_corpus}
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
OUT=$ROOT/tests/golden_aarch64
CPUS=neoverse-n1,neoverse-n2,neoverse-v1,neoverse-v2,cortex-a55,cortex-a57,cortex-a510,a64fx,apple-m1,ampere1,ampere1b,thunderx2t99
FLAGS="-iterations=20 -timeline"

[ -d "$CORPUS/loops" ] || "$ROOT/tools/make_aarch64_corpus.sh" "$CORPUS"
SELECTED=$CORPUS/selected
rm -rf "$SELECTED"
mkdir -p "$SELECTED"
"$PYTHON" - "$CORPUS/loops" "$SELECTED" <<'EOF'
import re
import shutil
import sys
from pathlib import Path

loops, out = Path(sys.argv[1]), Path(sys.argv[2])
files = sorted(loops.glob("*.s"), key=lambda p: (p.name.split(".loop")[0], int(p.stem.split(".loop")[1])))
chosen = {}
for path in files:
    source, compiler, opt, cpu = path.name.split(".")[:4]
    if len(path.read_text().splitlines()) > 40:
        continue
    preferred = "O2" if cpu == "base" else "O3"
    key = (source, compiler, cpu)
    # neoverse-v1 builds: loops with SVE first (llvm-mca rejects those on CPUs without SVE).
    sve = re.search(r"\bz\d+\.[bhsdq]\b|\bp\d+/[zm]\b", path.read_text()) is not None
    rank = (0 if sve or cpu == "base" else 1, 0 if opt == preferred else 1)
    if key not in chosen or rank < chosen[key][0]:
        chosen[key] = (rank, path)
for _, path in sorted(chosen.values(), key=lambda item: item[1].name):
    shutil.copy(path, out / (path.stem.replace(".", "_") + ".s"))
print(f"selected {len(chosen)} loops")
EOF
rm -rf "$OUT"/*/
"$PYTHON" "$ROOT/tools/compare_llvm_mca.py" --record "$OUT" --triple aarch64-unknown-linux-gnu --cpus "$CPUS" \
  --flags "$FLAGS" "$SELECTED"
