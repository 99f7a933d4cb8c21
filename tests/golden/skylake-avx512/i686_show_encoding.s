# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 -mtriple=i686-unknown-unknown -show-encoding
addl %eax, %ebx
movl 8(%esp), %ecx
pushl %ebp
incl %eax
movl foo, %eax
movl 0x1234, %edx
movsb
movl (%eax,%ebx,4), %ecx
vaddps %ymm1, %ymm2, %ymm3
vaddps (%ecx), %zmm2, %zmm3 {%k1}
jmp foo
leal 4(%ebp), %esi
