nop
/* LLVM-MCA-BEGIN B */
addl %eax, %ebx
# LLVM-MCA-END B
