add x0, x1, x2
// LLVM-MCA-FOO
add x3, x0, x2
