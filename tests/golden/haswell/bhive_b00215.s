# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=haswell -iterations=20 -timeline
# BHive basic block b00215 (sources sample, seed 7), disassembled with llvm-mc-19.
xorl %r9d, %r9d
movl $1, %ebp
movq (%r10,%rax,8), %r12
movq 8(%r12), %r8
movq 208(%r8), %rsi
movl 56(%rsi), %r11d
imull 60(%rsi), %r11d
cmpl $1, 264(%r8)
sbbl %ecx, %ecx
notl %ecx
andl $100000000, %ecx
addl %r11d, %ecx
cmpl $48, 20(%r12)
