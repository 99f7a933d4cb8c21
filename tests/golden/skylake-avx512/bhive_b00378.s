# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 -iterations=20 -timeline
# BHive basic block b00378 (sources sample, seed 7), disassembled with llvm-mc-19.
addq 8(%rsp), %r14
movw %ax, (%r13)
addq 16(%rsp), %rbx
addq 24(%rsp), %r13
cmpq %rbp, %r12
