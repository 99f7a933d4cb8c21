addl (%rdi), %eax // x
mfence
vfmadd231ps (%rax), %ymm1, %ymm2 /* y */
addl %eax, %ebx