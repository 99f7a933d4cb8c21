# LLVM-MCA-BEGIN A
addl %eax, %ebx
# LLVM-MCA-BEGIN A
imull %ebx, %ecx
# LLVM-MCA-END A
