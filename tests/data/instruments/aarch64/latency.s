# LLVM-MCA-LATENCY 12
ldr x0, [x1]
add x2, x0, x0
# LLVM-MCA-LATENCY 0
ldr x3, [x2]
madd x4, x3, x3, x3
