addq %rax, %rbx # LLVM-MCA-LATENCY 7
addq %rbx, %rcx
/* LLVM-MCA-LATENCY 9 */ addq %rcx, %rdx
# LLVM-MCA-BEGIN inner
# LLVM-MCA-LATENCY 0
addq %rdx, %rax
# LLVM-MCA-END inner
addq %rax, %rbx
