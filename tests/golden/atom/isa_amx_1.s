# mcalens-golden: -mcpu=atom -instruction-tables
tdpbuud %tmm3, %tmm2, %tmm1
tdpbusd %tmm3, %tmm2, %tmm1
tdpbsud %tmm3, %tmm2, %tmm1
tileloaddt1 88(%r13,%r14,4), %tmm1
sttilecfg 88(%r13,%r14,4)
tileloadd 88(%r13,%r14,4), %tmm1
tilerelease
ldtilecfg 88(%r13,%r14,4)
tilestored %tmm1, 88(%r13,%r14,4)
tdpbf16ps %tmm3, %tmm2, %tmm1
tcmmrlfp16ps %tmm3, %tmm2, %tmm1
tdpbssd %tmm3, %tmm2, %tmm1
tdpfp16ps %tmm3, %tmm2, %tmm1
tcmmimfp16ps %tmm3, %tmm2, %tmm1
tilezero %tmm1
