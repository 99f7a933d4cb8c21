pushl %eax
pushl %ebx
popl %ecx
