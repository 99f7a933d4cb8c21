# LLVM-MCA-LATENCY 7
addq %rax, %rbx
# LLVM-MCA-LATENCY not-a-number
addq %rbx, %rcx
# LLVM-MCA-LATENCY  3 
addq %rcx, %rdx
imulq %rdx, %rsi
