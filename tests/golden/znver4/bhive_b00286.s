# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -iterations=20 -timeline
# BHive basic block b00286 (sources sample, seed 7), disassembled with llvm-mc-19.
movq %rbx, (%rdx)
movq %rbp, 8(%rdx)
movq %rdx, %rax
popq %rdx
popq %rbx
popq %rbp
