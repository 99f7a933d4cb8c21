// LLVM-MCA-BEGIN A
addl %eax, %ebx
/* LLVM-MCA-END A*/ imull %ebx, %ecx
nop /* LLVM-MCA-BEGIN B*/
subl %ecx, %edx
addl /* LLVM-MCA-BEGIN C*/ %eax, %ebx
# LLVM-MCA-END B
