# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver3 -iterations=20 -timeline
# BHive basic block b00109 (sources sample, seed 7), disassembled with llvm-mc-19.
xorl %edx, %edx
xorl %esi, %esi
xorl %edi, %edi
movq %r10, 8(%rsp)
movl %r11d, (%rsp)
movq %rax, 128(%rsp)
