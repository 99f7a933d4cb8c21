# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# BHive basic block b00002 (sources sample, seed 7), disassembled with llvm-mc-19.
pushq %rbx
movq 8(%rdi), %rbx
movl $3, %edx
movl $18368156, %esi
movq %rbx, %rdi
