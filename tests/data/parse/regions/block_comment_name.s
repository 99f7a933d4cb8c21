/* LLVM-MCA-BEGIN A */
addl %eax, %ebx
/* LLVM-MCA-END A */
