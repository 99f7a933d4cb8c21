nop
# LLVM-MCA-BEGIN open
addl %eax, %ebx
imull %ebx, %ecx
