# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4 -mtriple=i686-unknown-unknown
  call foo
foo:
  pushw %ax
  pushl $1000
  push %edi
  pop %edi
  jmp *%eax
  rep movsb
  cltd
  cwtl
