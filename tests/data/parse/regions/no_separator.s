# LLVM-MCA-BEGINfoo
addl %eax, %ebx
# LLVM-MCA-ENDfoo
