# LLVM-MCA-BEGIN A
addl %eax, %ebx
# LLVM-MCA-BEGIN B
imull %ebx, %ecx
# LLVM-MCA-END
# LLVM-MCA-END A
