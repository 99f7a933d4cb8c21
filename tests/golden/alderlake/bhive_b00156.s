# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=alderlake -iterations=20 -timeline
# BHive basic block b00156 (sources sample, seed 7), disassembled with llvm-mc-19.
movl 16(%r13), %eax
movl %r14d, %edx
xorl %esi, %esi
subl %eax, %edx
leal (%rax,%rax,8), %edi
leal (%rdx,%rdx,8), %edx
shll $3, %edi
shll $3, %edx
movslq %edi, %rdi
addq %r15, %rdi
movslq %edx, %rdx
