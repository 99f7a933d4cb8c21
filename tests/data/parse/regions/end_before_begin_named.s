# LLVM-MCA-END A
addl %eax, %ebx
