# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -iterations=20 -timeline
# BHive basic block b00137 (sources sample, seed 7), disassembled with llvm-mc-19.
movq 3304(%rsp), %rdx
leaq 2480(%rsp), %rsi
movq $0, 8(%rdx)
leaq 16(%rdx), %rdi
movq %rax, (%rdx)
