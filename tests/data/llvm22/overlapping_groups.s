imulw %cx
addl %eax, %ebx
imulw %dx
shll $3, %esi
dppd $1, %xmm1, %xmm2
imull %ecx
btl %eax, (%rdi)
leaq 1(%rax,%rbx), %r8
