# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -mtriple=i686-unknown-unknown
  addl %eax, %ebx
  addq %rax, %rbx
