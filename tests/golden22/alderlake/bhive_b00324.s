# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# BHive basic block b00324 (sources sample, seed 7), disassembled with llvm-mc-19.
movq -456(%rbp), %rax
movq 32(%rax), %rax
nopw %cs:(%rax,%rax)
movq (%rax,%rcx,8), %r13
testq %r13, %r13
