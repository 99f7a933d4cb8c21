# mcalens-golden: -mcpu=znver4 -instruction-tables
vcvtph2 88(%r13,%r14,4){1to32}, %zmm27 {%k5} {z}
vfmsub213ph %xmm5, %xmm29, %xmm27 {%k5} {z}
vfpclassphx $3, 88(%r13,%r14,4), %k5
vfmsubadd231ph {rd-sae}, %zmm6, %zmm5, %zmm12 {%k5} {z}
vgetmantph $3, {sae}, %zmm5, %zmm12 {%k5}
vfmsubadd231ph {rd-sae}, %zmm6, %zmm12, %zmm5 {%k5} {z}
vcvtpd2ph %ymm27, %xmm5
vfmaddsub231ph 88(%r13,%r14,4){1to16}, %ymm27, %ymm5 {%k5}
vfmaddcph 88(%r13,%r14,4){1to4}, %xmm12, %xmm5 {%k5} {z}
vfmaddsub132ph 88(%r13,%r14,4){1to8}, %xmm5, %xmm12
vcvtph2uw %zmm13, %zmm12
vfmadd132ph 88(%r13,%r14,4){1to16}, %ymm5, %ymm12 {%k5} {z}
vfnmadd213ph %xmm13, %xmm5, %xmm12
vcmpunordph {sae}, %zmm6, %zmm5, %k5
vcvttsh2usi %xmm5, %rax
vcvttph2 88(%r13,%r14,4), %ymm27
vminph 88(%r13,%r14,4), %xmm27, %xmm5 {%k5} {z}
{evex} vcvtss2sh %xmm6, %xmm12, %xmm5
vcvtps2ph $24, {sae}, %zmm6, %ymm5 {%k5} {z}
vrndscaleph $3, {sae}, %zmm12, %zmm5 {%k5}
vcvtph2w %xmm5, %xmm12
vcvtdq2phy 88(%r13,%r14,4){1to4}, %xmm5 {%k5} {z}
vfnmsub231ph {rd-sae}, %zmm13, %zmm5, %zmm12 {%k5} {z}
vcvtpd2phz 88(%r13,%r14,4){1to8}, %xmm12 {%k5} {z}
vcvttph2qq 88(%r13,%r14,4), %zmm5
vfmsub213sh 88(%r13,%r14,4), %xmm13, %xmm12 {%k5}
vfmadd213sh 88(%r13,%r14,4), %xmm6, %xmm5 {%k5}
vsubph %zmm12, %zmm6, %zmm5 {%k5}
{evex} vcvtph2udq 88(%r13,%r14,4), %zmm5 {%k5}
vcmpleph {sae}, %zmm6, %zmm5, %k5 {%k6}
