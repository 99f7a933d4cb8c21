# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=bdver2 -instruction-tables







vaddps %xmm1, %xmm2, %xmm3
vmulpd %ymm1, %ymm2, %ymm3
addl %eax, %ebx
imull %ecx, %edx
movl (%rdi), %eax
movl %eax, (%rsi)
