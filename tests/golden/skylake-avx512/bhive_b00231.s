# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 -iterations=20 -timeline
# BHive basic block b00231 (sources sample, seed 7), disassembled with llvm-mc-19.
leal -1(%r13), %edx
leaq 8(%r14), %r12
leaq -88(%rbp), %r13
shlq $4, %rdx
leaq 24(%r14,%rdx), %rbx
leaq -80(%rbp), %r14
nopl (%rax)
cmpq -64(%rbp), %rdi
movq -8(%r12), %rsi
movq %rsi, -88(%rbp)
