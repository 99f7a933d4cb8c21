# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# BHive basic block b00306 (sources sample, seed 7), disassembled with llvm-mc-19.
movq $0, (%rax)
movq %rbx, 8(%rax)
movq %rax, %rcx
movl $0, 16(%rax)
movq %rbx, %rdx
movq %r12, %rsi
movq %r14, %rdi
