addl %eax, %ebx
imull %ebx, %ecx
