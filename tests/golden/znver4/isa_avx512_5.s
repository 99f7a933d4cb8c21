# mcalens-golden: -mcpu=znver4 -instruction-tables
vinsertf32x8 $3, %ymm6, %zmm12, %zmm5
vrcp14ss %xmm29, %xmm5, %xmm27
vcmpord_sps %zmm6, %zmm5, %k5 {%k6}
vpsravq 88(%r13,%r14,4){1to8}, %zmm27, %zmm5 {%k5} {z}
vpshufh $232, 88(%r13,%r14,4), %zmm5 {%k5} {z}
vpsubd %zmm12, %zmm6, %zmm5 {%k5}
vpaddsw %zmm5, %zmm29, %zmm27 {%k5} {z}
vfpclasspdz $232, 88(%r13,%r14,4), %k5 {%k6}
vfnmadd213pd %zmm31, %zmm29, %zmm27 {%k5} {z}
vgetmantpd $232, 88(%r13,%r14,4), %zmm5
vprolvq %zmm12, %zmm6, %zmm5 {%k5} {z}
vminsh {sae}, %xmm6, %xmm27, %xmm5 {%k5}
vcvtpd2uqq 88(%r13,%r14,4){1to8}, %zmm27 {%k5}
vblendmpd %zmm6, %zmm5, %zmm12 {%k5} {z}
{evex} vmulss 88(%r13,%r14,4), %xmm13, %xmm12
vgf2p8affineinvqb $232, %zmm7, %zmm6, %zmm5 {%k5}
vreducesh $3, {sae}, %xmm6, %xmm5, %xmm12 {%k5}
vfnmadd213pd %zmm5, %zmm29, %zmm27 {%k5} {z}
vcvtps2pd {sae}, %ymm6, %zmm5 {%k5}
vfmsubadd231pd {rd-sae}, %zmm6, %zmm5, %zmm27 {%k5}
vinsertf64x4 $3, %ymm13, %zmm12, %zmm5 {%k5}
vpshldq $3, %zmm13, %zmm12, %zmm5 {%k5} {z}
vpminuq 88(%r13,%r14,4){1to8}, %zmm13, %zmm12 {%k5} {z}
{evex} vfmsub231sd 88(%r13,%r14,4), %xmm5, %xmm27
vprold $3, %zmm27, %zmm5 {%k5} {z}
vfmadd132ps 88(%r13,%r14,4){1to16}, %zmm27, %zmm5 {%k5} {z}
vmovdqu64 %zmm5, %zmm27 {%k5}
vpror $160, 88(%r13,%r14,4), %zmm5 {%k5}
vgetexpsh {sae}, %xmm5, %xmm13, %xmm12 {%k5}
vpsrad $3, 88(%r13,%r14,4), %zmm12
