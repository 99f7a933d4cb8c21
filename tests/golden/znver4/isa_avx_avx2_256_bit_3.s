# mcalens-golden: -mcpu=znver4 -instruction-tables
vaddps %ymm14, %ymm13, %ymm12
vpackssw 88(%r13,%r14,4), %ymm12, %ymm5
vfmadd231ps 88(%r13,%r14,4), %ymm13, %ymm12
vblendps $3, 88(%r13,%r14,4), %ymm5, %ymm12
vpsllw %xmm6, %ymm5, %ymm12
vphaddw %ymm5, %ymm13, %ymm12
vpsignw 88(%r13,%r14,4), %ymm5, %ymm12
vfmaddsubps %ymm13, 88(%r13,%r14,4), %ymm5, %ymm12
vpalignr $96, 88(%r13,%r14,4), %ymm6, %ymm5
vfmsubadd132ps %ymm13, %ymm5, %ymm12
vpsrldq $24, %ymm6, %ymm5
vpbroadcastb %xmm12, %ymm5
vpsignb %ymm7, %ymm6, %ymm5
vpminsw 88(%r13,%r14,4), %ymm12, %ymm5
vpclmulhqhqd 88(%r13,%r14,4), %ymm13, %ymm12
vfnmsub213pd %ymm14, %ymm13, %ymm12
vpsllvd 88(%r13,%r14,4), %ymm5, %ymm12
vpshufd $3, %ymm6, %ymm5
vpcmpeqd %ymm7, %ymm6, %ymm5
vpcmpgtq 88(%r13,%r14,4), %ymm12, %ymm5
vcmppd $253, %ymm7, %ymm6, %ymm5
vdpps $3, %ymm5, %ymm13, %ymm12
vinserti128 $253, %xmm7, %ymm6, %ymm5
vpdpbssds 88(%r13,%r14,4), %ymm12, %ymm5
vpmuldq %ymm5, %ymm13, %ymm12
vfmaddsub132pd %ymm5, %ymm13, %ymm12
vpsllvq %ymm6, %ymm5, %ymm12
vcvtps2ph $253, %ymm5, 88(%r13,%r14,4)
vpsrad 88(%r13,%r14,4), %ymm12, %ymm5
vpunpckhqdq %ymm5, %ymm13, %ymm12
