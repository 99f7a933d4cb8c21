# LLVM-MCA-BEGIN
addl %eax, %ebx
# LLVM-MCA-BEGIN B
imull %ebx, %ecx
# LLVM-MCA-END
subl %ecx, %edx
# LLVM-MCA-END B
