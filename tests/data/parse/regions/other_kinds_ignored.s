# LLVM-MCA-LATENCY 100
addl %eax, %ebx
# LLVM-MCA-RISCV-LMUL M2
imull %ebx, %ecx
# LLVM-MCA-
