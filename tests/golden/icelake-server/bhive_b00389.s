# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=icelake-server -iterations=20 -timeline
# BHive basic block b00389 (sources sample, seed 7), disassembled with llvm-mc-19.
addq $160, %rsp
popq %rbx
popq %rbp
popq %r12
popq %r13
popq %r14
