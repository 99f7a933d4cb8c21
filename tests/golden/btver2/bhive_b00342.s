# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=btver2 -iterations=20 -timeline
# BHive basic block b00342 (sources sample, seed 7), disassembled with llvm-mc-19.
movl 176(%r14), %r8d
movq 424(%rbx), %rax
movq 56(%rsp), %rdx
movl %r9d, 364(%r14)
movq 408(%rbx), %r15
testl %r8d, %r8d
movq %rax, (%rdx)
