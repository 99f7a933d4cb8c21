addl %eax, %ebx
# LLVM-MCA-END
imull %ebx, %ecx
# LLVM-MCA-BEGIN B
subl %ecx, %edx
# LLVM-MCA-END B
