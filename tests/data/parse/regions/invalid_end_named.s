# LLVM-MCA-BEGIN A
addl %eax, %ebx
# LLVM-MCA-END B
imull %ebx, %ecx
# LLVM-MCA-END A
