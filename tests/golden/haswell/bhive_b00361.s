# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=haswell -iterations=20 -timeline
# BHive basic block b00361 (sources sample, seed 7), disassembled with llvm-mc-19.
vmovdqa (%rdi,%rdx), %xmm0
vpalignr $6, -16(%rdi,%rdx), %xmm0, %xmm0
vmovdqa (%rsi,%rdx), %xmm1
vpcmpgtb %xmm4, %xmm0, %xmm7
vpcmpgtb %xmm5, %xmm0, %xmm8
vpcmpgtb %xmm4, %xmm1, %xmm9
vpcmpgtb %xmm5, %xmm1, %xmm10
vpandn %xmm7, %xmm8, %xmm8
vpandn %xmm9, %xmm10, %xmm10
vpand %xmm6, %xmm8, %xmm8
vpand %xmm6, %xmm10, %xmm10
vpor %xmm0, %xmm8, %xmm0
vpor %xmm1, %xmm10, %xmm1
vpcmpistri $26, %xmm1, %xmm0
