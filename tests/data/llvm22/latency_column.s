rdrandw %ax
rdrandl %eax
addl %eax, %ebx
