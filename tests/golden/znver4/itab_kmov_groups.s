# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -instruction-tables
kmovb %k1, %k2
kmovd %k5, 8(%rax)
kmovq %k5, (%rax)
kmovb (%rax), %k1
kmovd %eax, %k1
kmovq %rax, %k1
kmovw %k1, %eax
vaddps %xmm1, %xmm2, %xmm3
vmulpd %ymm1, %ymm2, %ymm3
addl %eax, %ebx
imull %ecx, %edx
movl (%rdi), %eax
movl %eax, (%rsi)
