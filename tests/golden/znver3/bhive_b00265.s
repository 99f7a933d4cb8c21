# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver3 -iterations=20 -timeline
# BHive basic block b00265 (sources sample, seed 7), disassembled with llvm-mc-19.
movq %rdx, 8(%r14)
movq 16(%rbx), %rdx
movq %rdx, 24(%r14)
movq 8(%rbx), %rdx
movq %rax, (%rbx)
movl $7, %ecx
movq $0, 8(%rbx)
movb $0, 16(%rbx)
leaq 40(%r14), %rbx
xorl %eax, %eax
movq %rbx, %rdi
movq %rdx, 16(%r14)
leaq 48(%r14), %rdi
