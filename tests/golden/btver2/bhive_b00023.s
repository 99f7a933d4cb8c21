# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -iterations=20 -timeline
# BHive basic block b00023 (sources sample, seed 7), disassembled with llvm-mc-19.
addq $1, %rcx
subq $1, %rax
movq %rcx, (%rbx)
movq %rax, 8(%rbx)
nopl (%rax)
testq %rax, %rax
