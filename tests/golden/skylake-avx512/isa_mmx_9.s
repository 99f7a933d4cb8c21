# mcalens-golden: -mcpu=skylake-avx512 -instruction-tables
psignw 88(%r13,%r14,4), %mm1
pmulhuw %mm2, %mm1
phsubsw %mm2, %mm1
movd %mm1, %eax
pslld %mm2, %mm1
punpckhbw 88(%r13,%r14,4), %mm1
pmulhrsw 88(%r13,%r14,4), %mm1
paddb %mm2, %mm1
palignr $96, %mm2, %mm1
psllw $253, %mm1
movd %r14, %mm1
pshuf $253, 88(%r13,%r14,4), %mm1
paddd 88(%r13,%r14,4), %mm1
pinsrw $232, %eax, %mm1
pshuf $0, 88(%r13,%r14,4), %mm1
phaddd 88(%r13,%r14,4), %mm1
pshuf $1, 88(%r13,%r14,4), %mm1
pinsrw $sym, 88(%r13,%r14,4), %mm1
pmulh 88(%r13,%r14,4), %mm1
movq %mm1, %r14
pshufw $3, %mm2, %mm1
pminsw %mm2, %mm1
cvtps2pi %xmm12, %mm1
pslld $0, %mm1
pcmpgtb %mm2, %mm1
psraw $3, %mm1
phsubw %mm2, %mm1
psignw %mm2, %mm1
pextrw $200, %mm1, %r14d
pabsw %mm2, %mm1
