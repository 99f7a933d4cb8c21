# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=lunarlake -mtriple=i686-unknown-unknown
  pushl %ebp
  movl %esp, %ebp
  pushl %esi
  movl 8(%ebp), %ecx
  movl 12(%ebp), %edx
  xorl %eax, %eax
  movzbl (%ecx,%edx), %esi
  imull $37, %esi, %esi
  addl %esi, %eax
  incl %edx
  decl %ecx
  leal 4(%eax,%edx,2), %esi
  cmpl $100, %edx
  cmovll %esi, %eax
  setg %cl
  shll $3, %eax
  sarl %cl, %esi
  xchgl %eax, %esi
  movsd (%ecx), %xmm0
  addsd %xmm1, %xmm0
  vmulps %ymm1, %ymm2, %ymm3
  vfmadd231ps (%eax), %ymm4, %ymm5
  popl %esi
  popl %ebp
