nop
/* LLVM-MCA-BEGIN
   spans lines */
addl %eax, %ebx
# LLVM-MCA-END
