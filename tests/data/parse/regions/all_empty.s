addl %eax, %ebx
# LLVM-MCA-BEGIN A
# LLVM-MCA-END A
