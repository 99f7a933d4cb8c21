nop
# LLVM-MCA-BEGIN A
addl %eax, %ebx
# LLVM-MCA-END A
# LLVM-MCA-BEGIN B
imull %ebx, %ecx
subl %ecx, %edx
# LLVM-MCA-END B
