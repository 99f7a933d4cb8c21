add x0, x1, x2
// LLVM-MCA-BEGIN foo
// LLVM-MCA-LATENCY 4
add x3, x0, x2
// LLVM-MCA-END foo
mul x4, x3, x3
