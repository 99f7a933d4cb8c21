# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 -iterations=20 -timeline
# BHive basic block b00061 (sources sample, seed 7), disassembled with llvm-mc-19.
movq (%rsp), %r8
movq 8(%rsp), %rdi
movq %rbp, %rcx
movq %r13, %rdx
movq %r15, %rsi
