# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=haswell -iterations=20 -timeline
# BHive basic block b00038 (sources sample, seed 7), disassembled with llvm-mc-19.
movq 56(%r8), %r9
movq %r8, 40(%r11)
testq %r9, %r9
movq %r9, 48(%r11)
