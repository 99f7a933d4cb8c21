# mcalens-golden: -mcpu=skylake-avx512 -instruction-tables
vorpd 88(%r13,%r14,4), %ymm6, %ymm5 {%k5}
vfnmadd213pd 88(%r13,%r14,4), %ymm5, %ymm12 {%k5} {z}
vfmaddsub213pd 88(%r13,%r14,4){1to2}, %xmm12, %xmm5
vmaxpd 88(%r13,%r14,4), %xmm13, %xmm12 {%k5}
vpacksswb %xmm27, %xmm6, %xmm5
vfixupimmpd $3, %xmm7, %xmm6, %xmm5 {%k5}
vprorvd 88(%r13,%r14,4), %ymm5, %ymm27
vsubps %ymm29, %ymm5, %ymm27 {%k5} {z}
vpermt2w %xmm13, %xmm5, %xmm12 {%k5}
vfixupimmps $3, 88(%r13,%r14,4), %ymm27, %ymm5
vcvtps2pd %xmm12, %ymm5 {%k5}
vpsravw %ymm27, %ymm6, %ymm5 {%k5} {z}
vpexpandq %xmm6, %xmm5 {%k5} {z}
vpaddw %xmm13, %xmm12, %xmm5 {%k5} {z}
vpmultishiftqb 88(%r13,%r14,4), %ymm5, %ymm27 {%k5} {z}
vpermi2ps 88(%r13,%r14,4), %ymm5, %ymm27 {%k5} {z}
vprord $160, 88(%r13,%r14,4){1to4}, %xmm5
vgetmantps $24, 88(%r13,%r14,4){1to8}, %ymm5 {%k5}
vpcmpeqq 88(%r13,%r14,4){1to2}, %xmm5, %k5
vpternlogd $3, %xmm13, %xmm12, %xmm5 {%k5} {z}
vrangepd $232, %xmm7, %xmm6, %xmm5 {%k5}
vdbpsadbw $3, %xmm13, %xmm12, %xmm5 {%k5}
vpsrad $3, 88(%r13,%r14,4), %xmm12 {%k5} {z}
vgf2p8mulb 88(%r13,%r14,4), %ymm29, %ymm27
vminps %ymm6, %ymm12, %ymm5 {%k5} {z}
vfmadd213ps %xmm6, %xmm27, %xmm5 {%k5}
vpclmulhqhqdq 88(%r13,%r14,4), %ymm29, %ymm27
vpmadd52luq %xmm6, %xmm27, %xmm5 {%k5} {z}
vporq 88(%r13,%r14,4){1to2}, %xmm12, %xmm5
vgetmantpd $0, 88(%r13,%r14,4){1to4}, %ymm5
