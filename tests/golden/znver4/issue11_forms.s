# mcalens-golden: -mtriple=x86_64-unknown-linux-gnu -mcpu=znver4
movmskps %xmm0, %rcx
vextractps $1, %xmm0, %rcx
vpmovmskb %ymm0, %rcx
movsx %ecx, %rax
movsx %r9d, %r9
blendvpd %xmm0, %xmm2
sha256rnds2 %xmm0, %xmm2
int $7
int $3
popq %gs
kmovb %k1, %k2
kmovd %k1, %k2
kmovq %k1, %k2
