# llvm-mca-begin A
addl %eax, %ebx
# llvm-mca-end A
