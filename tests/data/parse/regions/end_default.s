addl %eax, %ebx
imull %ebx, %ecx
# LLVM-MCA-END
subl %ecx, %edx
