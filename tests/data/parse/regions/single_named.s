movl %eax, %ebx
# LLVM-MCA-BEGIN foo
addl %eax, %ebx
imull %ebx, %ecx
# LLVM-MCA-END foo
subl %ecx, %edx
