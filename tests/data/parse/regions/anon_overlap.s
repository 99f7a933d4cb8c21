# LLVM-MCA-BEGIN
addl %eax, %ebx
# LLVM-MCA-BEGIN
imull %ebx, %ecx
# LLVM-MCA-END
