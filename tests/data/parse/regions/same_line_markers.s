nop # LLVM-MCA-BEGIN A
addl %eax, %ebx
imull %ebx, %ecx # LLVM-MCA-END A
subl %ecx, %edx
