# A 32-bit write clears the upper half of x0: add waits on ldr only, not on the
# previous add through x0's artificial upper half (W0_HI, which LLVM 22 added).
ldr w0, [sp]
add x0, x0, x0
