int foo(int a, int b) {
  __asm volatile("# LLVM-MCA-BEGIN foo");
  a += 42;
  __asm volatile("# LLVM-MCA-END");
  a *= b;
  return a;
}
void bar(float *x, int n) {
  for (int i = 0; i < n; i++) {
    __asm volatile("# LLVM-MCA-BEGIN body");
    x[i] = x[i] * 2.0f + 1.0f;
    __asm volatile("# LLVM-MCA-END body");
  }
}
