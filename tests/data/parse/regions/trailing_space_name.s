# LLVM-MCA-BEGIN foo 
addl %eax, %ebx
# LLVM-MCA-END foo
