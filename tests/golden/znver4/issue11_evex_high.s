# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4
vaddps %zmm16, %zmm1, %zmm19
vpshufb %ymm23, %ymm24, %ymm2
vporq %zmm0, %zmm17, %zmm17
vpsllw $2, %zmm16, %zmm17
vaddps %xmm16, %xmm9, %xmm19
vfmadd231ps %zmm20, %zmm21, %zmm22 {%k1}
vmulpd (%rax){1to8}, %zmm30, %zmm31 {%k2} {z}
vaddps {rn-sae}, %zmm16, %zmm17, %zmm18
vgatherqps (%rax,%xmm1,4), %xmm2 {%k1}
vpgatherqd (%rax,%xmm1,4), %xmm2 {%k1}
vgatherqps (%rax,%ymm1,4), %xmm3 {%k2}
vgatherqps %xmm0, (%rax,%xmm1,4), %xmm2
vscatterdps %zmm16, (%rax,%zmm17,4) {%k1}
