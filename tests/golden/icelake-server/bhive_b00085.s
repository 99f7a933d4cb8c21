# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=icelake-server -iterations=20 -timeline
# BHive basic block b00085 (sources sample, seed 7), disassembled with llvm-mc-19.
movq -144(%rbp), %r13
movq -136(%rbp), %r12
addq $16, %rbx
movq -112(%rbp), %rdi
subq %r13, %r12
sarq $4, %r12
cmpq %rbx, %rdi
