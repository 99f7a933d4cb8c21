# LLVM-MCA-BEGIN outer
addl %eax, %ebx
# LLVM-MCA-BEGIN inner
imull %ebx, %ecx
# LLVM-MCA-END inner
subl %ecx, %edx
# LLVM-MCA-END outer
