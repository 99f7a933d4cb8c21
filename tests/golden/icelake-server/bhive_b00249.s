# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=icelake-server -iterations=20 -timeline
# BHive basic block b00249 (sources sample, seed 7), disassembled with llvm-mc-19.
vmovups -64(%rdi,%rax,8), %xmm0
vmovddup -64(%rsi,%rbp,8), %xmm4
vmovddup -56(%rsi,%rbp,8), %xmm5
vfmadd231pd %xmm4, %xmm0, %xmm8
vfmadd231pd %xmm5, %xmm0, %xmm9
vmovddup -48(%rsi,%rbp,8), %xmm6
vmovddup -40(%rsi,%rbp,8), %xmm7
vfmadd231pd %xmm6, %xmm0, %xmm10
vfmadd231pd %xmm7, %xmm0, %xmm11
addq $4, %rbp
addq $2, %rax
